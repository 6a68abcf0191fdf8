import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem, ElementData, Page, PageWithElements, Website } from '@tessera/core';
import { elements } from '../../db/schema.ts';
import { errorOf } from '../../test/auth-helpers.ts';
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

function duplicate(token: string, id: string) {
  return call(t.app, token, 'POST', `/api/websites/${id}/duplicate`);
}

async function pageWithElements(token: string, pageId: string) {
  return dataOf<PageWithElements>(await call(t.app, token, 'GET', `/api/pages/${pageId}`));
}

/** Inserts elements straight into the table; names are unique so copies can be matched. */
async function insertTree(pageId: string, prefix: string) {
  const section = randomUUID();
  const container = randomUUID();
  const base = { pageId, props: {}, styles: {}, responsive: {}, isVisible: true };
  const rows = [
    { ...base, id: section, parentId: null, type: 'SECTION', name: `${prefix} section`, order: 0 },
    {
      ...base,
      id: randomUUID(),
      parentId: null,
      type: 'SECTION',
      name: `${prefix} footer`,
      order: 1,
    },
    {
      ...base,
      id: container,
      parentId: section,
      type: 'CONTAINER',
      name: `${prefix} box`,
      order: 0,
    },
    {
      ...base,
      id: randomUUID(),
      parentId: container,
      type: 'HEADING',
      name: `${prefix} title`,
      order: 0,
      props: { text: 'Hello', level: 1 },
      styles: { color: '#ff0000' },
      responsive: { mobile: { fontSize: '12px' }, tablet: { fontSize: '16px' } },
    },
    {
      ...base,
      id: randomUUID(),
      parentId: container,
      type: 'TEXT',
      name: `${prefix} text`,
      order: 1,
      props: { text: 'Line one\nLine two' },
      isVisible: false,
    },
  ];
  await t.database.db.insert(elements).values(rows);
  return rows;
}

async function richWebsite() {
  const owner = await registerOwner(t.app, t.database, 'enterprise');
  const website = await createWebsite(t.app, owner.token, {
    name: 'Bakery',
    description: 'Bread',
    domain: `${uniqueSubdomain()}.example.com`,
  });
  await call(t.app, owner.token, 'PUT', `/api/websites/${website.id}`, {
    seoTitle: 'Bakery SEO',
    seoDescription: 'Sourdough',
    faviconUrl: '/favicon.ico',
  });
  await call(t.app, owner.token, 'POST', `/api/websites/${website.id}/publish`);
  const [home] = await listPages(t.app, owner.token, website.id);
  const about = await createPage(t.app, owner.token, website.id, {
    name: 'About Us',
    title: 'About',
    description: 'Who we are',
  });
  await createPage(t.app, owner.token, website.id, { name: 'Empty' });
  await insertTree(home!.id, 'home');
  await insertTree(about.id, 'about');
  return { owner, website, pages: await listPages(t.app, owner.token, website.id) };
}

function byName(list: ElementData[]) {
  return new Map(list.map((element) => [element.name, element]));
}

