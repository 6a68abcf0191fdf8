import { and, eq, sql } from 'drizzle-orm';
import { postLayoutElements } from '@tessera/core';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { pages, posts } from '../../db/schema.ts';
import { insertElements } from '../elements/persist.ts';
import type { PageRow } from './presenter.ts';

/** The slug and name the post layout is stored under: not a slug an owner can choose. */
const POST_LAYOUT = { slug: '_post', name: 'Post layout' } as const;

/**
 * The website's post layout, the page every post is drawn in, made with its post and related
 * posts the first time it is needed. Run it inside a transaction that holds the website's lock,
 * so a website only ever has one.
 */
export async function ensurePostLayout(tx: Db, websiteId: string): Promise<PageRow> {
  const [found] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.websiteId, websiteId), eq(pages.kind, 'post')))
    .limit(1);
  if (found) return found;
  const [row] = await tx
    .insert(pages)
    .values({ websiteId, kind: 'post', ...POST_LAYOUT, isHome: false })
    .returning();
  await insertElements(tx as never, row!.id, postLayoutElements(row!.id, randomUUID));
  return row!;
}

/**
 * The website's post layout once it has posts to show in it (made now for a website whose posts
 * came before layouts did), else null. Same lock as `ensurePostLayout`.
 */
export async function postLayoutIfBlog(tx: Db, websiteId: string): Promise<PageRow | null> {
  const [blog] = await tx
    .select({ has: sql<boolean>`true` })
    .from(posts)
    .where(eq(posts.websiteId, websiteId))
    .limit(1);
  return blog ? ensurePostLayout(tx, websiteId) : null;
}
