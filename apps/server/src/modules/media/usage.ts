import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { elements, pages, releases, websites } from '../../db/schema.ts';

export interface MediaPlaces {
  /** Pages of the draft whose elements point at the file. */
  draft: string[];
  /** Pages of the live release that show it. */
  live: string[];
}

/** The website's favicon, named as a place beside its pages. */
export const FAVICON_PLACE = 'Website favicon';

/**
 * Where a file of the library is used: the draft pages and the live release's pages whose
 * elements hold its address (any prop: an image, a logo, a portfolio item; or a background in
 * any breakpoint's styles), and the website's favicon.
 */
export async function placesOf(db: Db, websiteId: string, key: string): Promise<MediaPlaces> {
  const needle = `%/_media/${key.split('/').slice(0, 2).join('/')}/%`;
  const draftPages = await db
    .selectDistinct({ name: pages.name })
    .from(elements)
    .innerJoin(pages, eq(pages.id, elements.pageId))
    .where(
      and(
        eq(pages.websiteId, websiteId),
        or(
          sql`${elements.props}::text like ${needle}`,
          sql`${elements.styles}::text like ${needle}`,
          sql`${elements.responsive}::text like ${needle}`,
        ),
      ),
    );
  const [site] = await db
    .select({
      faviconUrl: websites.faviconUrl,
      status: websites.status,
      snapshot: releases.snapshot,
    })
    .from(websites)
    .leftJoin(releases, eq(releases.id, websites.liveReleaseId))
    .where(eq(websites.id, websiteId));
  const marker = needle.slice(1, -1);
  const draft = draftPages.map((d) => d.name).sort();
  if (site?.faviconUrl?.includes(marker)) draft.push(FAVICON_PLACE);
  const snapshot = site?.status === 'PUBLISHED' ? site.snapshot : null;
  const live = (snapshot?.pages ?? [])
    .filter((page) => page.elements.some((e) => JSON.stringify(e).includes(marker)))
    .map((page) => page.name)
    .sort();
  if (snapshot?.site.faviconUrl?.includes(marker)) live.push(FAVICON_PLACE);
  return { draft, live };
}
