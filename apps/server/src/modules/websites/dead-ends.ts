import { asc, desc, eq } from 'drizzle-orm';
import { deadEnds, type DeadEnd, type DeadEndPage } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { elements, pages } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { findOwnedWebsite } from './queries.ts';
import { WEBSITE_NOT_FOUND } from './service.ts';

/**
 * What the website's draft would publish that goes nowhere (buttons without a link, links to a
 * section no page has, empty image slots, product and booking blocks without their product or
 * service), every page's and the shared header and footer's, home page first, then pages in the
 * order they were made, each in reading order. Asked before publishing, beside the broken links.
 */
export async function findDeadEnds(db: Db, userId: string, websiteId: string): Promise<DeadEnd[]> {
  if (!(await findOwnedWebsite(db, userId, websiteId))) throw notFound(WEBSITE_NOT_FOUND);
  const sitePages = await db
    .select({ id: pages.id, name: pages.name, kind: pages.kind })
    .from(pages)
    .where(eq(pages.websiteId, websiteId))
    .orderBy(desc(pages.isHome), asc(pages.createdAt), asc(pages.id));
  const rows = await db
    .select({
      id: elements.id,
      pageId: elements.pageId,
      parentId: elements.parentId,
      type: elements.type,
      name: elements.name,
      props: elements.props,
      order: elements.order,
      isVisible: elements.isVisible,
    })
    .from(elements)
    .innerJoin(pages, eq(pages.id, elements.pageId))
    .where(eq(pages.websiteId, websiteId));
  const byPage = new Map<string, DeadEndPage['elements'][number][]>();
  for (const row of rows) byPage.set(row.pageId, [...(byPage.get(row.pageId) ?? []), row]);
  return deadEnds(sitePages.map((page) => ({ ...page, elements: byPage.get(page.id) ?? [] })));
}
