import {
  canContain,
  descendantIds,
  insertElement,
  uniquifyFieldNames,
  isElementType,
  type ElementData,
  type ElementType,
} from '@tessera/core';
import { useEditorStore } from './editor-store';
import { insertWrappers } from './commands';
import { placementFor } from './placement';

const KEY = 'tessera-clipboard';

/** Copies an element with its subtree; kept in local storage so it pastes onto any page or tab. */
export function copyElement(id: string): boolean {
  const { elements } = useEditorStore.getState();
  const root = elements[id];
  if (!root) return false;
  const subtree = [root, ...descendantIds(elements, id).map((d) => elements[d]!)];
  localStorage.setItem(KEY, JSON.stringify({ version: 1, elements: subtree }));
  return true;
}

function readClipboard(): ElementData[] | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as {
      elements?: ElementData[];
    } | null;
    const list = parsed?.elements;
    return Array.isArray(list) && list.length > 0 && list.every((e) => isElementType(e?.type))
      ? list
      : null;
  } catch {
    return null;
  }
}

/** A copied subtree is pasted only if it still holds together under the nesting rules. */
function subtreeProblem(copies: ElementData[]): string | null {
  const byId = new Map(copies.map((e) => [e.id, e]));
  for (const element of copies.slice(1)) {
    const parent = element.parentId ? byId.get(element.parentId) : undefined;
    if (!parent || !isElementType(parent.type) || !isElementType(element.type)) {
      return 'The copied element is incomplete; copy it again';
    }
    if (!canContain(parent.type, element.type))
      return `${parent.type} cannot contain ${element.type}`;
  }
  return null;
}

/**
 * Pastes the copied subtree with fresh ids where a palette click would put an element of its
 * type: inside the selection, after it or an ancestor, or at the end of the page. Returns a
 * refusal message or null.
 */
export function pasteElement(): string | null {
  const state = useEditorStore.getState();
  const copied = readClipboard();
  if (!copied || !state.page) return 'Nothing to paste: copy an element first';
  const pageId = state.page.id;
  const ids = new Map(copied.map((e) => [e.id, crypto.randomUUID()]));
  const copies = copied.map((e, index): ElementData => ({
    ...structuredClone(e),
    id: ids.get(e.id)!,
    pageId,
    parentId: index > 0 && e.parentId && ids.has(e.parentId) ? ids.get(e.parentId)! : null,
  }));
  const problem = subtreeProblem(copies);
  if (problem) return problem;
  const [root, ...rest] = copies;
  const place = placementFor(state, root!.type as ElementType);
  if ('refused' in place) return place.refused;
  return state.transact(
    'Paste element',
    (draft) => {
      const spot = insertWrappers(draft, pageId, place.parentId, place.index, place.wrappers);
      insertElement(draft, root!, spot.parentId, spot.index);
      for (const element of rest) draft[element.id] = element;
      uniquifyFieldNames(draft, root!.id);
    },
    { select: root!.id },
  );
}
