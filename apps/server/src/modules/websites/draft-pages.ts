import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { elements, pages } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { findOwnedWebsite } from './queries.ts';
import { WEBSITE_NOT_FOUND } from './service.ts';

export type DraftElement = Pick<
  typeof elements.$inferSelect,
  'id' | 'pageId' | 'parentId' | 'type' | 'name' | 'props' | 'order' | 'isVisible'
>;

export interface DraftPage {
  id: string;
  name: string;
  kind: (typeof pages.$inferSelect)['kind'];
  elements: DraftElement[];
}

/**
 * The owner's website's draft as the checks before publishing read it: every page, the shared
 * header and footer too, home page first, then in the order they were made, each with its
 * elements (in no particular order). A website of another owner is a 404.
 */
export async function draftPages(db: Db, userId: string, websiteId: string): Promise<DraftPage[]> {
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
  const byPage = new Map<string, DraftElement[]>(sitePages.map((page) => [page.id, []]));
  for (const row of rows) byPage.get(row.pageId)?.push(row);
  return sitePages.map((page) => ({ ...page, elements: byPage.get(page.id) ?? [] }));
}
