import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeadEnd, Page, Post, PostSummary, Website } from '@tessera/core';
import { parseHtml } from '../../test/html.ts';
import { insertPost, insertTerm, publishBlogSite, renamePost } from '../../test/blog-fixtures.ts';
import { el, publish, saveOk, sectionWith, visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';

/** The app's clock: tests move it on, and no job runs between. */
let clock = Date.parse('2027-05-01T09:00:00Z');
const HOUR = 60 * 60 * 1000;
let t: TestApp;
let token: string;
let site: Website;
let host: string;
let home: Page;
let bread: string;
let rye: { id: string; slug: string };
let draft: { id: string };

/** The titles of the post cards a page of the live site shows, in order. */
async function cardTitles(path: string): Promise<string[]> {
  const page = parseHtml((await visit(t.app, host, path)).body);
  return page
    .all('h2')
    .filter((h) => h.attrs.class === 't-post-card-title')
    .map((h) => h.text);
}

const buttonHref = async (text: string) => {
  const page = parseHtml((await visit(t.app, host, '/')).body);
  return page.all('a').find((a) => a.text === text)?.attrs.href ?? null;
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  token = (await registerOwner(t.app, t.database, 'enterprise')).token;
  ({ site, host, home } = await publishBlogSite(t.app, t.database, token));
  bread = await insertTerm(t.database, site.id, 'category', 'Bread');
  const cakes = await insertTerm(t.database, site.id, 'category', 'Cakes');
  const at = (hoursAgo: number) => new Date(clock - hoursAgo * HOUR);
  await insertPost(t.database, site.id, {
    title: 'Spelt',
    categoryIds: [bread],
    publishedAt: at(5),
  });
  await insertPost(t.database, site.id, {
    title: 'Lemon cake',
    categoryIds: [cakes],
    publishedAt: at(3),
  });
  rye = await insertPost(t.database, site.id, {
    title: 'Rye loaf',
    categoryIds: [cakes, bread],
    publishedAt: at(2),
  });
  draft = await insertPost(t.database, site.id, {
    title: 'Bread draft',
    categoryIds: [bread],
    status: 'draft',
  });
  await insertPost(t.database, site.id, {
    title: 'Bread sample',
    categoryIds: [bread],
    sample: true,
  });
  await insertPost(t.database, site.id, {
    title: 'Seeded bread',
    categoryIds: [bread],
    status: 'scheduled',
    publishedAt: new Date(clock + 2 * HOUR),
  });
  await saveOk(t.app, token, home.id, [
    ...sectionWith([
      el('BLOG_GRID', {
        source: 'category',
        categoryId: bread,
        layout: 'list',
        limit: 5,
        showCover: false,
      }),
      el('BUTTON', { text: 'Read about rye', href: `post:${rye.id}` }),
      el('BUTTON', { text: 'Read the draft', href: `post:${draft.id}` }),
    ]),
  ]);
  await publish(t.app, token, site.id);
});

afterAll(async () => {
  await t?.close();
});

describe('a blog grid showing one category on a published page', () => {
  it('shows only the visible posts of that category, newest first, as a list', async () => {
    expect(await cardTitles('/')).toEqual(['Rye loaf', 'Spelt']);
    const page = parseHtml((await visit(t.app, host, '/')).body);
    const grid = page.all('div').find((d) => d.attrs.class?.startsWith('t-blog-grid'));
    expect(grid?.attrs.class).toContain('t-blog-list');
    expect(page.all('figure').filter((f) => f.attrs.class === 't-post-card-cover')).toEqual([]);
    // The blog page's own grid still lists every visible post.
    expect(await cardTitles('/blog')).toEqual(['Rye loaf', 'Lemon cake', 'Spelt']);
  });

  it('takes in a scheduled post of the category at its minute, with nothing republished', async () => {
    clock += 3 * HOUR;
    expect(await cardTitles('/')).toEqual(['Seeded bread', 'Rye loaf', 'Spelt']);
  });
});

describe('a link to a post on a published page', () => {
  it('leads to the post’s current address, also after a rename, and never to a draft', async () => {
    expect(await buttonHref('Read about rye')).toBe('/blog/rye-loaf');
    await renamePost(t.database, site.id, rye.id, 'rye-loaf', 'dark-rye');
    expect(await buttonHref('Read about rye')).toBe('/blog/dark-rye');
    expect(await buttonHref('Read the draft')).toBeNull();
    expect((await visit(t.app, host, '/')).body).not.toContain('Read the draft');
  });

  it('is named before publishing when its post is not visible', async () => {
    const found = dataOf<DeadEnd[]>(
      await call(t.app, token, 'GET', `/api/websites/${site.id}/dead-ends`),
    );
    expect(found.map((d) => [d.kind, d.description])).toEqual([
      [
        'hidden-post',
        'Button "Read the draft" on Home Page leads to a post visitors cannot see yet',
      ],
    ]);
  });
});

describe('the posts list', () => {
  it('gives each post’s categories, tags and authors, so the builder can filter as the site does', async () => {
    const created = dataOf<Post>(
      await call(t.app, token, 'POST', `/api/websites/${site.id}/posts`, { title: 'Focaccia' }),
      201,
    );
    const saved = await call(t.app, token, 'PUT', `/api/posts/${created.id}`, {
      categoryIds: [bread],
      version: created.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = dataOf<PostSummary[]>(
      await call(t.app, token, 'GET', `/api/websites/${site.id}/posts`),
    );
    const summary = list.find((p) => p.id === created.id)!;
    expect(summary).toMatchObject({ categoryIds: [bread], tagIds: [], authorIds: [] });
  });
});
