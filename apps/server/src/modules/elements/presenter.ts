import type { ElementData } from '@tessera/core';
import type { elements } from '../../db/schema.ts';

type ElementRow = typeof elements.$inferSelect;

export function presentElement(row: ElementRow): ElementData {
  return {
    id: row.id,
    pageId: row.pageId,
    parentId: row.parentId,
    type: row.type,
    name: row.name,
    props: row.props,
    styles: row.styles,
    responsive: row.responsive,
    order: row.order,
    isVisible: row.isVisible,
  };
}

/** A page's elements in a stable reading order: by parent, then by order. */
export function sortElements(list: ElementData[]): ElementData[] {
  return [...list].sort(
    (a, b) => (a.parentId ?? '').localeCompare(b.parentId ?? '') || a.order - b.order,
  );
}
