import { deadEnds, type DeadEnd } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { draftPages } from './draft-pages.ts';

/**
 * What the website's draft would publish that goes nowhere (buttons without a link, links to a
 * section no page has, empty image slots, product and booking blocks without their product or
 * service), every page's and the shared header and footer's, home page first, then pages in the
 * order they were made, each in reading order. Asked before publishing, beside the broken links.
 */
export async function findDeadEnds(db: Db, userId: string, websiteId: string): Promise<DeadEnd[]> {
  return deadEnds(await draftPages(db, userId, websiteId));
}
