import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogSettings, BlogTerm, Post, PostRevisionSummary, PostSummary } from '@tessera/core';
import {
  blogCategories,
  elements,
  media,
  notifications,
  pages,
  postSlugHistory,
  websites,
} from '../../db/schema.ts';
import { errorOf, type Account } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';

let t: TestApp;
let owner: Account;
let stranger: Account;
// The clock the app reads: tests move it instead of waiting.
let clock = Date.parse('2026-11-26T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  owner = await registerOwner(t.app, t.database, 'enterprise');
  stranger = await registerOwner(t.app, t.database, 'pro');
});

afterAll(async () => {
  await t?.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, who = owner) =>
  call(t.app, who.token, method, url, body);
const create = async (websiteId: string, body: object) =>
  dataOf<Post>(await api('POST', `/api/websites/${websiteId}/posts`, body), 201);
const put = (post: Pick<Post, 'id' | 'version'>, body: object) =>
  api('PUT', `/api/posts/${post.id}`, { version: post.version, ...body });
const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

describe('writing posts', () => {
  let siteId: string;
  beforeAll(async () => {
    siteId = (await createWebsite(t.app, owner.token)).id;
  });

  it('makes a draft with a slug from its title, the next free one after, and the blog page once', async () => {
    const first = await create(siteId, { title: 'Hello, World!' });
    expect(first).toMatchObject({
      slug: 'hello-world',
      status: 'draft',
      publishedAt: null,
      isLive: false,
      version: 1,
      path: '/blog/hello-world',
      body: { type: 'doc' },
    });
    expect((await create(siteId, { title: 'Hello world' })).slug).toBe('hello-world-2');

    const blogPages = await t.database.db
      .select()
      .from(pages)
      .where(and(eq(pages.websiteId, siteId), eq(pages.slug, 'blog')));
    expect(blogPages).toHaveLength(1);
    const grid = await t.database.db
      .select({ type: elements.type })
      .from(elements)
      .where(and(eq(elements.pageId, blogPages[0]!.id), eq(elements.type, 'BLOG_GRID')));
    expect(grid).toHaveLength(1);
    const [site] = await t.database.db.select().from(websites).where(eq(websites.id, siteId));
    expect(site?.blog?.indexPageId).toBe(blogPages[0]!.id);
  });

  it('refuses a taken slug with 409 on its field, and bad input with 400, writing nothing', async () => {
    const taken = await api('POST', `/api/websites/${siteId}/posts`, {
      title: 'Again',
      slug: 'hello-world',
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields?.slug).toBe('Another post already uses this slug');
    for (const body of [
      {},
      { title: '' },
      { title: 'x', slug: 'Not A Slug' },
      { title: 'x', y: 1 },
    ]) {
      expect((await api('POST', `/api/websites/${siteId}/posts`, body)).statusCode).toBe(400);
    }
    const list = dataOf<PostSummary[]>(await api('GET', `/api/websites/${siteId}/posts`));
    expect(list.map((p) => p.slug).sort()).toEqual(['hello-world', 'hello-world-2']);
  });

  it('keeps another owner out: their website and their posts are 404', async () => {
    const post = await create(siteId, { title: 'Private' });
    expect((await api('GET', `/api/posts/${post.id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await put(post, { title: 'Mine' })).statusCode).toBe(200);
    const theirs = await api('PUT', `/api/posts/${post.id}`, { version: 2, title: 'x' }, stranger);
    expect(theirs.statusCode).toBe(404);
    const list = await api('GET', `/api/websites/${siteId}/posts`, undefined, stranger);
    expect(list.statusCode).toBe(404);
    const publish = await api('POST', `/api/posts/${post.id}/publish`, {}, stranger);
    expect(publish.statusCode).toBe(404);
  });

  it('saves the body and what it tells, and refuses unsafe bodies naming the part', async () => {
    const post = await create(siteId, { title: 'Flour' });
    const words = 'Stone ground every morning in our own mill.';
    const saved = dataOf<Post>(await put(post, { body: paragraph(words), excerpt: '' }));
    expect(saved).toMatchObject({ version: 2, wordCount: 8, readingMinutes: 1, excerpt: words });

    const script = await put(saved, {
      body: { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] },
    });
    expect(script.statusCode).toBe(400);
    expect(Object.keys(errorOf(script).fields ?? {})).toContain('body.content.0.type');
    const link = await put(saved, {
      body: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'x',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
        ],
      },
    });
    expect(link.statusCode).toBe(400);
    expect(errorOf(link).message).toMatch(/^Link must be/);
    const noAlt = await put(saved, { coverSrc: '/_media/a.jpg' });
    expect(errorOf(noAlt).fields?.coverAlt).toMatch(/alt text/);

    const stale = await put(post, { title: 'Older tab' });
    expect(stale.statusCode).toBe(409);
    const now = dataOf<Post>(await api('GET', `/api/posts/${post.id}`));
    expect(now).toMatchObject({ title: 'Flour', version: 2, wordCount: 8 });
  });

  it('shows library images of this website only', async () => {
    const other = (await createWebsite(t.app, owner.token)).id;
    const file = (websiteId: string, key: string) => ({
      websiteId,
      name: `${key}.jpg`,
      kind: 'image' as const,
      mime: 'image/jpeg',
      size: 1000,
      sha256: key,
      key: `${key}.jpg`,
    });
    await t.database.db.insert(media).values([file(siteId, 'ours'), file(other, 'theirs')]);
    const post = await create(siteId, { title: 'Pictures' });
    const body = (src: string) => ({
      type: 'doc',
      content: [{ type: 'image', attrs: { src, alt: 'A loaf on the counter' } }],
    });
    const foreign = await put(post, { body: body('/_media/theirs.jpg') });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).fields?.body).toMatch(/not in this website’s media library/);
    const cover = await put(post, { coverSrc: '/_media/theirs.jpg', coverAlt: 'Loaf' });
    expect(errorOf(cover).fields?.coverSrc).toMatch(/media library/);
    const own = await put(post, {
      body: body('/_media/ours.jpg'),
      coverSrc: '/_media/ours.jpg',
      coverAlt: 'Loaf',
    });
    expect(own.statusCode).toBe(200);
  });

  it('links categories of this website only', async () => {
    const [category] = await t.database.db
      .insert(blogCategories)
      .values({ websiteId: siteId, name: 'Bread', slug: 'bread' })
      .returning();
    const other = (await createWebsite(t.app, owner.token)).id;
    const [foreign] = await t.database.db
      .insert(blogCategories)
      .values({ websiteId: other, name: 'Cake', slug: 'cake' })
      .returning();
    const post = await create(siteId, { title: 'Rye' });
    const refused = await put(post, { categoryIds: [foreign!.id] });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields?.categoryIds).toBe('Choose a category of this website');
    const saved = dataOf<Post>(await put(post, { categoryIds: [category!.id] }));
    expect(saved.categoryIds).toEqual([category!.id]);
  });
});

describe('publishing', () => {
  let siteId: string;
  beforeAll(async () => {
    siteId = (await createWebsite(t.app, owner.token)).id;
  });

  it('publishes now; later edits stay private until the post is updated', async () => {
    const draft = await create(siteId, { title: 'Opening day' });
    const edited = dataOf<Post>(await put(draft, { body: paragraph('We open on Monday.') }));
    const live = dataOf<Post>(await api('POST', `/api/posts/${draft.id}/publish`));
    expect(live).toMatchObject({
      status: 'published',
      publishedAt: new Date(clock).toISOString(),
      isLive: true,
      hasUnpublishedChanges: false,
    });
    clock += 60_000;
    const changed = dataOf<Post>(await put(live, { title: 'Opening day: Monday' }));
    expect(changed.hasUnpublishedChanges).toBe(true);
    expect(changed.status).toBe('published');
    const updated = dataOf<Post>(await api('POST', `/api/posts/${draft.id}/publish`));
    expect(updated).toMatchObject({ hasUnpublishedChanges: false, publishedAt: live.publishedAt });
    void edited;

    const revisions = dataOf<PostRevisionSummary[]>(
      await api('GET', `/api/posts/${draft.id}/revisions`),
    );
    expect(revisions.map((r) => [r.kind, r.title])).toEqual([
      ['update', 'Opening day: Monday'],
      ['publish', 'Opening day'],
    ]);
    const restored = dataOf<Post>(
      await api('POST', `/api/posts/${draft.id}/revisions/${revisions[1]!.id}/restore`),
    );
    expect(restored).toMatchObject({ title: 'Opening day', hasUnpublishedChanges: true });
  });

  it('schedules a post for a future minute: live once the clock passes it, with no job run', async () => {
    const draft = await create(siteId, { title: 'Christmas hours' });
    const at = new Date(clock + 60 * 60_000).toISOString();
    const scheduled = dataOf<Post>(
      await api('POST', `/api/posts/${draft.id}/publish`, { publishedAt: at }),
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: at, isLive: false });
    const scheduledList = dataOf<PostSummary[]>(
      await api('GET', `/api/websites/${siteId}/posts?status=scheduled`),
    );
    expect(scheduledList.map((p) => p.id)).toEqual([draft.id]);

    clock += 61 * 60_000;
    expect(dataOf<Post>(await api('GET', `/api/posts/${draft.id}`)).isLive).toBe(true);
    const bad = await api('POST', `/api/posts/${draft.id}/publish`, { publishedAt: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
  });

  it('publishes a scheduled post at once in one call, with no time or a time come', async () => {
    const draft = await create(siteId, { title: 'Spring menu' });
    const later = new Date(clock + 24 * 60 * 60_000).toISOString();
    const scheduled = dataOf<Post>(
      await api('POST', `/api/posts/${draft.id}/publish`, { publishedAt: later }),
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', isLive: false });

    const now = dataOf<Post>(await api('POST', `/api/posts/${draft.id}/publish`));
    expect(now).toMatchObject({
      status: 'published',
      publishedAt: new Date(clock).toISOString(),
      firstPublishedAt: new Date(clock).toISOString(),
      isLive: true,
      hasUnpublishedChanges: false,
    });
    const revisions = dataOf<PostRevisionSummary[]>(
      await api('GET', `/api/posts/${draft.id}/revisions`),
    );
    expect(revisions.map((r) => r.kind)).toEqual(['publish', 'publish']);
    const published = dataOf<PostSummary[]>(
      await api('GET', `/api/websites/${siteId}/posts?status=published`),
    );
    expect(published.map((p) => p.id)).toContain(draft.id);

    // Publishing it again keeps the date it went live.
    clock += 60_000;
    const again = dataOf<Post>(await api('POST', `/api/posts/${draft.id}/publish`));
    expect(again.publishedAt).toBe(now.publishedAt);

    // A time already come, sent for a scheduled post, is the time it went live.
    const other = await create(siteId, { title: 'Summer menu' });
    await api('POST', `/api/posts/${other.id}/publish`, { publishedAt: later });
    const past = new Date(clock - 5 * 60_000).toISOString();
    const backdated = dataOf<Post>(
      await api('POST', `/api/posts/${other.id}/publish`, { publishedAt: past }),
    );
    expect(backdated).toMatchObject({ status: 'published', publishedAt: past, isLive: true });
  });

  it('unpublishes back to a draft and deletes', async () => {
    const draft = await create(siteId, { title: 'Gone soon' });
    await api('POST', `/api/posts/${draft.id}/publish`);
    const back = dataOf<Post>(await api('POST', `/api/posts/${draft.id}/unpublish`));
    expect(back).toMatchObject({ status: 'draft', isLive: false, hasUnpublishedChanges: false });
    expect((await api('DELETE', `/api/posts/${draft.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/posts/${draft.id}`)).statusCode).toBe(404);
  });

  it('finds posts by their words', async () => {
    const draft = await create(siteId, { title: 'Sourdough notes' });
    await put(draft, { body: paragraph('A starter fed with rye flour.') });
    const found = dataOf<PostSummary[]>(await api('GET', `/api/websites/${siteId}/posts?q=rye`));
    expect(found.map((p) => p.id)).toEqual([draft.id]);
  });
});

describe('old addresses', () => {
  it('keep every slug a published post had, pointing at the post: a -> b -> c -> a is one hop, no loop', async () => {
    const siteId = (await createWebsite(t.app, owner.token)).id;
    let post = await create(siteId, { title: 'A', slug: 'a' });
    // A draft never published leaves no old address.
    post = dataOf<Post>(await put(post, { slug: 'draft-only' }));
    post = dataOf<Post>(await put(post, { slug: 'a' }));
    const history = async () =>
      (
        await t.database.db
          .select({ slug: postSlugHistory.slug, postId: postSlugHistory.postId })
          .from(postSlugHistory)
          .where(eq(postSlugHistory.websiteId, siteId))
      )
        .map((r) => `${r.slug}->${r.postId === post.id ? 'post' : r.postId}`)
        .sort();
    expect(await history()).toEqual([]);

    await api('POST', `/api/posts/${post.id}/publish`);
    post = dataOf<Post>(await api('GET', `/api/posts/${post.id}`));
    post = dataOf<Post>(await put(post, { slug: 'b' }));
    expect(post.path).toBe('/blog/b');
    expect(await history()).toEqual(['a->post']);
    post = dataOf<Post>(await put(post, { slug: 'c' }));
    expect(await history()).toEqual(['a->post', 'b->post']);
    post = dataOf<Post>(await put(post, { slug: 'a' }));
    expect(await history()).toEqual(['b->post', 'c->post']);

    // A new post taking an old address becomes its owner.
    const newer = await create(siteId, { title: 'B again', slug: 'b' });
    expect(await history()).toEqual(['c->post']);
    expect(newer.slug).toBe('b');
  });
});

describe('categories, tags, authors and settings', () => {
  it('are kept per website, with slugs from their names, counts, and 409 for a taken address', async () => {
    const siteId = (await createWebsite(t.app, owner.token)).id;
    const made = await api('POST', `/api/websites/${siteId}/blog/categories`, {
      name: 'Bread & Baking',
      description: 'Loaves and how we make them.',
    });
    const category = dataOf<BlogTerm>(made, 201);
    expect(category).toMatchObject({ slug: 'bread-baking', postCount: 0 });
    const again = await api('POST', `/api/websites/${siteId}/blog/categories`, {
      name: 'Bread baking',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fields?.slug).toBe(
      'Another category already uses the address /bread-baking',
    );
    const author = dataOf<BlogTerm>(
      await api('POST', `/api/websites/${siteId}/blog/authors`, {
        name: 'Ana Lima',
        description: 'Head baker',
      }),
      201,
    );
    expect(author).toMatchObject({ slug: 'ana-lima', description: 'Head baker' });

    const post = await create(siteId, { title: 'Rye' });
    await put(post, { categoryIds: [category.id], authorIds: [author.id] });
    const list = dataOf<BlogTerm[]>(await api('GET', `/api/websites/${siteId}/blog/categories`));
    expect(list.map((c) => [c.name, c.postCount])).toEqual([['Bread & Baking', 1]]);

    const renamed = dataOf<BlogTerm>(
      await api('PUT', `/api/blog/categories/${category.id}`, { name: 'Bread', slug: 'bread' }),
    );
    expect(renamed).toMatchObject({ name: 'Bread', slug: 'bread', postCount: 1 });
    expect(
      (await api('PUT', `/api/blog/categories/${category.id}`, { name: 'x' }, stranger)).statusCode,
    ).toBe(404);
    expect((await api('GET', `/api/websites/${siteId}/blog/colours`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/blog/categories/${category.id}`)).statusCode).toBe(200);
    expect(dataOf<Post>(await api('GET', `/api/posts/${post.id}`)).categoryIds).toEqual([]);
  });

  it('has settings with defaults, changed one at a time, the blog page only one of its own', async () => {
    const siteId = (await createWebsite(t.app, owner.token)).id;
    expect(dataOf<BlogSettings>(await api('GET', `/api/websites/${siteId}/blog/settings`))).toEqual(
      {
        indexPageId: null,
        postsPerPage: 10,
        feedContent: 'full',
        showReadingTime: true,
      },
    );
    const saved = dataOf<BlogSettings>(
      await api('PUT', `/api/websites/${siteId}/blog/settings`, {
        postsPerPage: 5,
        feedContent: 'excerpt',
      }),
    );
    expect(saved).toMatchObject({ postsPerPage: 5, feedContent: 'excerpt', showReadingTime: true });
    const otherSite = (await createWebsite(t.app, owner.token)).id;
    const [foreignPage] = await t.database.db
      .select()
      .from(pages)
      .where(eq(pages.websiteId, otherSite));
    const refused = await api('PUT', `/api/websites/${siteId}/blog/settings`, {
      indexPageId: foreignPage!.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields?.indexPageId).toBe(
      'The blog page must be a page of this website',
    );
    const tooMany = await api('PUT', `/api/websites/${siteId}/blog/settings`, {
      postsPerPage: 500,
    });
    expect(errorOf(tooMany).fields?.postsPerPage).toBe('Posts per page must be at most 50');
  });
});

describe('announcing scheduled posts', () => {
  it('tells the owner once a scheduled post went live, once across processes, catching up after a pause', async () => {
    // Posts of earlier tests that went live are announced first.
    await t.app.postAnnouncer.tick(new Date(clock));
    const siteId = (await createWebsite(t.app, owner.token)).id;
    const first = await create(siteId, { title: 'Spring menu' });
    const second = await create(siteId, { title: 'Summer menu' });
    for (const [post, minutes] of [
      [first, 10],
      [second, 20],
    ] as const) {
      await api('POST', `/api/posts/${post.id}/publish`, {
        publishedAt: new Date(clock + minutes * 60_000).toISOString(),
      });
    }
    expect(await t.app.postAnnouncer.tick(new Date(clock))).toBe(0);

    // Both times passed while nothing ran: the next pass announces both, and only one process does.
    clock += 30 * 60_000;
    const twin = await t.twin();
    const counts = await Promise.all([
      t.app.postAnnouncer.tick(new Date(clock)),
      twin.app.postAnnouncer.tick(new Date(clock)),
    ]);
    expect(counts[0]! + counts[1]!).toBe(2);
    expect(await t.app.postAnnouncer.tick(new Date(clock))).toBe(0);
    await twin.close();

    const bell = await t.database.db
      .select({ title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.websiteId, siteId));
    expect(bell.map((n) => n.title).sort()).toEqual([
      'Your post "Spring menu" is live',
      'Your post "Summer menu" is live',
    ]);
    expect(dataOf<Post>(await api('GET', `/api/posts/${first.id}`))).toMatchObject({
      status: 'published',
      isLive: true,
    });
  });
});
