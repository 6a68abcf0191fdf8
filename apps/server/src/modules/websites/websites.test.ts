import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem, Website } from '@tessera/core';
import { websites } from '../../db/schema.ts';
import { errorOf, inject } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createPage,
  createWebsite,
  dataOf,
  listPages,
  registerOwner,
  uniqueSubdomain,
} from '../../test/website-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const WEBSITE_KEYS = [
  'contact',
  'createdAt',
  'description',
  'domain',
  'domainCheckedAt',
  'domainError',
  'domainStatus',
  'domainVerification',
  'domainVerifiedAt',
  'faviconUrl',
  'id',
  'liveReleaseId',
  'locale',
  'name',
  'pageCount',
  'publishedAt',
  'seoDescription',
  'seoTitle',
  'status',
  'subdomain',
  'theme',
  'timezone',
  'updatedAt',
];

async function enterpriseOwner() {
  return registerOwner(t.app, t.database, 'enterprise');
}

function post(token: string, payload: object) {
  return call(t.app, token, 'POST', '/api/websites', payload);
}

async function websiteRows(subdomain: string) {
  return t.database.db.select().from(websites).where(eq(websites.subdomain, subdomain));
}

describe('POST /api/websites', () => {
  it('creates a draft website with its home page and answers 201', async () => {
    const owner = await enterpriseOwner();
    const subdomain = uniqueSubdomain('bakery');
    const res = await post(owner.token, {
      name: '  Corner Bakery ',
      subdomain,
      description: 'Fresh bread daily',
      domain: ' Shop.Example.COM ',
    });
    const website = dataOf<Website>(res, 201);
    expect(Object.keys(website).sort()).toEqual(WEBSITE_KEYS);
    expect(website).toMatchObject({
      name: 'Corner Bakery',
      subdomain,
      domain: 'shop.example.com',
      // A custom domain waits for its DNS proof before it is served.
      domainStatus: 'PENDING',
      domainCheckedAt: null,
      domainVerifiedAt: null,
      domainError: null,
      domainVerification: { type: 'TXT', name: '_tessera.shop.example.com' },
      description: 'Fresh bread daily',
      status: 'DRAFT',
      seoTitle: null,
      seoDescription: null,
      faviconUrl: null,
      publishedAt: null,
      liveReleaseId: null,
      pageCount: 1,
      timezone: 'UTC',
      contact: { address: null, email: null, phone: null },
    });
    expect(website.id).toMatch(UUID);
    expect(new Date(website.createdAt).toISOString()).toBe(website.createdAt);
    expect(res.body).not.toContain(owner.user.id);

    const pages = await listPages(t.app, owner.token, website.id);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({
      websiteId: website.id,
      name: 'Home Page',
      slug: 'home',
      isHome: true,
    });
    const fetched = dataOf<Website>(
      await call(t.app, owner.token, 'GET', `/api/websites/${website.id}`),
    );
    expect(fetched).toEqual(website);
  });

  it('stores an empty description or domain as null', async () => {
    const owner = await enterpriseOwner();
    const website = await createWebsite(t.app, owner.token, { description: '', domain: '' });
    expect(website.description).toBeNull();
    expect(website).toMatchObject({ domainStatus: null, domainVerification: null });
    expect(website.domain).toBeNull();
  });

  it('records the creation in the activity log', async () => {
    const owner = await enterpriseOwner();
    await createWebsite(t.app, owner.token, { name: 'Flower Shop' });
    const res = await call(t.app, owner.token, 'GET', '/api/analytics/recent-activity');
    const items = dataOf<ActivityItem[]>(res);
    expect(items.map(({ type, name, action }) => ({ type, name, action }))).toEqual([
      { type: 'website', name: 'Flower Shop', action: 'created' },
    ]);
  });

  it('reports every missing field of an empty body', async () => {
    const owner = await enterpriseOwner();
    const res = await post(owner.token, {});
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Website name is required');
    expect(error.fields).toEqual({
      name: 'Website name is required',
      subdomain: 'Subdomain is required',
    });
  });

  it.each([
    [{ name: '   ' }, { name: 'Website name is required' }],
    [{ name: 'n'.repeat(101) }, { name: 'Website name must be at most 100 characters' }],
    [{ name: 42 }, { name: 'Website name is required' }],
    [{ subdomain: '' }, { subdomain: 'Subdomain is required' }],
    [
      { subdomain: 'MyBakery' },
      { subdomain: 'Subdomain may only contain lowercase letters (a-z), numbers and hyphens' },
    ],
    [
      { subdomain: 'my bakery' },
      { subdomain: 'Subdomain may only contain lowercase letters (a-z), numbers and hyphens' },
    ],
    [{ subdomain: '-bakery' }, { subdomain: 'Subdomain cannot start or end with a hyphen' }],
    [{ subdomain: 'bakery-' }, { subdomain: 'Subdomain cannot start or end with a hyphen' }],
    [{ subdomain: 'b'.repeat(64) }, { subdomain: 'Subdomain must be at most 63 characters' }],
    [{ subdomain: 'admin' }, { subdomain: 'The subdomain "admin" is reserved' }],
    [{ subdomain: 'www' }, { subdomain: 'The subdomain "www" is reserved' }],
    [{ domain: 'not a domain' }, { domain: 'Enter a domain name such as www.example.com' }],
    [{ domain: 'localhost' }, { domain: 'Enter a domain name such as www.example.com' }],
    [
      { domain: 'https://shop.example.com' },
      { domain: 'Enter a domain name such as www.example.com' },
    ],
    [
      { description: 'd'.repeat(501) },
      { description: 'Description must be at most 500 characters' },
    ],
  ])('refuses %j with 400 and creates nothing', async (override, fields) => {
    const owner = await enterpriseOwner();
    const subdomain = uniqueSubdomain();
    const res = await post(owner.token, { name: 'Bakery', subdomain, ...override });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual(fields);
    expect(error.message).toBe(Object.values(fields)[0]);
    const list = dataOf<Website[]>(await call(t.app, owner.token, 'GET', '/api/websites'));
    expect(list).toEqual([]);
  });

  it('refuses an uppercase subdomain rather than rewriting it', async () => {
    const owner = await enterpriseOwner();
    const wanted = uniqueSubdomain('Shop');
    expect((await post(owner.token, { name: 'Shop', subdomain: wanted })).statusCode).toBe(400);
    expect(await websiteRows(wanted.toLowerCase())).toHaveLength(0);
  });

  it('accepts a subdomain of exactly 63 characters', async () => {
    const owner = await enterpriseOwner();
    const subdomain = `${uniqueSubdomain('long')}-${'x'.repeat(63)}`.slice(0, 63);
    const website = await createWebsite(t.app, owner.token, { subdomain });
    expect(website.subdomain).toBe(subdomain);
  });

  it("refuses another owner's subdomain with 409 and fields.subdomain", async () => {
    const first = await enterpriseOwner();
    const second = await enterpriseOwner();
    const subdomain = uniqueSubdomain('taken');
    await createWebsite(t.app, first.token, { subdomain });
    const res = await post(second.token, { name: 'Mine', subdomain });
    expect(res.statusCode).toBe(409);
    const error = errorOf(res);
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('This subdomain is already taken');
    expect(error.fields).toEqual({ subdomain: 'This subdomain is already taken' });
    expect(await websiteRows(subdomain)).toHaveLength(1);
  });

  it('refuses a custom domain already connected, whatever its case, with 409', async () => {
    const first = await enterpriseOwner();
    const second = await enterpriseOwner();
    const domain = `${uniqueSubdomain('shop')}.example.com`;
    await createWebsite(t.app, first.token, { domain });
    const res = await post(second.token, {
      name: 'Mine',
      subdomain: uniqueSubdomain(),
      domain: domain.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).fields).toEqual({
      domain: 'This domain is already connected to another website',
    });
  });

  it('names both fields when subdomain and domain are both taken', async () => {
    const owner = await enterpriseOwner();
    const taken = await createWebsite(t.app, owner.token, {
      domain: `${uniqueSubdomain()}.example.org`,
    });
    const res = await post(owner.token, {
      name: 'Again',
      subdomain: taken.subdomain,
      domain: taken.domain,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).fields).toEqual({
      subdomain: 'This subdomain is already taken',
      domain: 'This domain is already connected to another website',
    });
  });

  it('lets only one of two simultaneous requests for a subdomain through, never a 500', async () => {
    const [first, second] = [await enterpriseOwner(), await enterpriseOwner()];
    const subdomain = uniqueSubdomain('race');
    const results = await Promise.all([
      post(first.token, { name: 'One', subdomain }),
      post(second.token, { name: 'Two', subdomain }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((res) => res.statusCode === 409)!;
    expect(errorOf(loser).fields).toEqual({ subdomain: 'This subdomain is already taken' });
    expect(await websiteRows(subdomain)).toHaveLength(1);
  });

  it('answers malformed JSON with 400', async () => {
    const owner = await enterpriseOwner();
    const res = await inject(t.app, {
      method: 'POST',
      url: '/api/websites',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('The request body is not valid JSON');
  });
});

describe('GET /api/websites', () => {
  it('answers an empty list for a new owner', async () => {
    const owner = await enterpriseOwner();
    expect(dataOf<Website[]>(await call(t.app, owner.token, 'GET', '/api/websites'))).toEqual([]);
  });

  it("lists only the owner's websites, with their page counts", async () => {
    const owner = await enterpriseOwner();
    const other = await enterpriseOwner();
    const mine = await createWebsite(t.app, owner.token);
    await createPage(t.app, owner.token, mine.id, { name: 'About' });
    await createPage(t.app, owner.token, mine.id, { name: 'Contact' });
    await createWebsite(t.app, other.token);
    const list = dataOf<Website[]>(await call(t.app, owner.token, 'GET', '/api/websites'));
    expect(list.map((w) => [w.id, w.pageCount])).toEqual([[mine.id, 3]]);
    expect(Object.keys(list[0]!).sort()).toEqual(WEBSITE_KEYS);
  });

  it('puts the most recently changed website first', async () => {
    const owner = await enterpriseOwner();
    const [a, b, c] = [
      await createWebsite(t.app, owner.token, { name: 'A' }),
      await createWebsite(t.app, owner.token, { name: 'B' }),
      await createWebsite(t.app, owner.token, { name: 'C' }),
    ];
    const at = (day: number) => new Date(Date.UTC(2024, 0, day));
    await t.database.db
      .update(websites)
      .set({ updatedAt: at(3) })
      .where(eq(websites.id, a.id));
    await t.database.db
      .update(websites)
      .set({ updatedAt: at(1) })
      .where(eq(websites.id, b.id));
    await t.database.db
      .update(websites)
      .set({ updatedAt: at(2) })
      .where(eq(websites.id, c.id));
    const names = async () =>
      dataOf<Website[]>(await call(t.app, owner.token, 'GET', '/api/websites')).map((w) => w.name);
    expect(await names()).toEqual(['A', 'C', 'B']);

    await call(t.app, owner.token, 'PUT', `/api/websites/${b.id}`, { description: 'changed' });
    expect(await names()).toEqual(['B', 'A', 'C']);
    // A new page changes its website too.
    await createPage(t.app, owner.token, c.id, { name: 'Menu' });
    expect(await names()).toEqual(['C', 'B', 'A']);
  });
});

describe('GET /api/websites/:id', () => {
  it('answers 404 for an id that names no website', async () => {
    const owner = await enterpriseOwner();
    const res = await call(t.app, owner.token, 'GET', `/api/websites/${randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Website not found' });
  });

  it('answers 404, not 500, for an id that is not a UUID', async () => {
    const owner = await enterpriseOwner();
    for (const id of ['123', 'not-a-uuid', `${randomUUID()}0`]) {
      const res = await call(t.app, owner.token, 'GET', `/api/websites/${id}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe('Website not found');
    }
  });
});
