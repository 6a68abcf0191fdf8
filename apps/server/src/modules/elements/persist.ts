import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ElementData } from '@tessera/core';
import { elements } from '../../db/schema.ts';
import type { Tx } from './page-lock.ts';

const INSERT_BATCH = 500;

function toRow(element: ElementData, pageId: string) {
  return {
    id: element.id,
    pageId,
    parentId: element.parentId,
    type: element.type,
    name: element.name,
    props: element.props,
    styles: element.styles,
    responsive: element.responsive,
    order: element.order,
    isVisible: element.isVisible,
  };
}

export async function insertElements(tx: Tx, pageId: string, list: ElementData[]): Promise<void> {
  for (let i = 0; i < list.length; i += INSERT_BATCH) {
    await tx.insert(elements).values(list.slice(i, i + INSERT_BATCH).map((e) => toRow(e, pageId)));
  }
}

/** Ids among `ids` that already belong to another page (element ids are global). */
export async function idsTakenElsewhere(tx: Tx, pageId: string, ids: string[]): Promise<string[]> {
  const taken: string[] = [];
  for (let i = 0; i < ids.length; i += INSERT_BATCH) {
    const rows = await tx
      .select({ id: elements.id })
      .from(elements)
      .where(
        and(inArray(elements.id, ids.slice(i, i + INSERT_BATCH)), ne(elements.pageId, pageId)),
      );
    taken.push(...rows.map((r) => r.id));
  }
  return taken;
}

/** Writes what a tree operation changed: new rows, removed rows, and moved or renumbered ones. */
export async function persistChanges(
  tx: Tx,
  pageId: string,
  before: ElementData[],
  after: Record<string, ElementData>,
): Promise<void> {
  const previous = new Map(before.map((e) => [e.id, e]));
  const removed = before.filter((e) => !after[e.id]).map((e) => e.id);
  const added = Object.values(after).filter((e) => !previous.has(e.id));
  if (removed.length > 0) await tx.delete(elements).where(inArray(elements.id, removed));
  await insertElements(tx, pageId, added);
  const now = new Date();
  for (const element of Object.values(after)) {
    const old = previous.get(element.id);
    if (old && (old.parentId !== element.parentId || old.order !== element.order)) {
      await tx
        .update(elements)
        .set({ parentId: element.parentId, order: element.order, updatedAt: now })
        .where(eq(elements.id, element.id));
    }
  }
}
