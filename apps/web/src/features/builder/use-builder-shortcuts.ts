import { useEffect } from 'react';
import { notify } from '@/lib/toast';
import { withSortAnimation } from './canvas/sort-animation';
import { deleteElement, duplicate, moveElementTo } from './state/commands';
import { copyElement, pasteElement } from './state/clipboard';
import { ROOT } from './state/children-index';
import { useEditorStore } from './state/editor-store';
import { useInlineEditStore } from './state/inline-edit-store';
import { savePage } from './state/save-page';
import { useDropStore } from './dnd/drop-store';

function isTyping(target: EventTarget | null): boolean {
  const node = target as HTMLElement | null;
  if (!node) return false;
  return node.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(node.tagName);
}

export async function saveDraft(): Promise<void> {
  if (await savePage()) notify.success('Draft saved!');
  else notify.error(useEditorStore.getState().saveError ?? 'Failed to save');
}

/** Arrow keys walk the tree: up and down through siblings, left to the parent, right into it. */
function moveSelection(key: string) {
  const { elements, children, selectedId, select } = useEditorStore.getState();
  const current = selectedId ? elements[selectedId] : undefined;
  if (!current) {
    const first = children[ROOT]?.[0];
    if (first) select(first);
    return;
  }
  const siblings = children[current.parentId ?? ROOT] ?? [];
  const at = siblings.indexOf(current.id);
  const next =
    key === 'ArrowUp'
      ? siblings[at - 1]
      : key === 'ArrowDown'
        ? siblings[at + 1]
        : key === 'ArrowLeft'
          ? current.parentId
          : children[current.id]?.[0];
  if (next) select(next);
}

function report(refused: string | null) {
  if (refused) notify.error(refused);
}

/** The builder's keyboard: history, saving, clipboard, moving through and rearranging the tree. */
export function useBuilderShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (useInlineEditStore.getState().editingId) return;
      const mod = event.metaKey || event.ctrlKey;
      const key = event.key.toLowerCase();
      const store = useEditorStore.getState();
      if (mod && key === 's') {
        event.preventDefault();
        void saveDraft();
        return;
      }
      if (isTyping(event.target)) return;
      const selected = store.selectedId;
      if (mod && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) store.redo();
        else store.undo();
      } else if (mod && key === 'y') {
        event.preventDefault();
        store.redo();
      } else if (mod && key === 'd' && selected) {
        event.preventDefault();
        report(duplicate(selected));
      } else if (mod && key === 'c' && selected) {
        if (copyElement(selected)) notify.info('Copied');
      } else if (mod && key === 'v') {
        event.preventDefault();
        report(pasteElement());
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && selected) {
        event.preventDefault();
        report(deleteElement(selected));
      } else if (event.key === 'Escape') {
        // Escape during a drag cancels the drag only.
        if (!useDropStore.getState().dragged) store.select(null);
      } else if (
        event.altKey &&
        (event.key === 'ArrowUp' || event.key === 'ArrowDown') &&
        selected
      ) {
        event.preventDefault();
        const element = store.elements[selected]!;
        const count = store.children[element.parentId ?? ROOT]?.length ?? 0;
        const to = event.key === 'ArrowUp' ? element.order - 1 : element.order + 1;
        if (to >= 0 && to < count)
          report(
            withSortAnimation([element.parentId], () =>
              moveElementTo(selected, element.parentId, to),
            ),
          );
      } else if (event.key.startsWith('Arrow') && !event.altKey && !mod) {
        if (
          (event.target as HTMLElement | null)?.closest?.(
            '[data-palette-item], [role=tablist], [role=radiogroup]',
          )
        )
          return;
        event.preventDefault();
        moveSelection(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
