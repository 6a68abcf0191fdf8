import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  blogAuthors,
  elements,
  media,
  pages,
  postRevisions,
  posts,
  productVariants,
  products,
  releases,
  services,
  websites,
} from '../../db/schema.ts';
import { offeredToVisitors } from '../samples/for-visitors.ts';
import type { HeldFile } from './media-files.ts';

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
/** A post showing the file (its cover, social image or an image of its body). */
export const postPlace = (title: string) => `Post: ${title}`;
/** A service showing the file as its picture. */
export const servicePlace = (name: string) => `Service: ${name}`;
/** A blog author whose picture the file is. */
export const authorPlace = (name: string) => `Author: ${name}`;

/** What a library file's addresses (original and copies) all hold: `/_media/ab/{sha256}/`. */
const markerOf = (key: string) => `/_media/${key.split('/').slice(0, 2).join('/')}/`;

/**
 * Where a file of the library is used: the draft pages and the live release's pages whose
 * elements hold its address (any prop: an image, a logo, a portfolio item; or a background in
 * any breakpoint's styles), the website's favicon, products showing it (each a draft place;
 * a published product of a published site is also a live one, seen at /products/{slug}), posts
 * (cover, social image, body; live when the live revision visitors may see shows it), services'
 * pictures (live when visitors see the service) and blog authors' pictures.
 */
export async function placesOf(db: Db, websiteId: string, key: string): Promise<MediaPlaces> {
  const needle = `%${markerOf(key)}%`;
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
  const published = site?.status === 'PUBLISHED';
  if (published) {
    live.push(...showing.filter(offeredToVisitors).map((p) => productPlace(p.name)));
  }
  const writing = await db
    .select({
      title: posts.title,
      status: posts.status,
      sample: posts.sample,
      draft: sql<boolean>`(coalesce(${posts.coverSrc}, '') || ' ' || coalesce(${posts.socialImage}, '') || ' ' || ${posts.body}::text) like ${needle}`,
      live: sql<boolean>`coalesce(${postRevisions.content}::text like ${needle}, false)`,
    })
    .from(posts)
    .leftJoin(postRevisions, eq(postRevisions.id, posts.liveRevisionId))
    .where(
      and(
        eq(posts.websiteId, websiteId),
        or(
          sql`${posts.coverSrc} like ${needle}`,
          sql`${posts.socialImage} like ${needle}`,
          sql`${posts.body}::text like ${needle}`,
          sql`${postRevisions.content}::text like ${needle}`,
        ),
      ),
    )
    .orderBy(posts.title);
  draft.push(...writing.filter((p) => p.draft).map((p) => postPlace(p.title)));
  if (published) {
    // A scheduled post counts: visitors will see it without another publish.
    live.push(
      ...writing
        .filter((p) => p.live && p.status !== 'draft' && !p.sample)
        .map((p) => postPlace(p.title)),
    );
  }
  const offering = await db
    .select({ name: services.name, isPublished: services.isPublished, sample: services.sample })
    .from(services)
    .where(and(eq(services.websiteId, websiteId), sql`${services.image} like ${needle}`))
    .orderBy(services.name);
  draft.push(...offering.map((s) => servicePlace(s.name)));
  if (published) {
    live.push(...offering.filter(offeredToVisitors).map((s) => servicePlace(s.name)));
  }
  const writers = await db
    .select({ name: blogAuthors.name })
    .from(blogAuthors)
    .where(and(eq(blogAuthors.websiteId, websiteId), sql`${blogAuthors.avatarSrc} like ${needle}`))
    .orderBy(blogAuthors.name);
  draft.push(...writers.map((a) => authorPlace(a.name)));
  return { draft, live };
}

/**
 * Deletes the website's library rows whose file `gone` (the stored text of rows just deleted)
 * showed and that nothing else uses any more (no place at all, draft or live), answering their
 * files for `MediaFiles.release` once the transaction has committed.
 */
export async function dropMediaOnlyUsedBy(
  tx: Db,
  websiteId: string,
  gone: string,
): Promise<HeldFile[]> {
  if (!gone.includes('/_media/')) return [];
  const library = await tx
    .select({ id: media.id, sha256: media.sha256, key: media.key, variants: media.variants })
    .from(media)
    .where(eq(media.websiteId, websiteId));
  const unused: typeof library = [];
  for (const row of library) {
    if (!gone.includes(markerOf(row.key))) continue;
    const used = await placesOf(tx, websiteId, row.key);
    if (used.draft.length === 0 && used.live.length === 0) unused.push(row);
  }
  if (unused.length === 0) return [];
  await tx.delete(media).where(
    inArray(
      media.id,
      unused.map((row) => row.id),
    ),
  );
  return unused.map((row) => ({
    sha256: row.sha256,
    keys: [row.key, ...row.variants.map((v) => v.key)],
  }));
}
