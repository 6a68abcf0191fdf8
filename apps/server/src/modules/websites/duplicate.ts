import { randomUUID } from 'node:crypto';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { copySubdomain, POST_LINK_PREFIX, withPageLinksMoved } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import {
  blogAuthors,
  blogCategories,
  blogTags,
  elements,
  media,
  pages,
  postAuthors,
  postCategories,
  postRevisions,
  posts,
  postTags,
  productVariants,
  products,
  services,
  staff,
  staffServices,
  websites,
} from '../../db/schema.ts';
import { freshDomainProof } from '../domains/proof.ts';
import type { WebsiteRow } from './presenter.ts';
import { nextWebsiteUpdate } from './queries.ts';

const CANDIDATES_PER_QUERY = 20;
const MAX_NAME_LENGTH = 100;
const COPY_SUFFIX = ' (Copy)';
/** Rows per INSERT, well under PostgreSQL's limit of 65535 parameters per statement. */
const ELEMENTS_PER_INSERT = 500;

/** The first of `{sub}-copy`, `{sub}-copy-2`, `{sub}-copy-3`... that no website of anyone uses. */
export async function firstFreeCopySubdomain(db: Db, subdomain: string): Promise<string> {
  for (let first = 1; ; first += CANDIDATES_PER_QUERY) {
    const candidates = Array.from({ length: CANDIDATES_PER_QUERY }, (_, i) =>
      copySubdomain(subdomain, first + i),
    );
    const rows = await db
      .select({ subdomain: websites.subdomain })
      .from(websites)
      .where(inArray(websites.subdomain, candidates));
    const taken = new Set(rows.map((row) => row.subdomain));
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}

/** `{name} (Copy)`, shortening the name so the copy stays within the name limit. */
export function copyName(name: string): string {
  return `${name.slice(0, MAX_NAME_LENGTH - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/** What the copy is: whose, its name and address; the rest comes from the source. */
export interface CopyTarget {
  userId: string;
  name: string;
  subdomain: string;
  domain?: string | null;
  description?: string | null;
  timezone?: string;
  locale?: string;
  /** Extra columns of the new website row (a template website's id and version). */
  extra?: Partial<typeof websites.$inferInsert>;
}

export interface CopyOptions {
  /** Mark every copied product, service, person and post a sample (a template's copy). */
  asSamples?: boolean;
}

/**
 * Copies a website for its owner as a draft with a free `-copy` subdomain and no custom domain,
 * with everything `copyWebsiteInto` copies. Run it inside a transaction.
 */
export async function copyWebsite(
  tx: Db,
  userId: string,
  source: WebsiteRow,
): Promise<{ row: WebsiteRow; pageCount: number }> {
  return copyWebsiteInto(tx, source, {
    userId,
    name: copyName(source.name),
    subdomain: await firstFreeCopySubdomain(tx, source.subdomain),
  });
}

/**
 * Copies a website into a new draft website: its theme, SEO, contact, store and blog settings;
 * every page (the shared header and footer too), and every element with a new id, its parent
 * link pointed at the new parent, its page links at the copied pages and its references to the
 * copied products, services, staff and posts; the media rows (sharing the stored files), the
 * products with their variants, the services, the staff with their hours and services, and the
 * posts with their revisions, categories, tags and authors.
 * Run it inside a transaction, so a copy is complete or absent.
 */
export async function copyWebsiteInto(
  tx: Db,
  source: WebsiteRow,
  target: CopyTarget,
  options: CopyOptions = {},
): Promise<{ row: WebsiteRow; pageCount: number }> {
  const sourcePages = await tx
    .select()
    .from(pages)
    .where(eq(pages.websiteId, source.id))
    .orderBy(desc(pages.isHome), asc(pages.createdAt), asc(pages.id));
  const pageIds = new Map(sourcePages.map((page) => [page.id, randomUUID()]));
  const inserted = await tx
    .insert(websites)
    .values({
      userId: target.userId,
      name: target.name,
      subdomain: target.subdomain,
      domain: target.domain ?? null,
      ...(target.domain ? freshDomainProof(target.domain) : {}),
      description: target.description !== undefined ? target.description : source.description,
      seoTitle: source.seoTitle,
      seoDescription: source.seoDescription,
      faviconUrl: source.faviconUrl,
      theme: source.theme,
      store: source.store,
      // The blog's page is the copy of the source's blog page.
      blog: withIdsMoved(source.blog, pageIds),
      timezone: target.timezone ?? source.timezone,
      locale: target.locale ?? source.locale,
      contact: source.contact,
      status: 'DRAFT',
      publishedAt: null,
      updatedAt: nextWebsiteUpdate(target.userId),
      ...target.extra,
    })
    .returning();
  const copy = inserted[0]!;

  // Business rows first, so the elements can be pointed at their copies.
  const rowIds = await copyBusiness(tx, source.id, copy.id, options);
  if (sourcePages.length > 0) {
    await tx.insert(pages).values(
      sourcePages.map((page, index) => ({
        id: pageIds.get(page.id)!,
        websiteId: copy.id,
        name: page.name,
        slug: page.slug,
        title: page.title,
        description: page.description,
        isHome: page.isHome,
        kind: page.kind,
        hideHeader: page.hideHeader,
        hideFooter: page.hideFooter,
        // One transaction shares one now(): a microsecond apart keeps the pages' creation order.
        createdAt: sql<Date>`now() + interval ${sql.raw(`'${index} microseconds'`)}`,
      })),
    );
    await copyElements(tx, pageIds, rowIds);
  }
  return { row: copy, pageCount: sourcePages.filter((page) => page.kind === 'page').length };
}

async function copyElements(
  tx: Db,
  pageIds: Map<string, string>,
  rowIds: Map<string, string>,
): Promise<void> {
  const source = await tx
    .select()
    .from(elements)
    .where(inArray(elements.pageId, [...pageIds.keys()]));
  const elementIds = new Map(source.map((element) => [element.id, randomUUID()]));
  const copies = source.map((element) => ({
    id: elementIds.get(element.id)!,
    pageId: pageIds.get(element.pageId)!,
    parentId: element.parentId === null ? null : (elementIds.get(element.parentId) ?? null),
    type: element.type,
    name: element.name,
    // A link to one of the site's pages leads to the copy of that page, not to the original;
    // a product, service or post it names is the copy too.
    props: withIdsMoved(withPageLinksMoved(element.type, element.props, pageIds), rowIds),
    styles: element.styles,
    responsive: element.responsive,
    order: element.order,
    isVisible: element.isVisible,
  }));
  for (let start = 0; start < copies.length; start += ELEMENTS_PER_INSERT) {
    await tx.insert(elements).values(copies.slice(start, start + ELEMENTS_PER_INSERT));
  }
}

/**
 * The value with every string that is a copied row's id (alone, or after `post:`) replaced by
 * the copy's id. Ids are UUIDs, so no other text matches one.
 */
function withIdsMoved<T>(value: T, ids: Map<string, string>): T {
  if (ids.size === 0) return value;
  const move = (item: unknown): unknown => {
    if (typeof item === 'string') {
      const moved = ids.get(item.toLowerCase());
      if (moved) return moved;
      if (item.startsWith(POST_LINK_PREFIX)) {
        const post = ids.get(item.slice(POST_LINK_PREFIX.length).toLowerCase());
        if (post) return `${POST_LINK_PREFIX}${post}`;
      }
      return item;
    }
    if (Array.isArray(item)) return item.map(move);
    if (item && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, v]) => [key, move(v)]));
    }
    return item;
  };
  return move(value) as T;
}

/** New ids for the rows, remembered in `ids` (old id to new). */
function freshIds<R extends { id: string }>(rows: R[], ids: Map<string, string>): void {
  for (const row of rows) ids.set(row.id, randomUUID());
}

/**
 * Copies the website's media rows, products and variants, services, staff and who performs
 * what, and posts with their revisions and taxonomy. Answers every copied row's new id by its old.
 */
async function copyBusiness(
  tx: Db,
  fromId: string,
  toId: string,
  options: CopyOptions,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const sample = (was: boolean) => (options.asSamples ? true : was);
  const to = (id: string) => ids.get(id)!;

  const mediaRows = await tx.select().from(media).where(eq(media.websiteId, fromId));
  if (mediaRows.length > 0) {
    await tx
      .insert(media)
      .values(mediaRows.map((row) => ({ ...row, id: randomUUID(), websiteId: toId })));
  }

  const productRows = await tx.select().from(products).where(eq(products.websiteId, fromId));
  freshIds(productRows, ids);
  if (productRows.length > 0) {
    await tx.insert(products).values(
      productRows.map((row) => ({
        ...row,
        id: to(row.id),
        websiteId: toId,
        sample: sample(row.sample),
      })),
    );
    const variantRows = await tx
      .select()
      .from(productVariants)
      .where(eq(productVariants.websiteId, fromId));
    if (variantRows.length > 0) {
      await tx.insert(productVariants).values(
        variantRows.map((row) => ({
          ...row,
          id: randomUUID(),
          productId: to(row.productId),
          websiteId: toId,
        })),
      );
    }
  }

  const serviceRows = await tx.select().from(services).where(eq(services.websiteId, fromId));
  freshIds(serviceRows, ids);
  if (serviceRows.length > 0) {
    await tx.insert(services).values(
      serviceRows.map((row) => ({
        ...row,
        id: to(row.id),
        websiteId: toId,
        sample: sample(row.sample),
      })),
    );
  }
  const staffRows = await tx.select().from(staff).where(eq(staff.websiteId, fromId));
  freshIds(staffRows, ids);
  if (staffRows.length > 0) {
    await tx.insert(staff).values(
      staffRows.map((row) => ({
        ...row,
        id: to(row.id),
        websiteId: toId,
        sample: sample(row.sample),
      })),
    );
    const links = await tx
      .select()
      .from(staffServices)
      .where(
        inArray(
          staffServices.staffId,
          staffRows.map((row) => row.id),
        ),
      );
    if (links.length > 0) {
      await tx.insert(staffServices).values(
        links.map((link) => ({
          staffId: to(link.staffId),
          serviceId: to(link.serviceId),
          isPrimary: link.isPrimary,
        })),
      );
    }
  }

  await copyPosts(tx, fromId, toId, ids, sample);
  return ids;
}

async function copyPosts(
  tx: Db,
  fromId: string,
  toId: string,
  ids: Map<string, string>,
  sample: (was: boolean) => boolean,
): Promise<void> {
  const to = (id: string) => ids.get(id)!;
  for (const table of [blogCategories, blogTags, blogAuthors] as const) {
    const rows = await tx.select().from(table).where(eq(table.websiteId, fromId));
    freshIds(rows, ids);
    if (rows.length > 0) {
      await tx
        .insert(table)
        .values(rows.map((row) => ({ ...row, id: to(row.id), websiteId: toId })));
    }
  }
  const postRows = await tx.select().from(posts).where(eq(posts.websiteId, fromId));
  if (postRows.length === 0) return;
  freshIds(postRows, ids);
  const postIds = postRows.map((row) => row.id);
  const revisions = await tx
    .select()
    .from(postRevisions)
    .where(inArray(postRevisions.postId, postIds));
  freshIds(revisions, ids);
  await tx.insert(posts).values(
    postRows.map((row) => ({
      ...row,
      id: to(row.id),
      websiteId: toId,
      liveRevisionId: row.liveRevisionId ? (ids.get(row.liveRevisionId) ?? null) : null,
      body: withIdsMoved(row.body, ids),
      sample: sample(row.sample),
    })),
  );
  if (revisions.length > 0) {
    await tx.insert(postRevisions).values(
      revisions.map((row) => ({
        ...row,
        id: to(row.id),
        postId: to(row.postId),
        content: withIdsMoved(row.content, ids),
      })),
    );
  }
  const categoryLinks = await tx
    .select()
    .from(postCategories)
    .where(inArray(postCategories.postId, postIds));
  if (categoryLinks.length > 0) {
    await tx.insert(postCategories).values(
      categoryLinks.map((link) => ({
        ...link,
        postId: to(link.postId),
        categoryId: to(link.categoryId),
      })),
    );
  }
  const tagLinks = await tx.select().from(postTags).where(inArray(postTags.postId, postIds));
  if (tagLinks.length > 0) {
    await tx
      .insert(postTags)
      .values(
        tagLinks.map((link) => ({ ...link, postId: to(link.postId), tagId: to(link.tagId) })),
      );
  }
  const authorLinks = await tx
    .select()
    .from(postAuthors)
    .where(inArray(postAuthors.postId, postIds));
  if (authorLinks.length > 0) {
    await tx.insert(postAuthors).values(
      authorLinks.map((link) => ({
        ...link,
        postId: to(link.postId),
        authorId: to(link.authorId),
      })),
    );
  }
}
