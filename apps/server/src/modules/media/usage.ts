import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { elements, pages, releases, websites } from '../../db/schema.ts';

export interface MediaPlaces {
  /** Pages of the draft whose elements point at the file. */
  draft: string[];
  /** Pages of the live release that show it. */
  live: string[];
}

/**
 * Where a file of the library is used: the draft pages and the live release's pages whose
 * elements hold its address (any prop: an image, a logo, a portfolio item, a background).
 */
export async function placesOf(db: Db, websiteId: string, key: string): Promise<MediaPlaces> {
  const needle = `%/_media/${key.split('/').slice(0, 2).join('/')}/%`;
  const draft = await db
    .selectDistinct({ name: pages.name })
    .from(elements)
    .innerJoin(pages, eq(pages.id, elements.pageId))
    .where(and(eq(pages.websiteId, websiteId), sql`${elements.props}::text like ${needle}`));
  const [site] = await db
    .select({ snapshot: releases.snapshot })
    .from(websites)
    .innerJoin(releases, eq(releases.id, websites.liveReleaseId))
    .where(and(eq(websites.id, websiteId), eq(websites.status, 'PUBLISHED')));
  const marker = needle.slice(1, -1);
  const live = (site?.snapshot.pages ?? [])
    .filter((page) => page.elements.some((e) => JSON.stringify(e.props).includes(marker)))
    .map((page) => page.name);
  return { draft: draft.map((d) => d.name).sort(), live: live.sort() };
}

/** Whether any release of the website, live or kept for a restore, shows the file. */
export async function inAnyRelease(db: Db, websiteId: string, key: string): Promise<boolean> {
  const needle = `%/_media/${key.split('/').slice(0, 2).join('/')}/%`;
  const [found] = await db
    .select({ id: releases.id })
    .from(releases)
    .where(and(eq(releases.websiteId, websiteId), sql`${releases.snapshot}::text like ${needle}`))
    .limit(1);
  return Boolean(found);
}
