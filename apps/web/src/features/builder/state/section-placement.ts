import { ROOT } from './children-index';
import type { EditorState } from './editor-store';

/**
 * Where a click (or Enter) on a section template puts the section: right after the top-level
 * element that holds the selection, so it lands next to what the owner is looking at, or at the
 * end of the page when nothing is selected.
 */
export function sectionPlacement(
  state: Pick<EditorState, 'elements' | 'children' | 'selectedId'>,
): { parentId: null; index: number } {
  let node = state.selectedId ? state.elements[state.selectedId] : undefined;
  while (node?.parentId) node = state.elements[node.parentId];
  return { parentId: null, index: node ? node.order + 1 : (state.children[ROOT]?.length ?? 0) };
}
