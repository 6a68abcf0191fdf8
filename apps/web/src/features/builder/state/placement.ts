import {
  acceptsChildren,
  canContain,
  isElementType,
  plainDropProblem,
  wrapperChain,
  type ElementType,
} from '@tessera/core';
import { ROOT } from './children-index';
import type { EditorState } from './editor-store';

export type Placement =
  { parentId: string | null; index?: number; wrappers: ElementType[] } | { refused: string };

/**
 * Where a click (or Enter) on a palette item, a paste or a dropped file puts the new element:
 * inside the selection when it accepts the type, else right after the selection or its nearest
 * ancestor whose parent accepts it, else at the end of the page. When none of those takes it as
 * it is, inside the selection (or its nearest ancestor that holds elements, or the page) with the
 * layout wrappers it needs: a text added to a section gets a container and a column.
 */
export function placementFor(
  state: Pick<EditorState, 'elements' | 'children' | 'selectedId'>,
  type: ElementType,
): Placement {
  const selected = state.selectedId ? state.elements[state.selectedId] : undefined;
  const typeOf = (id: string | null | undefined) => {
    const found = id ? state.elements[id]?.type : undefined;
    return found && isElementType(found) ? found : null;
  };
  if (selected && canContain(typeOf(selected.id), type)) {
    return { parentId: selected.id, wrappers: [] };
  }
  for (
    let node = selected;
    node;
    node = node.parentId ? state.elements[node.parentId] : undefined
  ) {
    if (canContain(typeOf(node.parentId), type)) {
      return { parentId: node.parentId, index: node.order + 1, wrappers: [] };
    }
  }
  const pageEnd = state.children[ROOT]?.length ?? 0;
  if (canContain(null, type)) return { parentId: null, index: pageEnd, wrappers: [] };
  for (
    let node = selected;
    node;
    node = node.parentId ? state.elements[node.parentId] : undefined
  ) {
    const holder = typeOf(node.id);
    const wrappers = holder && acceptsChildren(holder) ? wrapperChain(holder, type) : null;
    if (wrappers) return { parentId: node.id, wrappers };
  }
  const wrappers = wrapperChain(null, type);
  if (wrappers) return { parentId: null, index: pageEnd, wrappers };
  return { refused: plainDropProblem(typeOf(selected?.id), type) ?? 'This cannot be added here' };
}
