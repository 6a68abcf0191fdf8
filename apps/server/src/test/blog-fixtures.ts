import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BlogSettings, Page, PostBody, PostStatus, Website } from '@tessera/core';
import { postBodyFacts } from '@tessera/core';
import type { Database } from '../db/client.ts';
import {
  blogAuthors,
  blogCategories,
  blogTags,
  postRevisions,
  posts,
  postSlugHistory,
  websites,
  type PostRevisionContent,
} from '../db/schema.ts';
import { siteDirectoryFor } from '../modules/sites/site-directory.ts';
import { el, homePage, publish, saveOk, sectionWith, siteHost } from './site-helpers.ts';
import { createPage, createWebsite } from './website-helpers.ts';

/**
 * Posts written straight to the database as the posts API stores them: the draft row, a live
 * revision it points at, the blog version raised and the site directory cleared.
 */

export interface PostFixture {
  title: string;
  slug?: string;
  body?: unknown;
  status?: PostStatus;
  /** Default: an hour before the clock given. */
  publishedAt?: Date;
  sample?: boolean;
  /** false: no live revision (a draft never published). */
  live?: boolean;
  excerpt?: string | null;
  coverSrc?: string | null;
  coverAlt?: string | null;
  coverCaption?: string | null;
  noindex?: boolean;
  seoTitle?: string | null;
  seoDescription?: string | null;
  categoryIds?: string[];
  tagIds?: string[];
  authorIds?: string[];
}

export const paragraphs = (...texts: string[]): PostBody => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** After a change made straight in the database: what the posts service does after its own. */
export async function blogChanged(database: Database, websiteId: string): Promise<void> {
  await database.db
    .update(websites)
    .set({ blogVersion: sql`${websites.blogVersion} + 1` })
    .where(eq(websites.id, websiteId));
  siteDirectoryFor(database).forgetAll();
}

export async function insertPost(
  database: Database,
  websiteId: string,
  fixture: PostFixture,
  now = Date.now(),
): Promise<{ id: string; slug: string; revisionId: string | null }> {
  const body = (fixture.body ?? paragraphs(`${fixture.title} is a post.`)) as PostBody;
  // A body the schema would refuse (an unsafe row) still gets its stored text.
  let facts = { text: '', wordCount: 0, readingMinutes: 1 };
  try {
    facts = postBodyFacts(body);
  } catch {
    // kept as zero
  }
  const slug = fixture.slug ?? slugOf(fixture.title);
  const status = fixture.status ?? 'published';
  const publishedAt =
    fixture.publishedAt ?? (status === 'draft' ? null : new Date(now - 60 * 60 * 1000));
  const content: PostRevisionContent = {
    title: fixture.title,
    slug,
    body,
    bodyText: facts.text,
    wordCount: facts.wordCount,
    readingMinutes: facts.readingMinutes,
    excerpt: fixture.excerpt ?? null,
    coverSrc: fixture.coverSrc ?? null,
    coverAlt: fixture.coverAlt ?? null,
    coverCaption: fixture.coverCaption ?? null,
    featured: false,
    seoTitle: fixture.seoTitle ?? null,
    seoDescription: fixture.seoDescription ?? null,
    socialImage: null,
    canonicalUrl: null,
    noindex: fixture.noindex ?? false,
    categoryIds: fixture.categoryIds ?? [],
    tagIds: fixture.tagIds ?? [],
    authorIds: fixture.authorIds ?? [],
  };
  const { categoryIds: _c, tagIds: _t, authorIds: _a, ...fields } = content;
  const [row] = await database.db
    .insert(posts)
    .values({
      websiteId,
      ...fields,
      status,
      publishedAt,
      firstPublishedAt: publishedAt,
      sample: fixture.sample ?? false,
    })
    .returning({ id: posts.id });
  let revisionId: string | null = null;
  if (fixture.live ?? status !== 'draft') {
    const [revision] = await database.db
      .insert(postRevisions)
      .values({ postId: row!.id, kind: 'publish', content })
      .returning({ id: postRevisions.id });
    revisionId = revision!.id;
    await database.db
      .update(posts)
      .set({ liveRevisionId: revisionId })
      .where(eq(posts.id, row!.id));
  }
  await blogChanged(database, websiteId);
  return { id: row!.id, slug, revisionId };
}

/** Renames a post as the posts API does: the old slug kept in the history, the new one taken. */
export async function renamePost(
  database: Database,
  websiteId: string,
  postId: string,
  from: string,
  to: string,
): Promise<void> {
  await database.db
    .delete(postSlugHistory)
    .where(sql`${postSlugHistory.websiteId} = ${websiteId} and ${postSlugHistory.slug} = ${to}`);
  await database.db
    .insert(postSlugHistory)
    .values({ websiteId, slug: from, postId })
    .onConflictDoUpdate({
      target: [postSlugHistory.websiteId, postSlugHistory.slug],
      set: { postId },
    });
  await database.db.update(posts).set({ slug: to }).where(eq(posts.id, postId));
  await blogChanged(database, websiteId);
}

export async function insertTerm(
  database: Database,
  websiteId: string,
  kind: 'category' | 'tag' | 'author',
  name: string,
): Promise<string> {
  const values = { websiteId, name, slug: slugOf(name) };
  const table = kind === 'category' ? blogCategories : kind === 'tag' ? blogTags : blogAuthors;
  const [row] = await database.db.insert(table).values(values).returning({ id: table.id });
  return row!.id;
}

export async function setBlogSettings(
  database: Database,
  websiteId: string,
  settings: Partial<BlogSettings>,
): Promise<void> {
  await database.db.update(websites).set({ blog: settings }).where(eq(websites.id, websiteId));
  await blogChanged(database, websiteId);
}

/**
 * A published website with a shared-look home page and a Blog page (slug `blog`) holding a
 * BLOG_GRID, set as the blog's index page.
 */
export async function publishBlogSite(
  app: FastifyInstance,
  database: Database,
  token: string,
  settings: Partial<BlogSettings> = {},
): Promise<{ site: Website; host: string; home: Page; blogPage: Page }> {
  const site = await createWebsite(app, token, { name: 'Corner Bakery' });
  const home = await homePage(app, token, site.id);
  await saveOk(app, token, home.id, [
    el('NAVBAR', { brand: 'Corner Bakery' }),
    ...sectionWith([el('HEADING', { text: 'Fresh bread daily' })], { order: 1 }),
  ]);
  const blogPage = await createPage(app, token, site.id, { name: 'Blog', slug: 'blog' });
  await saveOk(app, token, blogPage.id, [
    ...sectionWith([el('HEADING', { text: 'Our journal' }), el('BLOG_GRID', { columns: 2 })]),
  ]);
  await setBlogSettings(database, site.id, { indexPageId: blogPage.id, ...settings });
  await publish(app, token, site.id);
  return { site, host: siteHost(site), home, blogPage };
}
