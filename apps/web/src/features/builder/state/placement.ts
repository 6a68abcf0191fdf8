import { canContain, dropProblem, isElementType, type ElementType } from '@tessera/core';
import { ROOT } from './children-index';
import type { EditorState } from './editor-store';

/**
 * Where a click (or Enter) on a palette item puts the new element: inside the selection when it
 * accepts the type, else right after the selection or its nearest ancestor whose parent accepts
 * it, else at the end of the page.
 */
export function placementFor(
  state: Pick<EditorState, 'elements' | 'children' | 'selectedId'>,
  type: ElementType,
): { parentId: string | null; index?: number } | { refused: string } {
  const selected = state.selectedId ? state.elements[state.selectedId] : undefined;
  if (selected && isElementType(selected.type) && canContain(selected.type, type)) {
    return { parentId: selected.id };
  }
  for (
    let node = selected;
    node;
    node = node.parentId ? state.elements[node.parentId] : undefined
  ) {
    const parent = node.parentId ? state.elements[node.parentId] : undefined;
    const parentType = parent && isElementType(parent.type) ? parent.type : null;
    if (canContain(parentType, type)) return { parentId: node.parentId, index: node.order + 1 };
  }
  if (canContain(null, type)) return { parentId: null, index: state.children[ROOT]?.length ?? 0 };
  const where = selected && isElementType(selected.type) ? selected.type : null;
  return {
    refused:
      where === null
        ? `${dropProblem(null, type)}. Select a column first.`
        : `${dropProblem(where, type)}. Select a column first.`,
  };
}
