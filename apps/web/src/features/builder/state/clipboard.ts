import {
  canContain,
  descendantIds,
  insertElement,
  isElementType,
  type ElementData,
} from '@tessera/core';
import { useEditorStore } from './editor-store';

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

/**
 * Pastes the copied subtree with fresh ids: inside the selected element when it accepts it,
 * otherwise right after it, otherwise at the end of the page. Returns a refusal message or null.
 */
export function pasteElement(): string | null {
  const state = useEditorStore.getState();
  const copied = readClipboard();
  if (!copied || !state.page) return 'Nothing to paste: copy an element first';
  const ids = new Map(copied.map((e) => [e.id, crypto.randomUUID()]));
  const [root, ...rest] = copied.map((e): ElementData => ({
    ...structuredClone(e),
    id: ids.get(e.id)!,
    pageId: state.page!.id,
    parentId: e.parentId && ids.has(e.parentId) ? ids.get(e.parentId)! : null,
  }));
  const rootType = root!.type as Parameters<typeof canContain>[1];
  const selected = state.selectedId ? state.elements[state.selectedId] : undefined;
  let parentId: string | null = null;
  let index: number | undefined;
  if (selected && isElementType(selected.type) && canContain(selected.type, rootType)) {
    parentId = selected.id;
  } else if (selected) {
    const parent = selected.parentId ? state.elements[selected.parentId] : null;
    const parentType = parent && isElementType(parent.type) ? parent.type : null;
    if (canContain(parentType, rootType)) {
      parentId = selected.parentId;
      index = selected.order + 1;
    }
  }
  return state.transact(
    'Paste element',
    (draft) => {
      insertElement(draft, root!, parentId, index);
      for (const element of rest) draft[element.id] = element;
    },
    { select: root!.id },
  );
}
