import type { ElementData } from '@tessera/core';

/** Key of the page's top level in the children index. */
export const ROOT = '';

export type ChildrenIndex = Record<string, string[]>;

/**
 * Ids of each parent's children in order. Lists that did not change keep their identity, so a
 * canvas node subscribed to its own list re-renders only when its children really changed.
 */
export function buildChildrenIndex(
  elements: Record<string, ElementData>,
  previous: ChildrenIndex = {},
): ChildrenIndex {
  const groups: Record<string, ElementData[]> = {};
  for (const element of Object.values(elements)) {
    (groups[element.parentId ?? ROOT] ??= []).push(element);
  }
  const index: ChildrenIndex = {};
  for (const [parent, list] of Object.entries(groups)) {
    const ids = list.sort((a, b) => a.order - b.order).map((e) => e.id);
    const before = previous[parent];
    index[parent] =
      before && before.length === ids.length && before.every((id, i) => id === ids[i])
        ? before
        : ids;
  }
  return index;
}

export const EMPTY_CHILDREN: readonly string[] = Object.freeze([]);
