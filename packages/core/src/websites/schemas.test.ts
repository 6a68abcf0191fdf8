import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../validation/fields.ts';
import {
  createPageSchema,
  createWebsiteSchema,
  updatePageSchema,
  TIMEZONE_MESSAGE,
  updateWebsiteSchema,
  WEBSITE_STATUSES,
} from './schemas.ts';

/** The `fields` a schema would report for this input, or null when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrors(result.error);
}

const FAVICON_MESSAGE = 'Favicon URL must start with https://, http:// or /';

describe('WEBSITE_STATUSES', () => {
  it('lists the spec’s statuses', () => {
    expect(WEBSITE_STATUSES).toEqual(['DRAFT', 'PUBLISHED', 'ARCHIVED']);
  });
});

describe('createWebsiteSchema', () => {
  it('accepts a name and subdomain, trimming the name', () => {
    expect(createWebsiteSchema.parse({ name: '  My Shop ', subdomain: 'my-shop' })).toEqual({
      name: 'My Shop',
      subdomain: 'my-shop',
    });
  });

  it('turns empty optional text into null and trims it', () => {
    expect(
      createWebsiteSchema.parse({
        name: 'Shop',
        subdomain: 'shop',
        description: '   ',
        domain: '',
      }),
    ).toEqual({ name: 'Shop', subdomain: 'shop', description: null, domain: null });
    expect(
      createWebsiteSchema.parse({ name: 'Shop', subdomain: 'shop', description: ' Fresh bread ' })
        .description,
    ).toBe('Fresh bread');
  });

  it('lower-cases and trims a custom domain', () => {
    expect(
      createWebsiteSchema.parse({ name: 'Shop', subdomain: 'shop', domain: ' WWW.Example.COM ' })
        .domain,
    ).toBe('www.example.com');
  });

  it.each([
    [{ subdomain: 'shop' }, { name: 'Website name is required' }],
    [{ name: '   ', subdomain: 'shop' }, { name: 'Website name is required' }],
    [{ name: 42, subdomain: 'shop' }, { name: 'Website name is required' }],
    [
      { name: 'x'.repeat(101), subdomain: 'shop' },
      { name: 'Website name must be at most 100 characters' },
    ],
    [{ name: 'Shop' }, { subdomain: 'Subdomain is required' }],
    [{ name: 'Shop', subdomain: '' }, { subdomain: 'Subdomain is required' }],
    [
      { name: 'Shop', subdomain: 'My Shop' },
      { subdomain: 'Subdomain may only contain lowercase letters (a-z), numbers and hyphens' },
    ],
    [
      { name: 'Shop', subdomain: '-shop' },
      { subdomain: 'Subdomain cannot start or end with a hyphen' },
    ],
    [{ name: 'Shop', subdomain: 'admin' }, { subdomain: 'The subdomain "admin" is reserved' }],
    [
      { name: 'Shop', subdomain: 'x'.repeat(64) },
      { subdomain: 'Subdomain must be at most 63 characters' },
    ],
    [
      { name: 'Shop', subdomain: 'shop', domain: 'localhost' },
      { domain: 'Enter a domain name such as www.example.com' },
    ],
    [
      { name: 'Shop', subdomain: 'shop', description: 'x'.repeat(501) },
      { description: 'Description must be at most 500 characters' },
    ],
  ])('refuses %j', (input, expected) => {
    expect(errorsOf(createWebsiteSchema, input)).toEqual(expected);
  });

  it('reports both required fields at once', () => {
    expect(errorsOf(createWebsiteSchema, { name: ' ', subdomain: '' })).toEqual({
      name: 'Website name is required',
      subdomain: 'Subdomain is required',
    });
  });

  it('accepts a name of exactly 100 characters', () => {
    expect(errorsOf(createWebsiteSchema, { name: 'x'.repeat(100), subdomain: 'shop' })).toBeNull();
  });
});

describe('updateWebsiteSchema', () => {
  it('accepts an empty update', () => {
    expect(updateWebsiteSchema.parse({})).toEqual({});
  });

  it('trims the settings and turns empty ones into null', () => {
    expect(
      updateWebsiteSchema.parse({
        name: ' New name ',
        seoTitle: ' Title ',
        seoDescription: '',
        faviconUrl: '',
        domain: '',
        description: null,
      }),
    ).toEqual({
      name: 'New name',
      seoTitle: 'Title',
      seoDescription: null,
      faviconUrl: null,
      domain: null,
      description: null,
    });
  });

  it.each(['https://x.com/favicon.ico', 'http://x.com/f.png', '/media/favicon.png'])(
    'accepts the favicon %j',
    (faviconUrl) => {
      expect(updateWebsiteSchema.parse({ faviconUrl }).faviconUrl).toBe(faviconUrl);
    },
  );

  it.each([
    'javascript:x',
    'data:image/png;base64,AAAA',
    '//evil.com/f.ico',
    // What the message says: a favicon is an https://, http:// or / address, never a mail link.
    'mailto:a@b.co',
    'tel:+1 555 0100',
    '#top',
  ])('refuses the favicon %j', (faviconUrl) => {
    expect(errorsOf(updateWebsiteSchema, { faviconUrl })).toEqual({
      faviconUrl: FAVICON_MESSAGE,
    });
  });

  it.each([
    [{ name: '  ' }, { name: 'Website name is required' }],
    [
      { subdomain: 'Bad Sub' },
      { subdomain: 'Subdomain may only contain lowercase letters (a-z), numbers and hyphens' },
    ],
    [{ subdomain: 'www' }, { subdomain: 'The subdomain "www" is reserved' }],
    [{ domain: 'a..com' }, { domain: 'Enter a domain name such as www.example.com' }],
    [{ seoTitle: 'x'.repeat(71) }, { seoTitle: 'SEO title must be at most 70 characters' }],
    [
      { seoDescription: 'x'.repeat(161) },
      { seoDescription: 'SEO description must be at most 160 characters' },
    ],
    [
      { faviconUrl: 'x'.repeat(2049) },
      { faviconUrl: 'Favicon URL must be at most 2048 characters' },
    ],
    [{ faviconUrl: 3 }, { faviconUrl: 'Favicon URL must be text' }],
  ])('refuses %j', (input, expected) => {
    expect(errorsOf(updateWebsiteSchema, input)).toEqual(expected);
  });
});

describe('the website time zone', () => {
  it('leaves it out of a new website that names none (the server stores UTC)', () => {
    expect(createWebsiteSchema.parse({ name: 'Shop', subdomain: 'shop' })).not.toHaveProperty(
      'timezone',
    );
  });

  it.each([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['America/New_York', 'America/New_York'],
    ['Australia/Lord_Howe', 'Australia/Lord_Howe'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['UTC', 'UTC'],
    [' Europe/Lisbon ', 'Europe/Lisbon'],
    // Spelt as the platform spells it, so the settings' list shows it chosen.
    ['europe/berlin', 'Europe/Berlin'],
    ['utc', 'UTC'],
  ])('accepts %j as %j on creation and update', (timezone, stored) => {
    expect(createWebsiteSchema.parse({ name: 'Shop', subdomain: 'shop', timezone }).timezone).toBe(
      stored,
    );
    expect(updateWebsiteSchema.parse({ timezone }).timezone).toBe(stored);
  });

  it.each([
    '',
    '   ',
    'Europe/Atlantis',
    'Mars/Olympus_Mons',
    '+01:00',
    'UTC+2',
    'x'.repeat(65),
    7,
    null,
  ])('refuses %j', (timezone) => {
    expect(errorsOf(createWebsiteSchema, { name: 'Shop', subdomain: 'shop', timezone })).toEqual({
      timezone: TIMEZONE_MESSAGE,
    });
    expect(errorsOf(updateWebsiteSchema, { timezone })).toEqual({ timezone: TIMEZONE_MESSAGE });
  });

  it('says what a time zone must be', () => {
    expect(TIMEZONE_MESSAGE).toBe('Time zone must be an IANA zone such as Europe/Berlin');
  });
});

describe('createPageSchema', () => {
  it('accepts a name alone, trimmed', () => {
    expect(createPageSchema.parse({ name: ' About Us ' })).toEqual({ name: 'About Us' });
  });

  it('accepts and trims a slug, title and description', () => {
    expect(
      createPageSchema.parse({ name: 'About', slug: ' about-us ', title: '', description: ' Hi ' }),
    ).toEqual({ name: 'About', slug: 'about-us', title: null, description: 'Hi' });
  });

  it.each([
    [{}, { name: 'Please enter a page name' }],
    [{ name: '   ' }, { name: 'Please enter a page name' }],
    [{ name: 'x'.repeat(101) }, { name: 'Page name must be at most 100 characters' }],
    [{ name: 'About', slug: '' }, { slug: 'Slug is required' }],
    [
      { name: 'About', slug: 'About Us' },
      { slug: 'Slug may only contain lowercase letters, numbers and single hyphens between them' },
    ],
    [{ name: 'About', slug: 'a'.repeat(81) }, { slug: 'Slug must be at most 80 characters' }],
    [{ name: 'About', title: 'x'.repeat(71) }, { title: 'Title must be at most 70 characters' }],
    [
      { name: 'About', description: 'x'.repeat(161) },
      { description: 'Description must be at most 160 characters' },
    ],
  ])('refuses %j', (input, expected) => {
    expect(errorsOf(createPageSchema, input)).toEqual(expected);
  });

  it('accepts a name of exactly 100 characters', () => {
    expect(errorsOf(createPageSchema, { name: 'x'.repeat(100) })).toBeNull();
  });
});

describe('updatePageSchema', () => {
  it('accepts an empty update and isHome true', () => {
    expect(updatePageSchema.parse({})).toEqual({});
    expect(updatePageSchema.parse({ isHome: true })).toEqual({ isHome: true });
  });

  it('accepts a new name and slug', () => {
    expect(updatePageSchema.parse({ name: ' Team ', slug: 'team' })).toEqual({
      name: 'Team',
      slug: 'team',
    });
  });

  it.each([
    [
      { isHome: false },
      { isHome: 'isHome can only be set to true; choose another page as home instead' },
    ],
    [
      { isHome: 'true' },
      { isHome: 'isHome can only be set to true; choose another page as home instead' },
    ],
    [{ name: '' }, { name: 'Please enter a page name' }],
    [{ name: 'x'.repeat(101) }, { name: 'Page name must be at most 100 characters' }],
    [{ slug: '   ' }, { slug: 'Slug is required' }],
    [
      { slug: 'a--b' },
      { slug: 'Slug may only contain lowercase letters, numbers and single hyphens between them' },
    ],
  ])('refuses %j', (input, expected) => {
    expect(errorsOf(updatePageSchema, input)).toEqual(expected);
  });
});
