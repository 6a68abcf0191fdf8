import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { elements, pages, websites } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { isUuid } from '../../http/params.ts';
import { presentElement } from './presenter.ts';
import type { ElementData } from '@tessera/core';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks an owner's page for the rest of the transaction, so concurrent edits of one page apply
 * one after the other. Another owner's page, or none, is a 404.
 */
export async function lockOwnedPage(tx: Tx, userId: string, pageId: string) {
  if (!isUuid(pageId)) throw notFound('Page not found');
  const rows = await tx
    .select({ page: pages })
    .from(pages)
    .innerJoin(websites, eq(websites.id, pages.websiteId))
    .where(and(eq(pages.id, pageId), eq(websites.userId, userId)))
    .for('update', { of: pages });
  const page = rows[0]?.page;
  if (!page) throw notFound('Page not found');
  return page;
}

/** The page an owner's element sits on, or a 404. */
export async function pageIdOfOwnedElement(db: Db | Tx, userId: string, elementId: string) {
  if (!isUuid(elementId)) throw notFound('Element not found');
  const rows = await db
    .select({ pageId: elements.pageId })
    .from(elements)
    .innerJoin(pages, eq(pages.id, elements.pageId))
    .innerJoin(websites, eq(websites.id, pages.websiteId))
    .where(and(eq(elements.id, elementId), eq(websites.userId, userId)));
  if (!rows[0]) throw notFound('Element not found');
  return rows[0].pageId;
}

export async function loadPageElements(tx: Tx, pageId: string): Promise<ElementData[]> {
  const rows = await tx.select().from(elements).where(eq(elements.pageId, pageId));
  return rows.map(presentElement);
}

/** Marks the page (and its website) as changed: a new version for conflict checks. */
export async function bumpPage(tx: Tx, pageId: string, websiteId: string): Promise<number> {
  const now = new Date();
  const updated = await tx
    .update(pages)
    .set({ version: sql`${pages.version} + 1`, updatedAt: now })
    .where(eq(pages.id, pageId))
    .returning({ version: pages.version });
  await tx.update(websites).set({ updatedAt: now }).where(eq(websites.id, websiteId));
  return updated[0]!.version;
}
