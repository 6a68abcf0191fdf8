import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { blogIndexSeed, blogSettingsOf, pageSlugFromName, seedElements } from '@tessera/core';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  blogAuthors,
  blogCategories,
  blogTags,
  pages,
  postAuthors,
  postCategories,
  postRevisions,
  postSlugHistory,
  postTags,
  posts,
  websites,
  type PostRevisionContent,
} from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { insertElements } from '../elements/persist.ts';
import type { PostLinks } from './presenter.ts';

/**
 * The parts of a post kept beside it: its categories, tags and authors; its slug history; the
 * website's blog page. Each runs inside the caller's transaction.
 */

/** Marks what the live blog shows as changed: its cached pages and feeds are drawn afresh. */
export async function bumpBlogVersion(tx: Db, websiteId: string): Promise<void> {
  await tx
    .update(websites)
    .set({ blogVersion: sql`${websites.blogVersion} + 1` })
    .where(eq(websites.id, websiteId));
}

const LINK_TABLES = {
  categoryIds: { link: postCategories, term: blogCategories, column: 'categoryId' },
  tagIds: { link: postTags, term: blogTags, column: 'tagId' },
  authorIds: { link: postAuthors, term: blogAuthors, column: 'authorId' },
} as const;

const LINK_LABELS: Record<keyof PostLinks, string> = {
  categoryIds: 'category',
  tagIds: 'tag',
  authorIds: 'author',
};

/** The categories, tags and authors of posts, in the owner's order. */
export async function linksOf(db: Db, postIds: readonly string[]): Promise<Map<string, PostLinks>> {
  const result = new Map<string, PostLinks>(
    postIds.map((id) => [id, { categoryIds: [], tagIds: [], authorIds: [] }]),
  );
  if (postIds.length === 0) return result;
  // One query for the three kinds (inside a transaction they would share one connection anyway).
  const ids = [...postIds];
  const linked = (kind: keyof PostLinks) => {
    const { link, column } = LINK_TABLES[kind];
    return db
      .select({
        kind: sql<keyof PostLinks>`${sql.raw(`'${kind}'`)}`.as('kind'),
        postId: link.postId,
        id: sql<string>`${link[column as keyof typeof link]}`.as('id'),
        position: link.position,
      })
      .from(link)
      .where(inArray(link.postId, ids));
  };
  const rows = await linked('categoryIds')
    .unionAll(linked('tagIds'))
    .unionAll(linked('authorIds'))
    .orderBy(asc(sql`position`));
  for (const r of rows) result.get(r.postId)?.[r.kind].push(r.id);
  return result;
}

/** Replaces the links given; every id must be one of this website's terms (else a 400). */
export async function replaceLinks(
  tx: Db,
  websiteId: string,
  postId: string,
  links: Partial<PostLinks>,
): Promise<void> {
  for (const key of Object.keys(LINK_TABLES) as (keyof PostLinks)[]) {
    const ids = links[key];
    if (ids === undefined) continue;
    const unique = [...new Set(ids)];
    const { link, term, column } = LINK_TABLES[key];
    if (unique.length > 0) {
      const known = await tx
        .select({ id: term.id })
        .from(term)
        .where(and(eq(term.websiteId, websiteId), inArray(term.id, unique)));
      if (known.length !== unique.length) {
        const message = `Choose a ${LINK_LABELS[key]} of this website`;
        throw badRequest(message, { [key]: message });
      }
    }
    await tx.delete(link).where(eq(link.postId, postId));
    if (unique.length > 0) {
      await tx
        .insert(link)
        .values(unique.map((id, position) => ({ postId, [column]: id, position }) as never));
    }
  }
}

/** Whether another post of the website has this slug now. */
export async function slugTaken(
  tx: Db,
  websiteId: string,
  slug: string,
  exceptPostId?: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.websiteId, websiteId), eq(posts.slug, slug)));
  return rows.some((r) => r.id !== exceptPostId);
}

