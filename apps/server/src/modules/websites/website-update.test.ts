import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem, Website } from '@tessera/core';
import { elements, pages, websites } from '../../db/schema.ts';
import { errorOf } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createPage,
  createWebsite,
  dataOf,
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

async function ownerWithWebsite(fields: Record<string, unknown> = {}) {
  const owner = await registerOwner(t.app, t.database, 'enterprise');
  const website = await createWebsite(t.app, owner.token, fields);
  return { owner, website };
}

function put(token: string, id: string, payload: object) {
  return call(t.app, token, 'PUT', `/api/websites/${id}`, payload);
}

describe('PUT /api/websites/:id', () => {
  it('changes only the fields it carries and always moves updatedAt', async () => {
    const { owner, website } = await ownerWithWebsite({
      description: 'Fresh bread',
      domain: `${uniqueSubdomain()}.example.com`,
    });
    const updated = dataOf<Website>(await put(owner.token, website.id, { name: 'New Name' }));
    expect(updated).toEqual({ ...website, name: 'New Name', updatedAt: updated.updatedAt });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(website.updatedAt));

    const again = dataOf<Website>(await put(owner.token, website.id, {}));
    expect(again).toEqual({ ...updated, updatedAt: again.updatedAt });
    expect(Date.parse(again.updatedAt)).toBeGreaterThan(Date.parse(updated.updatedAt));
  });

  it('saves every editable setting', async () => {
    const { owner, website } = await ownerWithWebsite();
    const changes = {
      name: 'Renamed',
      subdomain: uniqueSubdomain('renamed'),
      domain: `${uniqueSubdomain()}.example.net`,
      description: 'About us',
      seoTitle: 'Best bread in town',
      seoDescription: 'Sourdough, rye and more',
      faviconUrl: 'https://cdn.example.com/favicon.png',
    };
    const updated = dataOf<Website>(await put(owner.token, website.id, changes));
    expect(updated).toMatchObject(changes);
    const fetched = dataOf<Website>(
      await call(t.app, owner.token, 'GET', `/api/websites/${website.id}`),
    );
    expect(fetched).toEqual(updated);
  });

  it('clears optional settings given as null or empty text', async () => {
    const { owner, website } = await ownerWithWebsite({
      description: 'x',
      domain: `${uniqueSubdomain()}.example.com`,
    });
    await put(owner.token, website.id, { seoTitle: 'Title' });
    const cleared = dataOf<Website>(
      await put(owner.token, website.id, { description: null, domain: '', seoTitle: '' }),
    );
    expect(cleared).toMatchObject({ description: null, domain: null, seoTitle: null });
  });

  it('ignores fields that may not be set this way', async () => {
    const { owner, website } = await ownerWithWebsite();
    const other = await registerOwner(t.app, t.database);
    const res = await put(owner.token, website.id, {
      id: randomUUID(),
      status: 'PUBLISHED',
      userId: other.user.id,
      pageCount: 9,
      publishedAt: '2020-01-01T00:00:00.000Z',
      createdAt: '2020-01-01T00:00:00.000Z',
    });
    const updated = dataOf<Website>(res);
    expect(updated).toEqual({ ...website, updatedAt: updated.updatedAt });
    const [row] = await t.database.db.select().from(websites).where(eq(websites.id, website.id));
    expect(row!.userId).toBe(owner.user.id);
  });

  it('keeps its own subdomain and domain without a conflict', async () => {
    const domain = `${uniqueSubdomain()}.example.com`;
    const { owner, website } = await ownerWithWebsite({ domain });
    const res = await put(owner.token, website.id, { subdomain: website.subdomain, domain });
    expect(res.statusCode).toBe(200);
  });

  it("refuses another website's subdomain or domain with 409 and changes nothing", async () => {
    const { owner, website } = await ownerWithWebsite();
    const { website: theirs } = await ownerWithWebsite({
      domain: `${uniqueSubdomain()}.example.com`,
    });
    const taken = await put(owner.token, website.id, { subdomain: theirs.subdomain });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toEqual({ subdomain: 'This subdomain is already taken' });
    const domain = await put(owner.token, website.id, { domain: theirs.domain!.toUpperCase() });
    expect(domain.statusCode).toBe(409);
    expect(errorOf(domain).fields).toEqual({
      domain: 'This domain is already connected to another website',
    });
    const [row] = await t.database.db.select().from(websites).where(eq(websites.id, website.id));
    expect(row!.subdomain).toBe(website.subdomain);
    expect(row!.domain).toBeNull();
    expect(row!.updatedAt.toISOString()).toBe(website.updatedAt);
  });

  it.each([
    [{ name: '' }, { name: 'Website name is required' }],
    [{ name: null }, { name: 'Website name is required' }],
    [
      { subdomain: 'Bakery' },
      { subdomain: 'Subdomain may only contain lowercase letters (a-z), numbers and hyphens' },
    ],
    [{ subdomain: 'api' }, { subdomain: 'The subdomain "api" is reserved' }],
    [{ subdomain: 'shop-' }, { subdomain: 'Subdomain cannot start or end with a hyphen' }],
    [{ subdomain: 'a'.repeat(64) }, { subdomain: 'Subdomain must be at most 63 characters' }],
    [{ domain: 'shop' }, { domain: 'Enter a domain name such as www.example.com' }],
    [{ seoTitle: 't'.repeat(71) }, { seoTitle: 'SEO title must be at most 70 characters' }],
    [
      { seoDescription: 'd'.repeat(161) },
      { seoDescription: 'SEO description must be at most 160 characters' },
    ],
    [
      { faviconUrl: 'javascript:alert(1)' },
      { faviconUrl: 'Favicon URL must start with https://, http:// or /' },
    ],
  ])('refuses %j with 400 and changes nothing', async (payload, fields) => {
    const { owner, website } = await ownerWithWebsite();
    const res = await put(owner.token, website.id, payload);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(fields);
    const fetched = dataOf<Website>(
      await call(t.app, owner.token, 'GET', `/api/websites/${website.id}`),
    );
    expect(fetched).toEqual(website);
  });

  it('answers 404 for a website that does not exist', async () => {
    const { owner } = await ownerWithWebsite();
    const res = await put(owner.token, randomUUID(), { name: 'Ghost' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Website not found');
  });
});

describe('DELETE /api/websites/:id', () => {
  it('deletes the website with its pages and elements', async () => {
    const { owner, website } = await ownerWithWebsite({ name: 'Doomed' });
    const about = await createPage(t.app, owner.token, website.id, { name: 'About' });
    await t.database.db.insert(elements).values({
      id: randomUUID(),
      pageId: about.id,
      parentId: null,
      type: 'SECTION',
      name: 'Section',
      props: {},
      styles: {},
      responsive: {},
      order: 0,
    });
    const res = await call(t.app, owner.token, 'DELETE', `/api/websites/${website.id}`);
    expect(dataOf<{ id: string }>(res)).toEqual({ id: website.id });

    expect((await call(t.app, owner.token, 'GET', `/api/websites/${website.id}`)).statusCode).toBe(
      404,
    );
    expect(await t.database.db.select().from(pages).where(eq(pages.websiteId, website.id))).toEqual(
      [],
    );
    expect(
      await t.database.db
        .select()
        .from(elements)
        .where(inArray(elements.pageId, [about.id])),
    ).toEqual([]);
    const list = dataOf<Website[]>(await call(t.app, owner.token, 'GET', '/api/websites'));
    expect(list).toEqual([]);

    const activity = dataOf<ActivityItem[]>(
      await call(t.app, owner.token, 'GET', '/api/analytics/recent-activity'),
    );
    expect(activity[0]).toMatchObject({ type: 'website', name: 'Doomed', action: 'deleted' });
  });

  it('answers 404 the second time', async () => {
    const { owner, website } = await ownerWithWebsite();
    await call(t.app, owner.token, 'DELETE', `/api/websites/${website.id}`);
    const res = await call(t.app, owner.token, 'DELETE', `/api/websites/${website.id}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Website not found');
  });

  it('frees the subdomain and domain for a new website', async () => {
    const domain = `${uniqueSubdomain()}.example.com`;
    const { owner, website } = await ownerWithWebsite({ domain });
    await call(t.app, owner.token, 'DELETE', `/api/websites/${website.id}`);
    const again = await createWebsite(t.app, owner.token, { subdomain: website.subdomain, domain });
    expect(again.subdomain).toBe(website.subdomain);
    expect(again.domain).toBe(domain);
  });
});
