import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { elements, pages, productVariants, products, releases, websites } from '../../db/schema.ts';
import { offeredToVisitors } from '../samples/for-visitors.ts';

export interface MediaPlaces {
  /** Pages of the draft whose elements point at the file. */
  draft: string[];
  /** Pages of the live release that show it. */
  live: string[];
}

/** The website's favicon, named as a place beside its pages. */
export const FAVICON_PLACE = 'Website favicon';

/** A product showing the file (as its picture or a variant's), named as a place. */
export const productPlace = (name: string) => `Product: ${name}`;

/**
 * Where a file of the library is used: the draft pages and the live release's pages whose
 * elements hold its address (any prop: an image, a logo, a portfolio item; or a background in
 * any breakpoint's styles), the website's favicon, and products showing it (each a draft place;
 * a published product of a published site is also a live one, seen at /products/{slug}).
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
  const showing = await db
    .select({ name: products.name, isPublished: products.isPublished, sample: products.sample })
    .from(products)
    .where(
      and(
        eq(products.websiteId, websiteId),
        or(
          sql`${products.images}::text like ${needle}`,
          sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.image} like ${needle})`,
        ),
      ),
    )
    .orderBy(products.name);
  draft.push(...showing.map((p) => productPlace(p.name)));
  if (site?.status === 'PUBLISHED') {
    live.push(...showing.filter(offeredToVisitors).map((p) => productPlace(p.name)));
  }
  return { draft, live };
}
