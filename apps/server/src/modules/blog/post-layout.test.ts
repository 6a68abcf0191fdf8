import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementData, Page, PageWithElements, Post, Website } from '@tessera/core';
import { errorOf } from '../../test/auth-helpers.ts';
import { insertPost } from '../../test/blog-fixtures.ts';
import { parseHtml } from '../../test/html.ts';
import { el, publish, saveOk, siteHost, visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';

/** The post layout: the page every post is drawn in, designed like the shared header and footer. */
const clock = Date.parse('2027-06-01T08:00:00Z');
let t: TestApp;
let token: string;
let site: Website;
let host: string;

type Shared = { header: Page; footer: Page; post: Page | null };

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  call(t.app, token, method, url, body);
const sharedOf = async (websiteId: string) =>
  dataOf<Shared>(await api('GET', `/api/websites/${websiteId}/shared`));
const pageOf = async (id: string) => dataOf<PageWithElements>(await api('GET', `/api/pages/${id}`));

async function publishedPost(title: string, text: string): Promise<Post> {
  const draft = dataOf<Post>(await api('POST', `/api/websites/${site.id}/posts`, { title }), 201);
  dataOf<Post>(
    await api('PUT', `/api/posts/${draft.id}`, {
      version: draft.version,
      body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
    }),
  );
  return dataOf<Post>(await api('POST', `/api/posts/${draft.id}/publish`));
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  token = (await registerOwner(t.app, t.database, 'enterprise')).token;
  site = await createWebsite(t.app, token, { name: 'Corner Bakery' });
  host = siteHost(site);
  const shared = await sharedOf(site.id);
  await saveOk(t.app, token, shared.header.id, [el('NAVBAR', { brand: 'Corner Bakery' })]);
});

afterAll(async () => {
  await t?.close();
});

describe('the post layout', () => {
  let layout: Page;

  it('is made by the first post, once, holding the post and its related posts', async () => {
    expect((await sharedOf(site.id)).post).toBeNull();
    await publishedPost('Sourdough basics', 'Flour, water and time.');
    layout = (await sharedOf(site.id)).post!;
    expect(layout).toMatchObject({ kind: 'post', name: 'Post layout', isHome: false });
    await publishedPost('Rye at home', 'A darker loaf.');
    expect((await sharedOf(site.id)).post!.id).toBe(layout.id);

    const { elements } = await pageOf(layout.id);
    const roots = elements.filter((e) => e.parentId === null).sort((a, b) => a.order - b.order);
    expect(roots.map((e) => e.type)).toEqual(['SECTION', 'SECTION']);
    const inside = (root: ElementData): ElementData[] => {
      const children = elements.filter((e) => e.parentId === root.id);
      return [...children, ...children.flatMap(inside)];
    };
    expect(inside(roots[0]!).map((e) => e.type)).toContain('BLOG_POST');
    const related = inside(roots[1]!);
    expect(related.find((e) => e.type === 'HEADING')?.props.text).toBe('Related posts');
    expect(related.find((e) => e.type === 'BLOG_GRID')?.props).toMatchObject({
      source: 'related',
      limit: 3,
    });
  });

  it('is no page of the site: not listed, not counted, without an address, not deletable', async () => {
    const pages = dataOf<Page[]>(await api('GET', `/api/websites/${site.id}/pages`));
    expect(pages.map((p) => p.kind)).not.toContain('post');
    expect(pages.map((p) => p.name)).toEqual(['Home Page', 'Blog']);
    expect(dataOf<Website>(await api('GET', `/api/websites/${site.id}`)).pageCount).toBe(2);
    const remove = await api('DELETE', `/api/pages/${layout.id}`);
    expect(remove.statusCode).toBe(400);
    expect(errorOf(remove).message).toMatch(/post layout cannot be deleted/);
    const move = await api('PUT', `/api/pages/${layout.id}`, { slug: 'posts' });
    expect(move.statusCode).toBe(400);
    const home = await api('PUT', `/api/pages/${layout.id}`, { isHome: true });
    expect(home.statusCode).toBe(400);

    await publish(t.app, token, site.id);
    expect((await visit(t.app, host, '/_post')).statusCode).toBe(404);
    expect((await visit(t.app, host, '/sitemap.xml')).body).not.toContain('_post');
  });

  it('draws every post, its head unchanged; its own edits show once the site is published', async () => {
    const before = await visit(t.app, host, '/blog/sourdough-basics');
    expect(before.statusCode).toBe(200);
    const page = parseHtml(before.body);
    expect(page.all('h1').map((h) => h.text)).toEqual(['Sourdough basics']);
    expect(page.one('h1').ancestors).toEqual(expect.arrayContaining(['main', 'article']));
    expect(before.body).toContain('Flour, water and time.');
    expect(page.all('h2').map((h) => h.text)).toContain('Related posts');
    // The other post is related (the newest filling the rest).
    expect(page.all('a').some((a) => a.attrs.href === '/blog/rye-at-home')).toBe(true);
    // The shared header frames it.
    expect(page.all('a').find((a) => a.attrs.class === 't-brand')?.text).toBe('Corner Bakery');
    expect(page.meta('og:type')).toBe('article');
    expect(page.all('link').find((l) => l.attrs.rel === 'canonical')?.attrs.href).toBe(
      `http://${host}/blog/sourdough-basics`,
    );
    const jsonLd = page.all('script').find((s) => s.attrs.type === 'application/ld+json')!;
    expect(JSON.parse(jsonLd.text)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Sourdough basics',
    });

    const { elements } = await pageOf(layout.id);
    const column = elements.find((e) => e.type === 'BLOG_POST')!.parentId!;
    const note = el('HEADING', { text: 'From the bakery journal', level: 2 }, { parentId: column });
    const reordered = [
      ...elements.filter((e) => e.parentId !== column),
      note,
      ...elements.filter((e) => e.parentId === column),
    ];
    await saveOk(t.app, token, layout.id, reordered);

    for (const slug of ['sourdough-basics', 'rye-at-home']) {
      expect((await visit(t.app, host, `/blog/${slug}`)).body).not.toContain(
        'From the bakery journal',
      );
    }
    await publish(t.app, token, site.id);
    for (const [slug, title] of [
      ['sourdough-basics', 'Sourdough basics'],
      ['rye-at-home', 'Rye at home'],
    ] as const) {
      const after = parseHtml((await visit(t.app, host, `/blog/${slug}`)).body);
      const texts = after.texts.map((text) => text.trim()).filter(Boolean);
      // Above the post, as placed in the layout.
      expect(texts.indexOf('From the bakery journal')).toBeGreaterThan(-1);
      expect(texts.indexOf('From the bakery journal')).toBeLessThan(texts.indexOf(title));
      expect(after.all('h1').map((h) => h.text)).toEqual([title]);
    }
  });

  it('is made for a website whose posts came before layouts, and such a release still draws posts', async () => {
    const older = await createWebsite(t.app, token, { name: 'Old Mill' });
    await insertPost(t.database, older.id, { title: 'Stone ground' }, clock);
    await publish(t.app, token, older.id);
    const res = await visit(t.app, siteHost(older), '/blog/stone-ground');
    expect(res.statusCode).toBe(200);
    expect(parseHtml(res.body).one('h1').text).toBe('Stone ground');

    const layoutNow = (await sharedOf(older.id)).post!;
    expect(layoutNow).toMatchObject({ kind: 'post' });
    expect((await pageOf(layoutNow.id)).elements.map((e) => e.type)).toContain('BLOG_POST');
  });
});
