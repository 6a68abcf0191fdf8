import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem, Page, PageWithElements, Website } from '@tessera/core';
import { elements, pages } from '../../db/schema.ts';
import { errorOf } from '../../test/auth-helpers.ts';
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

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const PAGE_KEYS = [
  'createdAt',
  'description',
  'hideFooter',
  'hideHeader',
  'id',
  'isHome',
  'kind',
  'name',
  'slug',
  'title',
  'updatedAt',
  'version',
  'websiteId',
];

async function ownerWithWebsite() {
  const owner = await registerOwner(t.app, t.database);
  const website = await createWebsite(t.app, owner.token, { name: 'Pages Site' });
  return { owner, website };
}

function postPage(token: string, websiteId: string, payload: object) {
  return call(t.app, token, 'POST', `/api/websites/${websiteId}/pages`, payload);
}

async function websiteOf(token: string, id: string) {
  return dataOf<Website>(await call(t.app, token, 'GET', `/api/websites/${id}`));
}

describe('GET /api/websites/:id/pages', () => {
  it('lists the home page first, then the others in the order they were created', async () => {
    const { owner, website } = await ownerWithWebsite();
    for (const name of ['Contact', 'About', 'Blog']) {
      await createPage(t.app, owner.token, website.id, { name });
    }
    const list = await listPages(t.app, owner.token, website.id);
    expect(list.map((p) => p.name)).toEqual(['Home Page', 'Contact', 'About', 'Blog']);
    expect(Object.keys(list[0]!).sort()).toEqual(PAGE_KEYS);
    expect(list.filter((p) => p.isHome)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed website id', async () => {
    const { owner } = await ownerWithWebsite();
    for (const id of [randomUUID(), 'abc']) {
      const res = await call(t.app, owner.token, 'GET', `/api/websites/${id}/pages`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe('Website not found');
    }
  });
});

describe('POST /api/websites/:id/pages', () => {
  it('creates a page with a slug made from its name and answers 201', async () => {
    const { owner, website } = await ownerWithWebsite();
    const res = await postPage(owner.token, website.id, { name: '  Our \t Team ' });
    const page = dataOf<Page>(res, 201);
    expect(Object.keys(page).sort()).toEqual(PAGE_KEYS);
    expect(page).toMatchObject({
      websiteId: website.id,
      name: 'Our \t Team',
      slug: 'our-team',
      title: null,
      description: null,
      isHome: false,
      version: 0,
    });
  });

  it('keeps a slug, title and description that are given', async () => {
    const { owner, website } = await ownerWithWebsite();
    const page = await createPage(t.app, owner.token, website.id, {
      name: 'Our Story',
      slug: 'story',
      title: 'Our story',
      description: 'How it began',
    });
    expect(page).toMatchObject({ slug: 'story', title: 'Our story', description: 'How it began' });
  });

  it("falls back to the slug 'page' when the name gives none", async () => {
    const { owner, website } = await ownerWithWebsite();
    expect((await createPage(t.app, owner.token, website.id, { name: '!!!' })).slug).toBe('page');
  });

  it('refuses a slug already used in the website with 409 fields.slug', async () => {
    const { owner, website } = await ownerWithWebsite();
    await createPage(t.app, owner.token, website.id, { name: 'Menu' });
    for (const payload of [{ name: 'Menu' }, { name: 'Other', slug: 'menu' }, { name: 'Home' }]) {
      const res = await postPage(owner.token, website.id, payload);
      expect(res.statusCode).toBe(409);
      const error = errorOf(res);
      expect(error.code).toBe('CONFLICT');
      expect(error.fields).toEqual({ slug: 'A page with this slug already exists' });
    }
    expect(await listPages(t.app, owner.token, website.id)).toHaveLength(2);
  });

  it('allows the same slug in another website', async () => {
    const owner = await registerOwner(t.app, t.database, 'pro');
    const first = await createWebsite(t.app, owner.token);
    const second = await createWebsite(t.app, owner.token);
    await createPage(t.app, owner.token, first.id, { name: 'Menu' });
    expect((await createPage(t.app, owner.token, second.id, { name: 'Menu' })).slug).toBe('menu');
  });

  it.each([
    [{}, { name: 'Please enter a page name' }],
    [{ name: '   ' }, { name: 'Please enter a page name' }],
    [{ name: 'p'.repeat(101) }, { name: 'Page name must be at most 100 characters' }],
    [
      { name: 'About', slug: 'About Us' },
      { slug: 'Slug may only contain lowercase letters, numbers and single hyphens between them' },
    ],
    [{ name: 'About', slug: 's'.repeat(81) }, { slug: 'Slug must be at most 80 characters' }],
    [{ name: 'About', slug: '' }, { slug: 'Slug is required' }],
    [{ name: 'About', title: 't'.repeat(71) }, { title: 'Title must be at most 70 characters' }],
    [
      { name: 'About', description: 'd'.repeat(161) },
      { description: 'Description must be at most 160 characters' },
    ],
  ])('refuses %j with 400', async (payload, fields) => {
    const { owner, website } = await ownerWithWebsite();
    const res = await postPage(owner.token, website.id, payload);
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.fields).toEqual(fields);
    expect(error.message).toBe(Object.values(fields)[0]);
    expect(await listPages(t.app, owner.token, website.id)).toHaveLength(1);
  });

  it('counts the page on its website and moves the website’s updatedAt', async () => {
    const { owner, website } = await ownerWithWebsite();
    await createPage(t.app, owner.token, website.id, { name: 'About' });
    const after = await websiteOf(owner.token, website.id);
    expect(after.pageCount).toBe(2);
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(website.updatedAt));
  });

  it('makes the page the home page of a website that has none', async () => {
    const { owner, website } = await ownerWithWebsite();
    await t.database.db.delete(pages).where(eq(pages.websiteId, website.id));
    const page = await createPage(t.app, owner.token, website.id, { name: 'Start' });
    expect(page.isHome).toBe(true);
    const second = await createPage(t.app, owner.token, website.id, { name: 'Next' });
    expect(second.isHome).toBe(false);
  });

  it('records page creation and deletion in the activity log', async () => {
    const { owner, website } = await ownerWithWebsite();
    const page = await createPage(t.app, owner.token, website.id, { name: 'Gallery' });
    await call(t.app, owner.token, 'DELETE', `/api/pages/${page.id}`);
    const items = dataOf<ActivityItem[]>(
      await call(t.app, owner.token, 'GET', '/api/analytics/recent-activity'),
    );
    expect(items.map(({ type, name, action }) => ({ type, name, action }))).toEqual([
      { type: 'page', name: 'Gallery', action: 'deleted' },
      { type: 'page', name: 'Gallery', action: 'created' },
      { type: 'website', name: 'Pages Site', action: 'created' },
    ]);
  });
});

