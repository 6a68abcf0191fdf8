import { brokenPageLinks, type BrokenLink } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { draftPages, type DraftElement } from './draft-pages.ts';

type ElementRow = DraftElement;

/** A page's elements in reading order (depth first, siblings by order), as the page reads. */
function inReadingOrder(rows: ElementRow[]): ElementRow[] {
  const children = new Map<string | null, ElementRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.order - b.order);
  const ordered: ElementRow[] = [];
  const seen = new Set<string>();
  const walk = (parentId: string | null) => {
    for (const row of children.get(parentId) ?? []) {
      // Saved trees have no cycles, but a row written another way must not loop forever.
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      ordered.push(row);
      walk(row.id);
    }
  };
  walk(null);
  // Rows whose parent is not on the page are still checked, after the rest.
  return [...ordered, ...rows.filter((r) => !seen.has(r.id))];
}

/**
 * The page links of a website's draft that name a page it no longer has (deleted, or of another
 * site): published, they would draw no link. Every page's elements are checked, the shared header
 * and footer's too, home page first, then pages in the order they were made.
 */
export async function findBrokenLinks(
  db: Db,
  userId: string,
  websiteId: string,
): Promise<BrokenLink[]> {
  const sitePages = await draftPages(db, userId, websiteId);
  const pageIds = new Set(sitePages.map((p) => p.id));
  return sitePages.flatMap((page) =>
    brokenPageLinks(inReadingOrder(page.elements), pageIds).map((broken) => ({
      pageId: page.id,
      pageName: page.name,
      ...broken,
    })),
  );
}
