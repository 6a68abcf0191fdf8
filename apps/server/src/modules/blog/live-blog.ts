import { and, asc, desc, eq, gt, isNotNull, lte, min, ne, not, sql, type SQL } from 'drizzle-orm';
import { blogSettingsOf, postExcerpt, type BlogSettings } from '@tessera/core';
import type { ResponsiveImage } from '@tessera/blocks';
import type { Db } from '../../db/client.ts';
import {
  blogAuthors,
  blogCategories,
  blogTags,
  posts,
  postRevisions,
  postSlugHistory,
  websites,
  type PostRevisionContent,
} from '../../db/schema.ts';
import { responsiveImages } from '../sites/library-images.ts';
import { Lru } from '../sites/lru.ts';

/**
 * The live blog of a website: its visible posts as visitors see them (each post's live
 * revision), its categories, tags and authors, the old slugs that still lead to a post, and the
 * library images they show. Read once per blog version, and again when the clock passes the
 * next scheduled post's time, so a scheduled post appears at its minute with no job running.
 */

/** A post visitors can reach, as its live revision has it. */
export interface LivePost extends PostRevisionContent {
  id: string;
  /** Its current slug: the address (`posts.slug`, unique in the website). */
  slug: string;
  publishedAt: Date;
  /** When what visitors see of it last changed: its live revision's time. */
  revisedAt: Date;
  /** The owner's excerpt, else the start of the body. */
  summary: string;
}

export interface LiveTerm {
  id: string;
  name: string;
  slug: string;
  description: string | null;
}

export interface LiveBlogData {
  settings: BlogSettings;
  /** Visible posts, newest first. */
  posts: LivePost[];
  categories: Map<string, LiveTerm>;
  tags: Map<string, LiveTerm>;
  authors: Map<string, LiveTerm>;
  /** Slugs visible posts had before, to their post's id. */
  oldSlugs: Map<string, string>;
  images: Map<string, ResponsiveImage>;
  /** When the next scheduled post goes live (ms), if one is waiting. */
  nextPublishAt: number | null;
}

/**
 * The one rule of visibility in SQL, mirroring core's `isPostVisible`: published or scheduled,
 * its time come, not a template's sample, and a revision for visitors to read.
 */
export function visiblePost(now: Date): SQL {
  return and(
    ne(posts.status, 'draft'),
    lte(posts.publishedAt, now),
    not(posts.sample),
    isNotNull(posts.liveRevisionId),
  )!;
}

export async function loadLiveBlog(db: Db, websiteId: string, now: Date): Promise<LiveBlogData> {
  const [site] = await db
    .select({ blog: websites.blog })
    .from(websites)
    .where(eq(websites.id, websiteId));
  const [rows, next, categories, tags, authors, history] = await Promise.all([
    db
      .select({
        id: posts.id,
        slug: posts.slug,
        publishedAt: posts.publishedAt,
        revisedAt: postRevisions.createdAt,
        content: postRevisions.content,
      })
      .from(posts)
      .innerJoin(postRevisions, eq(postRevisions.id, posts.liveRevisionId))
      .where(and(eq(posts.websiteId, websiteId), visiblePost(now)))
      .orderBy(desc(posts.publishedAt), desc(posts.id)),
    db
      .select({ at: min(posts.publishedAt) })
      .from(posts)
      .where(
        and(
          eq(posts.websiteId, websiteId),
          ne(posts.status, 'draft'),
          gt(posts.publishedAt, now),
          not(posts.sample),
          isNotNull(posts.liveRevisionId),
        ),
      ),
    db
      .select({
        id: blogCategories.id,
        name: blogCategories.name,
        slug: blogCategories.slug,
        description: blogCategories.description,
      })
      .from(blogCategories)
      .where(eq(blogCategories.websiteId, websiteId))
      .orderBy(asc(blogCategories.name)),
    db
      .select({
        id: blogTags.id,
        name: blogTags.name,
        slug: blogTags.slug,
        description: sql<string | null>`null`,
      })
      .from(blogTags)
      .where(eq(blogTags.websiteId, websiteId)),
    db
      .select({
        id: blogAuthors.id,
        name: blogAuthors.name,
        slug: blogAuthors.slug,
        description: blogAuthors.bio,
      })
      .from(blogAuthors)
      .where(eq(blogAuthors.websiteId, websiteId)),
    db
      .select({ slug: postSlugHistory.slug, postId: postSlugHistory.postId })
      .from(postSlugHistory)
      .where(eq(postSlugHistory.websiteId, websiteId)),
  ]);
  const live: LivePost[] = rows.map((row) => {
    const content = row.content;
    return {
      ...content,
      categoryIds: listOf(content.categoryIds),
      tagIds: listOf(content.tagIds),
      authorIds: listOf(content.authorIds),
      id: row.id,
      slug: row.slug,
      publishedAt: row.publishedAt!,
      revisedAt: row.revisedAt,
      summary: postExcerpt(content.excerpt, content.bodyText ?? ''),
    };
  });
  const visible = new Set(live.map((p) => p.id));
  const nextAt = next[0]?.at;
  return {
    settings: blogSettingsOf(site?.blog),
    posts: live,
    categories: new Map(categories.map((c) => [c.id, c])),
    tags: new Map(tags.map((t) => [t.id, t])),
    authors: new Map(authors.map((a) => [a.id, a])),
    oldSlugs: new Map(history.filter((h) => visible.has(h.postId)).map((h) => [h.slug, h.postId])),
    images: await responsiveImages(db, websiteId, live.flatMap(mediaOf)),
    nextPublishAt: nextAt ? new Date(nextAt).getTime() : null,
  };
}

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The library images a post shows: its cover, its social image and its body's images. */
function mediaOf(post: LivePost): string[] {
  const found: string[] = [];
  if (post.coverSrc) found.push(post.coverSrc);
  if (post.socialImage) found.push(post.socialImage);
  const stack: unknown[] = [post.body];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    const { type, attrs, content } = node as { type?: unknown; attrs?: unknown; content?: unknown };
    if (type === 'image' && attrs && typeof (attrs as { src?: unknown }).src === 'string') {
      found.push((attrs as { src: string }).src);
    }
    if (Array.isArray(content)) stack.push(...content);
  }
  return found.filter((src) => src.startsWith('/_media/'));
}

/** A website's live blog at one version and one turn of the clock. */
export interface LoadedBlog extends LiveBlogData {
  /** Distinguishes reads of the same version (a scheduled post came due): part of cache keys. */
  generation: number;
}

/**
 * Live blogs by (website, blog version). An entry stays until its version is raised or the clock
 * passes its next scheduled post, then the next request reads again.
 */
export class BlogCache {
  private readonly entries = new Lru<LoadedBlog>(200, 32 * 1024 * 1024);
  private readonly pending = new Map<string, Promise<LoadedBlog>>();
  private generations = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  get(websiteId: string, version: number): Promise<LoadedBlog> {
    const key = `${websiteId}:${version}`;
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && (hit.nextPublishAt === null || at < hit.nextPublishAt)) return Promise.resolve(hit);
    let job = this.pending.get(key);
    if (!job) {
      job = loadLiveBlog(this.db, websiteId, new Date(at))
        .then((data) => {
          this.generations += 1;
          const loaded = { ...data, generation: this.generations };
          this.entries.set(key, loaded, 4096 + sizeOf(loaded));
          return loaded;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    return job;
  }
}

function sizeOf(blog: LiveBlogData): number {
  let bytes = 0;
  for (const post of blog.posts) bytes += 1024 + post.bodyText.length * 4;
  return bytes;
}