describe('GET /api/pages/:id', () => {
  it('returns the page with its elements, roots first and each parent’s children in order', async () => {
    const { owner, website } = await ownerWithWebsite();
    const [home] = await listPages(t.app, owner.token, website.id);
    const empty = dataOf<PageWithElements>(
      await call(t.app, owner.token, 'GET', `/api/pages/${home!.id}`),
    );
    expect(empty).toEqual({ ...home, elements: [] });

    const root = randomUUID();
    const base = { pageId: home!.id, styles: {}, responsive: {}, props: {} };
    // Inserted out of order on purpose.
    await t.database.db.insert(elements).values([
      { ...base, id: randomUUID(), parentId: root, type: 'CONTAINER', name: 'second', order: 1 },
      { ...base, id: randomUUID(), parentId: null, type: 'SECTION', name: 'root-b', order: 1 },
      { ...base, id: randomUUID(), parentId: root, type: 'CONTAINER', name: 'first', order: 0 },
      {
        ...base,
        id: root,
        parentId: null,
        type: 'SECTION',
        name: 'root-a',
        order: 0,
        props: { anchor: 'top' },
        styles: { padding: '20px' },
        responsive: { mobile: { padding: '8px' } },
        isVisible: false,
      },
    ]);
    const page = dataOf<PageWithElements>(
      await call(t.app, owner.token, 'GET', `/api/pages/${home!.id}`),
    );
    expect(page.elements.map((e) => e.name)).toEqual(['root-a', 'root-b', 'first', 'second']);
    expect(page.elements[0]).toEqual({
      id: root,
      pageId: home!.id,
      parentId: null,
      type: 'SECTION',
      name: 'root-a',
      props: { anchor: 'top' },
      styles: { padding: '20px' },
      responsive: { mobile: { padding: '8px' } },
      order: 0,
      isVisible: false,
    });
  });

  it('answers 404 for an unknown or malformed page id', async () => {
    const { owner } = await ownerWithWebsite();
    for (const id of [randomUUID(), 'home', '1']) {
      const res = await call(t.app, owner.token, 'GET', `/api/pages/${id}`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Page not found' });
    }
  });
});
