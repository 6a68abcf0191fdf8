import { describe, expect, it } from 'vitest';
import {
  copySubdomain,
  domainProblem,
  MAX_SUBDOMAIN_LENGTH,
  RESERVED_SUBDOMAINS,
  subdomainFromName,
  subdomainProblem,
} from './subdomain.ts';

const ONLY_ALLOWED = 'Subdomain may only contain lowercase letters (a-z), numbers and hyphens';
const DOMAIN_MESSAGE = 'Enter a domain name such as www.example.com';

describe('subdomainFromName', () => {
  it.each([
    ['My Shop', 'my-shop'],
    ['ACME', 'acme'],
    ['Bob’s Bakery & Café', 'bob-s-bakery-caf'],
    ['a  b', 'a-b'],
    ['a - b', 'a-b'],
    ['a---b', 'a-b'],
    ['shop_1.test', 'shop-1-test'],
    ['  Hello World!  ', 'hello-world'],
    ['--edge--', 'edge'],
    ['2024 Plans', '2024-plans'],
    ['', ''],
    ['!!!', ''],
  ])('%j gives %j', (name, subdomain) => {
    expect(subdomainFromName(name)).toBe(subdomain);
  });

  it('caps the result at 63 characters', () => {
    expect(MAX_SUBDOMAIN_LENGTH).toBe(63);
    expect(subdomainFromName('a'.repeat(100))).toBe('a'.repeat(63));
  });

  it('does not end on a hyphen after cutting', () => {
    const result = subdomainFromName(`${'x'.repeat(62)} yz`);
    expect(result).toBe('x'.repeat(62));
  });

  it.each(['My Shop', 'Café del Mar', 'Über & Co.', `${'Long name '.repeat(10)}`, '123'])(
    'gives a valid subdomain for %j',
    (name) => {
      expect(subdomainProblem(subdomainFromName(name))).toBeNull();
    },
  );
});

describe('subdomainProblem', () => {
  it.each(['a', 'my-shop', 'shop1', '1shop', 'a-b-c', 'x'.repeat(63), 'www1', 'my--shop'])(
    'accepts %j',
    (subdomain) => {
      expect(subdomainProblem(subdomain)).toBeNull();
    },
  );

  it('requires a value', () => {
    expect(subdomainProblem('')).toBe('Subdomain is required');
  });

  it('refuses more than 63 characters', () => {
    expect(subdomainProblem('x'.repeat(64))).toBe('Subdomain must be at most 63 characters');
  });

  it.each(['MyShop', 'my_shop', 'my shop', 'my.shop', 'café', 'shop!', ' shop'])(
    'refuses the characters in %j',
    (subdomain) => {
      expect(subdomainProblem(subdomain)).toBe(ONLY_ALLOWED);
    },
  );

  it.each(['-shop', 'shop-', '-', '--'])('refuses the hyphen at the end of %j', (subdomain) => {
    expect(subdomainProblem(subdomain)).toBe('Subdomain cannot start or end with a hyphen');
  });

  it.each(['www', 'api', 'app', 'admin', 'mail', 'dashboard', 'static', 'assets', 'cdn'])(
    'refuses the reserved name %j',
    (subdomain) => {
      expect(RESERVED_SUBDOMAINS.has(subdomain)).toBe(true);
      expect(subdomainProblem(subdomain)).toBe(`The subdomain "${subdomain}" is reserved`);
    },
  );

  it('only reserves valid subdomains', () => {
    for (const name of RESERVED_SUBDOMAINS) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('copySubdomain', () => {
  it('adds -copy, then -copy-2, -copy-3...', () => {
    expect(copySubdomain('shop', 1)).toBe('shop-copy');
    expect(copySubdomain('shop', 2)).toBe('shop-copy-2');
    expect(copySubdomain('shop', 10)).toBe('shop-copy-10');
  });

  it('stays within the limit and valid for long names', () => {
    for (const attempt of [1, 2, 99]) {
      const copy = copySubdomain('x'.repeat(63), attempt);
      expect(copy.length).toBeLessThanOrEqual(63);
      expect(subdomainProblem(copy)).toBeNull();
    }
    const cutOnHyphen = copySubdomain(`${'a'.repeat(57)}-bcdef`, 1);
    expect(subdomainProblem(cutOnHyphen)).toBeNull();
  });
});

describe('domainProblem', () => {
  it.each([
    'www.example.com',
    'example.com',
    'shop.example.co.uk',
    'my-shop.example.com',
    'xn--bcher-kva.example',
    '1example.com',
  ])('accepts %j', (domain) => {
    expect(domainProblem(domain)).toBeNull();
  });

  it.each([
    'localhost',
    'exa mple.com',
    '-a.com',
    'a-.com',
    'a..com',
    '.example.com',
    'example.com.',
    '1.2.3.4',
    'example.123',
    'exa_mple.com',
    'https://example.com',
    'example.com/path',
    'WWW.EXAMPLE.COM',
    `${'a'.repeat(64)}.com`,
    '',
  ])('refuses %j', (domain) => {
    expect(domainProblem(domain)).toBe(DOMAIN_MESSAGE);
  });

  it('refuses more than 253 characters', () => {
    const long = `${Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.')}.com`;
    expect(long.length).toBeGreaterThan(253);
    expect(domainProblem(long)).toBe('Domain must be at most 253 characters');
  });
});
