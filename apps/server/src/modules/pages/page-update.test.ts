import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Website } from '@tessera/core';
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

const HOME_UNDELETABLE = 'The home page cannot be deleted. Make another page the home page first.';

async function siteWithPages() {
  const owner = await registerOwner(t.app, t.database);
  const website = await createWebsite(t.app, owner.token);
  const about = await createPage(t.app, owner.token, website.id, { name: 'About' });
  const contact = await createPage(t.app, owner.token, website.id, { name: 'Contact' });
  const [home] = await listPages(t.app, owner.token, website.id);
  return { owner, website, home: home!, about, contact };
}

function put(token: string, id: string, payload: object) {
  return call(t.app, token, 'PUT', `/api/pages/${id}`, payload);
}

async function homesOf(websiteId: string) {
  return t.database.db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.websiteId, websiteId), eq(pages.isHome, true)));
}

describe('PUT /api/pages/:id', () => {
  it('changes only the fields it carries and moves updatedAt', async () => {
    const { owner, about } = await siteWithPages();
    const updated = dataOf<Page>(await put(owner.token, about.id, { name: 'About Us' }));
    expect(updated).toEqual({ ...about, name: 'About Us', updatedAt: updated.updatedAt });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(about.updatedAt));

    const more = dataOf<Page>(
      await put(owner.token, about.id, {
        slug: 'about-us',
        title: 'About us',
        description: 'Who we are',
      }),
    );
    expect(more).toMatchObject({
      name: 'About Us',
      slug: 'about-us',
      title: 'About us',
      description: 'Who we are',
    });
    const cleared = dataOf<Page>(
      await put(owner.token, about.id, { title: null, description: '' }),
    );
    expect(cleared).toMatchObject({ title: null, description: null, slug: 'about-us' });
  });

  it('ignores fields that may not be set this way', async () => {
    const { owner, website, about } = await siteWithPages();
    const other = await registerOwner(t.app, t.database);
    const elsewhere = await createWebsite(t.app, other.token);
    const res = await put(owner.token, about.id, {
      websiteId: elsewhere.id,
      version: 42,
      id: randomUUID(),
    });
    const page = dataOf<Page>(res);
    expect(page).toMatchObject({ id: about.id, websiteId: website.id, version: 0 });
  });

  it('keeps its own slug without a conflict and refuses a sibling’s with 409', async () => {
    const { owner, about, contact } = await siteWithPages();
    expect((await put(owner.token, about.id, { slug: 'about' })).statusCode).toBe(200);
    const res = await put(owner.token, about.id, { slug: contact.slug });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).fields).toEqual({ slug: 'A page with this slug already exists' });
    const [row] = await t.database.db.select().from(pages).where(eq(pages.id, about.id));
    expect(row!.slug).toBe('about');
  });

  it.each([
    [{ name: '' }, { name: 'Please enter a page name' }],
    [
      { slug: 'Not Valid' },
      { slug: 'Slug may only contain lowercase letters, numbers and single hyphens between them' },
    ],
    [
      { isHome: false },
      { isHome: 'isHome can only be set to true; choose another page as home instead' },
    ],
    [{ title: 'x'.repeat(71) }, { title: 'Title must be at most 70 characters' }],
  ])('refuses %j with 400 and changes nothing', async (payload, fields) => {
    const { owner, about } = await siteWithPages();
    const res = await put(owner.token, about.id, payload);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual(fields);
    const [row] = await t.database.db.select().from(pages).where(eq(pages.id, about.id));
    expect(row!.updatedAt.toISOString()).toBe(about.updatedAt);
  });

  it('moves the home flag so the website keeps exactly one home page', async () => {
    const { owner, website, home, contact } = await siteWithPages();
    const moved = dataOf<Page>(await put(owner.token, contact.id, { isHome: true }));
    expect(moved.isHome).toBe(true);
    const list = await listPages(t.app, owner.token, website.id);
    expect(list.map((p) => [p.name, p.isHome])).toEqual([
      ['Contact', true],
      ['Home Page', false],
      ['About', false],
    ]);
    expect(await homesOf(website.id)).toEqual([{ id: contact.id }]);

    // Setting it on the page that already is home changes nothing else.
    expect(dataOf<Page>(await put(owner.token, contact.id, { isHome: true })).isHome).toBe(true);
    expect(await homesOf(website.id)).toEqual([{ id: contact.id }]);
    // And it can move back.
    await put(owner.token, home.id, { isHome: true });
    expect(await homesOf(website.id)).toEqual([{ id: home.id }]);
  });

  it('keeps one home page when two pages are made home at the same time', async () => {
    const { owner, website, about, contact } = await siteWithPages();
    const results = await Promise.all([
      put(owner.token, about.id, { isHome: true }),
      put(owner.token, contact.id, { isHome: true }),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await homesOf(website.id)).toHaveLength(1);
  });

  it('moves the website’s updatedAt', async () => {
    const { owner, website, about } = await siteWithPages();
    const before = dataOf<Website>(
      await call(t.app, owner.token, 'GET', `/api/websites/${website.id}`),
    );
    await put(owner.token, about.id, { name: 'Renamed' });
    const after = dataOf<Website>(
      await call(t.app, owner.token, 'GET', `/api/websites/${website.id}`),
    );
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { owner } = await siteWithPages();
    for (const id of [randomUUID(), 'about']) {
      const res = await put(owner.token, id, { name: 'Ghost' });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe('Page not found');
    }
  });
});

describe('DELETE /api/pages/:id', () => {
  it('deletes a page other than home, with its elements', async () => {
    const { owner, website, about } = await siteWithPages();
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
    const res = await call(t.app, owner.token, 'DELETE', `/api/pages/${about.id}`);
    expect(dataOf<{ id: string }>(res)).toEqual({ id: about.id });
    expect((await listPages(t.app, owner.token, website.id)).map((p) => p.name)).toEqual([
      'Home Page',
      'Contact',
    ]);
    expect(
      await t.database.db.select().from(elements).where(eq(elements.pageId, about.id)),
    ).toEqual([]);
    const again = await call(t.app, owner.token, 'DELETE', `/api/pages/${about.id}`);
    expect(again.statusCode).toBe(404);
    const site = dataOf<Website>(
      await call(t.app, owner.token, 'GET', `/api/websites/${website.id}`),
    );
    expect(site.pageCount).toBe(2);
  });

  it('refuses to delete the home page with 400', async () => {
    const { owner, website, home } = await siteWithPages();
    const res = await call(t.app, owner.token, 'DELETE', `/api/pages/${home.id}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'BAD_REQUEST', message: HOME_UNDELETABLE });
    expect(await homesOf(website.id)).toEqual([{ id: home.id }]);
  });

  it('deletes the former home page once another page is home', async () => {
    const { owner, website, home, about } = await siteWithPages();
    await put(owner.token, about.id, { isHome: true });
    const res = await call(t.app, owner.token, 'DELETE', `/api/pages/${home.id}`);
    expect(res.statusCode).toBe(200);
    const list = await listPages(t.app, owner.token, website.id);
    expect(list.map((p) => [p.name, p.isHome])).toEqual([
      ['About', true],
      ['Contact', false],
    ]);
  });

  it('frees the slug for a new page', async () => {
    const { owner, website, contact } = await siteWithPages();
    await call(t.app, owner.token, 'DELETE', `/api/pages/${contact.id}`);
    const page = await createPage(t.app, owner.token, website.id, { name: 'Contact' });
    expect(page.slug).toBe('contact');
  });
});
