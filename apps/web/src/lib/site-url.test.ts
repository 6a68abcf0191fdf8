import { describe, expect, it } from 'vitest';
import { hostingDomain, siteHost, siteUrl, subdomainUrl } from './site-url';

const local = { protocol: 'http:', host: 'localhost:3000' };
const hosted = { protocol: 'https:', host: 'sites.example.com' };

describe('site urls', () => {
  it('hosts sites under the address the app is served from', () => {
    expect(hostingDomain(local)).toBe('localhost:3000');
    expect(hostingDomain(hosted)).toBe('sites.example.com');
  });

  it('builds a subdomain address with the same protocol', () => {
    expect(subdomainUrl('bakery', local)).toBe('http://bakery.localhost:3000');
    expect(subdomainUrl('bakery', hosted)).toBe('https://bakery.sites.example.com');
  });

  it('prefers the custom domain once it is verified', () => {
    const site = {
      subdomain: 'bakery',
      domain: 'www.bakery.com',
      domainStatus: 'VERIFIED' as const,
    };
    expect(siteUrl(site, hosted)).toBe('http://www.bakery.com');
    expect(siteHost(site, hosted)).toBe('www.bakery.com');
  });

  it.each(['PENDING', 'FAILED'] as const)(
    'keeps the subdomain while the domain is %s',
    (status) => {
      const site = { subdomain: 'bakery', domain: 'www.bakery.com', domainStatus: status };
      expect(siteUrl(site, hosted)).toBe('https://bakery.sites.example.com');
      expect(siteHost(site, hosted)).toBe('bakery.sites.example.com');
    },
  );

  it('falls back to the subdomain', () => {
    const site = { subdomain: 'bakery', domain: null, domainStatus: null };
    expect(siteUrl(site, local)).toBe('http://bakery.localhost:3000');
    expect(siteHost(site, local)).toBe('bakery.localhost:3000');
  });

  it('has no address without a subdomain or domain', () => {
    expect(siteUrl({ subdomain: '', domain: null, domainStatus: null }, local)).toBeNull();
  });
});
