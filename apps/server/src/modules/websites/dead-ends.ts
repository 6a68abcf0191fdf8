import { and, eq } from 'drizzle-orm';
import { deadEnds, type DeadEnd } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema.ts';
import { visiblePost } from '../blog/live-blog.ts';
import { draftPages } from './draft-pages.ts';

/**
 * What the website's draft would publish that goes nowhere (buttons without a link, links to a
 * section no page has, empty image slots, product and booking blocks without their product or
 * service, blog cards and grids without their post or term, links to posts visitors cannot see),
 * every page's and the shared header and footer's, home page first, then pages in the order they
 * were made, each in reading order. Asked before publishing, beside the broken links.
 */
export async function findDeadEnds(
  db: Db,
  userId: string,
  websiteId: string,
  now: number,
): Promise<DeadEnd[]> {
  const pages = await draftPages(db, userId, websiteId);
  const visible = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.websiteId, websiteId), visiblePost(new Date(now))));
  return deadEnds(pages, { visiblePostIds: new Set(visible.map((post) => post.id.toLowerCase())) });
}
