import { describe, expect, it } from 'vitest';
import { hostRules, siteAddress } from './host.ts';
import { Lru } from './lru.ts';
import { matchesEtag, pickEncoding } from './respond.ts';

describe('siteAddress', () => {
  const local = hostRules('localhost:3000', 'http://localhost:3000');
  const hosted = hostRules('sites.example.com', 'https://app.example.com');

  it('reads {subdomain}.{HOSTING_DOMAIN}, port included when the hosting domain has one', () => {
    expect(siteAddress('bakery.localhost:3000', local)).toEqual({
      kind: 'subdomain',
      subdomain: 'bakery',
    });
    expect(siteAddress('BAKERY.Localhost:3000', local)).toEqual({
      kind: 'subdomain',
      subdomain: 'bakery',
    });
    expect(siteAddress('bakery.localhost:4000', local)).toEqual({
      kind: 'domain',
      domain: 'bakery.localhost',
    });
    expect(siteAddress('bakery.sites.example.com', hosted)).toEqual({
      kind: 'subdomain',
      subdomain: 'bakery',
    });
    expect(siteAddress('bakery.sites.example.com:443', hosted)).toEqual({
      kind: 'subdomain',
      subdomain: 'bakery',
    });
    expect(siteAddress('bakery.sites.example.com.', hosted)).toEqual({
      kind: 'subdomain',
      subdomain: 'bakery',
    });
  });

  it('names no site for a name under the hosting domain that no website can have', () => {
    for (const host of ['a.b.localhost:3000', 'www.localhost:3000', '-x.localhost:3000']) {
      expect(siteAddress(host, local), host).toEqual({ kind: 'impossible' });
    }
  });

  it('keeps the dashboard hosts, addresses and odd hosts for the dashboard', () => {
    for (const host of ['localhost:3000', 'LOCALHOST:3000', '127.0.0.1:3000', '[::1]:3000', '']) {
      expect(siteAddress(host, local), host).toBeNull();
    }
    expect(siteAddress(undefined, local)).toBeNull();
    expect(siteAddress('app.example.com', hosted)).toBeNull();
    expect(siteAddress('sites.example.com', hosted)).toBeNull();
  });

  it('reads any other domain name as a custom domain, without its port', () => {
    expect(siteAddress('www.Corner-Bakery.com:8080', local)).toEqual({
      kind: 'domain',
      domain: 'www.corner-bakery.com',
    });
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in lists, and with *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('Lru', () => {
  it('evicts the least recently used beyond its entry and byte bounds', () => {
    const lru = new Lru<string>(3, 100);
    lru.set('a', 'A', 10);
    lru.set('b', 'B', 10);
    lru.set('c', 'C', 10);
    expect(lru.get('a')).toBe('A');
    lru.set('d', 'D', 10);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual(['A', 'C', 'D']);
    lru.set('e', 'E', 85);
    expect(lru.totalBytes).toBeLessThanOrEqual(100);
    expect(lru.get('e')).toBe('E');
    expect(lru.get('a')).toBeUndefined();
    lru.set('huge', 'H', 101);
    expect(lru.get('huge')).toBeUndefined();
  });

  it('drops every key with a prefix', () => {
    const lru = new Lru<number>(10, 1000);
    lru.set('r1\n/', 1, 1);
    lru.set('r1\n/about', 2, 1);
    lru.set('r2\n/', 3, 1);
    lru.deletePrefix('r1\n');
    expect([lru.size, lru.totalBytes, lru.get('r2\n/')]).toEqual([1, 1, 3]);
  });
});