/** `hello-world`, else `hello-world-2`, `-3`...: the first slug no post of the website has. */
export async function freePostSlug(tx: Db, websiteId: string, wanted: string): Promise<string> {
  const rows = await tx
    .select({ slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.websiteId, websiteId), sql`${posts.slug} like ${`${wanted}%`}`));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(wanted)) return wanted;
  let n = 2;
  while (taken.has(`${wanted}-${n}`)) n += 1;
  return `${wanted}-${n}`;
}

/**
 * A post takes a slug: whatever old address pointed elsewhere with it now belongs to this post
 * (the newest claimant wins). When a post visitors could reach leaves a slug, the old one is
 * kept as a redirect to it, and its live copy moves too, so the address changes at once and an
 * old link never breaks. A redirect always names the post, never a slug: one hop, no loop.
 */
export async function moveSlug(
  tx: Db,
  post: { id: string; websiteId: string; slug: string; liveRevisionId: string | null },
  slug: string,
): Promise<void> {
  await tx
    .delete(postSlugHistory)
    .where(and(eq(postSlugHistory.websiteId, post.websiteId), eq(postSlugHistory.slug, slug)));
  if (post.slug === slug || post.liveRevisionId === null) return;
  await tx
    .insert(postSlugHistory)
    .values({ websiteId: post.websiteId, slug: post.slug, postId: post.id })
    .onConflictDoUpdate({
      target: [postSlugHistory.websiteId, postSlugHistory.slug],
      set: { postId: post.id, createdAt: new Date() },
    });
  await tx
    .update(postRevisions)
    .set({ content: sql`jsonb_set(${postRevisions.content}, '{slug}', to_jsonb(${slug}::text))` })
    .where(eq(postRevisions.id, post.liveRevisionId));
}

/** The content of the revision visitors see of each post, by post id. */
export async function liveContents(
  db: Db,
  revisionIds: readonly (string | null)[],
): Promise<Map<string, PostRevisionContent>> {
  const ids = revisionIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: postRevisions.id, content: postRevisions.content })
    .from(postRevisions)
    .where(inArray(postRevisions.id, ids));
  return new Map(rows.map((r) => [r.id, r.content]));
}

/**
 * The website's blog page: the one its settings name, else (for its first post) a new page
 * "Blog" holding the grid of posts, at `/blog` or the first free address like it.
 */
export async function ensureBlogPage(
  tx: Db,
  website: { id: string; blog: unknown },
): Promise<{ id: string; slug: string }> {
  const settings = blogSettingsOf(website.blog as never);
  if (settings.indexPageId) {
    const [page] = await tx
      .select({ id: pages.id, slug: pages.slug })
      .from(pages)
      .where(and(eq(pages.id, settings.indexPageId), eq(pages.websiteId, website.id)));
    if (page) return page;
  }
  const taken = new Set(
    (await tx.select({ slug: pages.slug }).from(pages).where(eq(pages.websiteId, website.id))).map(
      (p) => p.slug,
    ),
  );
  let slug = pageSlugFromName('Blog', 'blog');
  for (let n = 2; taken.has(slug); n += 1) slug = `blog-${n}`;
  const [page] = await tx
    .insert(pages)
    .values({ websiteId: website.id, name: 'Blog', slug, title: 'Blog' })
    .returning({ id: pages.id, slug: pages.slug });
  await insertElements(tx as never, page!.id, seedElements(blogIndexSeed(), page!.id, randomUUID));
  await tx
    .update(websites)
    .set({ blog: { ...settings, indexPageId: page!.id } })
    .where(eq(websites.id, website.id));
  return page!;
}

/** `/blog`: where the website's posts live, from its blog page's slug (`/blog` before one). */
export async function blogPathOf(db: Db, website: { id: string; blog: unknown }): Promise<string> {
  const settings = blogSettingsOf(website.blog as never);
  if (!settings.indexPageId) return '/blog';
  const [page] = await db
    .select({ slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.id, settings.indexPageId), eq(pages.websiteId, website.id)));
  return `/${page?.slug ?? 'blog'}`;
}
