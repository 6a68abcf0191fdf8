import { randomUUID } from 'node:crypto';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { copySubdomain, withPageLinksMoved } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { elements, pages, websites } from '../../db/schema.ts';
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

/**
 * Copies a website for its owner as a draft with a free `-copy` subdomain and no custom domain:
 * every page, and every element with a new id, its parent link pointed at the new parent and its
 * page links at the copied pages.
 * Run it inside a transaction, so a copy is complete or absent.
 */
export async function copyWebsite(
  tx: Db,
  userId: string,
  source: WebsiteRow,
): Promise<{ row: WebsiteRow; pageCount: number }> {
  const inserted = await tx
    .insert(websites)
    .values({
      userId,
      name: copyName(source.name),
      subdomain: await firstFreeCopySubdomain(tx, source.subdomain),
      domain: null,
      description: source.description,
      seoTitle: source.seoTitle,
      seoDescription: source.seoDescription,
      faviconUrl: source.faviconUrl,
      theme: source.theme,
      timezone: source.timezone,
      locale: source.locale,
      contact: source.contact,
      status: 'DRAFT',
      publishedAt: null,
      updatedAt: nextWebsiteUpdate(userId),
    })
    .returning();
  const copy = inserted[0]!;

  const sourcePages = await tx
    .select()
    .from(pages)
    .where(eq(pages.websiteId, source.id))
    .orderBy(desc(pages.isHome), asc(pages.createdAt), asc(pages.id));
  const pageIds = new Map(sourcePages.map((page) => [page.id, randomUUID()]));
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
    await copyElements(tx, pageIds);
  }
  return { row: copy, pageCount: sourcePages.filter((page) => page.kind === 'page').length };
}

async function copyElements(tx: Db, pageIds: Map<string, string>): Promise<void> {
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
    // A link to one of the site's pages leads to the copy of that page, not to the original.
    props: withPageLinksMoved(element.type, element.props, pageIds),
    styles: element.styles,
    responsive: element.responsive,
    order: element.order,
    isVisible: element.isVisible,
  }));
  for (let start = 0; start < copies.length; start += ELEMENTS_PER_INSERT) {
    await tx.insert(elements).values(copies.slice(start, start + ELEMENTS_PER_INSERT));
  }
}
