import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Website } from '@tessera/core';
import { activities, elements, pages, websites } from '../../db/schema.ts';
import { errorOf, inject, type Account } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createPage,
  createWebsite,
  dataOf,
  listPages,
  registerOwner,
} from '../../test/website-helpers.ts';

let t: TestApp;
let owner: Account;
let intruder: Account;
let website: Website;
let home: Page;
let about: Page;
let intrudersSite: Website;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, t.database, 'enterprise');
  // With a custom domain, so a check of it by another owner would leave a trace.
  website = await createWebsite(t.app, owner.token, {
    name: 'Private Site',
    domain: `${randomUUID().slice(0, 8)}.example.com`,
  });
  about = await createPage(t.app, owner.token, website.id, { name: 'About' });
  home = (await listPages(t.app, owner.token, website.id)).find((page) => page.isHome)!;
  await t.database.db.insert(elements).values({
    id: randomUUID(),
    pageId: about.id,
    parentId: null,
    type: 'SECTION',
    name: 'Section',
    props: { secret: 'owner only' },
    styles: {},
    responsive: {},
    order: 0,
  });
  // On Free and at its limit, so a duplicate would be refused with 403 if ownership came second.
  intruder = await registerOwner(t.app, t.database);
  intrudersSite = await createWebsite(t.app, intruder.token);
});

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Route = [Method, string, object?];

/** Every route that names a website or page, with a body that would change something. */
function routesFor(websiteId: string, homeId: string, pageId: string): Route[] {
  return [
    ['GET', `/api/websites/${websiteId}`],
    ['PUT', `/api/websites/${websiteId}`, { name: 'Hijacked', subdomain: intrudersSite.subdomain }],
    ['POST', `/api/websites/${websiteId}/publish`],
    ['POST', `/api/websites/${websiteId}/unpublish`],
    ['POST', `/api/websites/${websiteId}/archive`],
    ['POST', `/api/websites/${websiteId}/restore`],
    ['POST', `/api/websites/${websiteId}/duplicate`],
    ['POST', `/api/websites/${websiteId}/domain/verify`],
    ['GET', `/api/websites/${websiteId}/releases`],
    ['POST', `/api/websites/${websiteId}/releases/${pageId}/restore`],
    ['GET', `/api/websites/${websiteId}/pages`],
    ['POST', `/api/websites/${websiteId}/pages`, { name: 'Injected' }],
    ['GET', `/api/pages/${pageId}`],
    ['PUT', `/api/pages/${pageId}`, { name: 'Hijacked', isHome: true }],
    ['PUT', `/api/pages/${pageId}`, { slug: 'home' }],
    ['DELETE', `/api/pages/${pageId}`],
    ['DELETE', `/api/pages/${homeId}`],
    ['DELETE', `/api/websites/${websiteId}`],
  ];
}

/** Everything the intruder might have changed, read straight from the database. */
async function snapshot() {
  const db = t.database.db;
  const pageRows = await db.select().from(pages).where(eq(pages.websiteId, website.id));
  return {
    website: await db.select().from(websites).where(eq(websites.id, website.id)),
    pages: pageRows.sort((a, b) => a.id.localeCompare(b.id)),
    elements: await db
      .select()
      .from(elements)
      .where(
        inArray(
          elements.pageId,
          pageRows.map((p) => p.id),
        ),
      ),
    ownerActivity: await db.select().from(activities).where(eq(activities.userId, owner.user.id)),
    intruderWebsites: await db.select().from(websites).where(eq(websites.userId, intruder.user.id)),
    intruderActivity: await db
      .select()
      .from(activities)
      .where(eq(activities.userId, intruder.user.id)),
  };
}

describe("another owner's websites and pages", () => {
  it('answer 404 on every route and nothing changes', async () => {
    const before = await snapshot();
    expect(before.pages).toHaveLength(2);
    expect(before.elements).toHaveLength(1);
    for (const [method, url, payload] of routesFor(website.id, home.id, about.id)) {
      const res = await call(t.app, intruder.token, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      const error = errorOf(res);
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toBe(
        url.startsWith('/api/pages/') ? 'Page not found' : 'Website not found',
      );
      expect(res.body).not.toContain('Private Site');
      expect(res.body).not.toContain('owner only');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answer exactly as ids that do not exist do', async () => {
    const real = routesFor(website.id, home.id, about.id);
    const made = routesFor(randomUUID(), randomUUID(), randomUUID());
    for (const [index, [method, url, payload]] of real.entries()) {
      const theirs = await call(t.app, intruder.token, method, url, payload);
      const [, fakeUrl, fakePayload] = made[index]!;
      const missing = await call(t.app, intruder.token, method, fakeUrl, fakePayload);
      expect(theirs.json(), `${method} ${url}`).toEqual(missing.json());
    }
  });

  it("stay out of the intruder's list, while the owner still sees them", async () => {
    const theirs = dataOf<Website[]>(await call(t.app, intruder.token, 'GET', '/api/websites'));
    expect(theirs.map((w) => w.id)).toEqual([intrudersSite.id]);
    const mine = dataOf<Website[]>(await call(t.app, owner.token, 'GET', '/api/websites'));
    expect(mine.map((w) => w.id)).toEqual([website.id]);
    expect(mine[0]).toMatchObject({ name: 'Private Site', status: 'DRAFT', pageCount: 2 });
  });
});

describe('ids that are not UUIDs', () => {
  it.each(['not-a-uuid', '42', `${'0'.repeat(8)}-0000-0000-0000-00000000000g`])(
    'answer 404 on every route for %s',
    async (bad) => {
      for (const [method, url, payload] of routesFor(bad, bad, bad)) {
        const res = await call(t.app, owner.token, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(errorOf(res).code).toBe('NOT_FOUND');
      }
    },
  );
});

describe('without a session', () => {
  it('every route answers 401', async () => {
    const routes: Route[] = [
      ['GET', '/api/websites'],
      ['POST', '/api/websites', { name: 'x', subdomain: 'anonymous-site' }],
      ...routesFor(website.id, home.id, about.id),
      ['GET', '/api/analytics/monthly-stats'],
      ['GET', '/api/analytics/recent-activity'],
    ];
    for (const [method, url, payload] of routes) {
      const res = await inject(t.app, { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHORIZED');
    }
    const bad = await call(t.app, 'not-a-token', 'GET', '/api/websites');
    expect(bad.statusCode).toBe(401);
  });
});