describe('POST /api/websites/:id/duplicate', () => {
  it('copies the website as a draft with a -copy subdomain and no custom domain', async () => {
    const { owner, website } = await richWebsite();
    const copy = dataOf<Website>(await duplicate(owner.token, website.id), 201);
    expect(copy).toMatchObject({
      name: 'Bakery (Copy)',
      subdomain: `${website.subdomain}-copy`,
      domain: null,
      description: 'Bread',
      status: 'DRAFT',
      publishedAt: null,
      seoTitle: 'Bakery SEO',
      seoDescription: 'Sourdough',
      faviconUrl: '/favicon.ico',
      pageCount: 3,
    });
    expect(copy.id).not.toBe(website.id);
    const list = dataOf<Website[]>(await call(t.app, owner.token, 'GET', '/api/websites'));
    expect(list.map((w) => w.id)).toEqual([copy.id, website.id]);
    const activity = dataOf<ActivityItem[]>(
      await call(t.app, owner.token, 'GET', '/api/analytics/recent-activity?limit=1'),
    );
    expect(activity[0]).toMatchObject({
      type: 'website',
      name: 'Bakery (Copy)',
      action: 'duplicated',
    });
  });

  it('copies every page and every element with new ids and remapped parents', async () => {
    const { owner, website, pages } = await richWebsite();
    const sourcePages = await Promise.all(pages.map((p) => pageWithElements(owner.token, p.id)));
    const copy = dataOf<Website>(await duplicate(owner.token, website.id), 201);
    const copiedPages = await listPages(t.app, owner.token, copy.id);

    const shape = (p: Page) => [p.name, p.slug, p.isHome, p.title, p.description];
    expect(copiedPages.map(shape)).toEqual(pages.map(shape));
    const sourceIds = new Set(sourcePages.flatMap((p) => [p.id, ...p.elements.map((e) => e.id)]));

    for (const [index, copiedPage] of copiedPages.entries()) {
      const source = sourcePages[index]!;
      const target = await pageWithElements(owner.token, copiedPage.id);
      expect(target.websiteId).toBe(copy.id);
      expect(sourceIds.has(target.id)).toBe(false);
      expect(target.elements).toHaveLength(source.elements.length);
      const originals = byName(source.elements);
      const copies = byName(target.elements);
      for (const element of target.elements) {
        expect(sourceIds.has(element.id)).toBe(false);
        expect(element.pageId).toBe(target.id);
        const original = originals.get(element.name)!;
        const { id: _a, pageId: _b, parentId: originalParent, ...sameFields } = original;
        expect(element).toMatchObject(sameFields);
        const parentName = source.elements.find((e) => e.id === originalParent)?.name;
        expect(element.parentId).toBe(parentName ? copies.get(parentName)!.id : null);
      }
    }
    expect(new Set(copiedPages.map((p) => p.id)).size).toBe(3);

    // The original is untouched.
    const after = await Promise.all(pages.map((p) => pageWithElements(owner.token, p.id)));
    expect(after).toEqual(sourcePages);
  });

  it('picks -copy, then -copy-2, then -copy-3', async () => {
    const owner = await registerOwner(t.app, t.database, 'enterprise');
    const website = await createWebsite(t.app, owner.token);
    const subdomains = [];
    for (let i = 0; i < 3; i++) {
      subdomains.push(dataOf<Website>(await duplicate(owner.token, website.id), 201).subdomain);
    }
    const base = website.subdomain;
    expect(subdomains).toEqual([`${base}-copy`, `${base}-copy-2`, `${base}-copy-3`]);
  });

  it('skips a -copy subdomain that another owner holds', async () => {
    const owner = await registerOwner(t.app, t.database, 'enterprise');
    const website = await createWebsite(t.app, owner.token);
    const squatter = await registerOwner(t.app, t.database);
    await createWebsite(t.app, squatter.token, { subdomain: `${website.subdomain}-copy` });
    const copy = dataOf<Website>(await duplicate(owner.token, website.id), 201);
    expect(copy.subdomain).toBe(`${website.subdomain}-copy-2`);
  });

  it('shortens a long subdomain and name so the copy stays valid', async () => {
    const owner = await registerOwner(t.app, t.database, 'enterprise');
    const subdomain = `${uniqueSubdomain('x')}${'y'.repeat(63)}`.slice(0, 63);
    const name = 'N'.repeat(100);
    const website = await createWebsite(t.app, owner.token, { subdomain, name });
    const copy = dataOf<Website>(await duplicate(owner.token, website.id), 201);
    expect(copy.subdomain).toBe(`${subdomain.slice(0, 58)}-copy`);
    expect(copy.name).toBe(`${'N'.repeat(93)} (Copy)`);
    // The copy can be saved back with its own values.
    const res = await call(t.app, owner.token, 'PUT', `/api/websites/${copy.id}`, {
      name: copy.name,
      subdomain: copy.subdomain,
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives two simultaneous copies different subdomains', async () => {
    const owner = await registerOwner(t.app, t.database, 'enterprise');
    const website = await createWebsite(t.app, owner.token);
    const results = await Promise.all([
      duplicate(owner.token, website.id),
      duplicate(owner.token, website.id),
    ]);
    const subdomains = results.map((res) => dataOf<Website>(res, 201).subdomain).sort();
    expect(subdomains).toEqual([`${website.subdomain}-copy`, `${website.subdomain}-copy-2`]);
  });

  it("points the copy's blog at the copy's blog page", async () => {
    const owner = await registerOwner(t.app, t.database, 'pro');
    const website = await createWebsite(t.app, owner.token, { name: 'Journal' });
    const post = await call(t.app, owner.token, 'POST', `/api/websites/${website.id}/posts`, {
      title: 'First light',
    });
    expect(post.statusCode).toBe(201);
    const blogPageOf = async (websiteId: string) => {
      const settings = dataOf<{ indexPageId: string | null }>(
        await call(t.app, owner.token, 'GET', `/api/websites/${websiteId}/blog/settings`),
      );
      const blogPage = (await listPages(t.app, owner.token, websiteId)).find(
        (page) => page.slug === 'blog',
      );
      return { settings, blogPage };
    };
    const source = await blogPageOf(website.id);
    expect(source.settings.indexPageId).toBe(source.blogPage!.id);

    const copy = dataOf<Website>(await duplicate(owner.token, website.id), 201);
    const copied = await blogPageOf(copy.id);
    expect(copied.blogPage!.id).not.toBe(source.blogPage!.id);
    expect(copied.settings.indexPageId).toBe(copied.blogPage!.id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const owner = await registerOwner(t.app, t.database);
    for (const id of [randomUUID(), 'nope']) {
      const res = await duplicate(owner.token, id);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe('Website not found');
    }
  });
});
