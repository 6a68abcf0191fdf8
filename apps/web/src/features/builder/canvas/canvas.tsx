import { useDroppable } from '@dnd-kit/core';
import { LayoutTemplate, Plus } from 'lucide-react';
import type { MouseEvent } from 'react';
import { BASE_CSS } from '@tessera/blocks';
import { CANVAS_WIDTHS } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { ROOT, EMPTY_CHILDREN } from '../state/children-index';
import { addElement } from '../state/commands';
import { useEditorStore } from '../state/editor-store';
import { INLINE_TEXT_TYPES, useInlineEditStore } from '../state/inline-edit-store';
import { CanvasNode } from './canvas-node';
import { DropIndicator } from './drop-indicator';
import { SelectionHandle } from './selection-handle';

export const CANVAS_DROPPABLE_ID = 'canvas';

function elementIdAt(target: EventTarget | null): string | null {
  const node = (target as HTMLElement | null)?.closest?.('[data-element-id]');
  return node?.getAttribute('data-element-id') ?? null;
}

/** The page being edited, drawn by the same blocks as the published site, at the mode's width. */
export function Canvas() {
  const rootIds = useEditorStore((s) => s.children[ROOT] ?? EMPTY_CHILDREN);
  const breakpoint = useEditorStore((s) => s.breakpoint);
  const { setNodeRef } = useDroppable({ id: CANVAS_DROPPABLE_ID });

  const onClick = (event: MouseEvent) => {
    if (useInlineEditStore.getState().editingId) return;
    event.preventDefault();
    useEditorStore.getState().select(elementIdAt(event.target));
  };
  const onDoubleClick = (event: MouseEvent) => {
    const id = elementIdAt(event.target);
    const element = id ? useEditorStore.getState().elements[id] : undefined;
    if (!id || !element || !INLINE_TEXT_TYPES.has(element.type)) return;
    useInlineEditStore.getState().setEditing(id);
    // Focus the fresh editable node once React has put it in place.
    requestAnimationFrame(() => {
      const node = document.querySelector<HTMLElement>(`[data-element-id="${id}"]`);
      if (!node) return;
      node.focus();
      const range = document.createRange();
      range.selectNodeContents(node);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    });
  };

  return (
    <div className="b-canvas-scroller" onMouseLeave={() => useEditorStore.getState().hover(null)}>
      <style>{BASE_CSS}</style>
      <div
        ref={setNodeRef}
        data-canvas-root
        data-breakpoint={breakpoint}
        className="t-page b-canvas"
        style={{ width: CANVAS_WIDTHS[breakpoint] }}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
        onMouseOver={(event) => useEditorStore.getState().hover(elementIdAt(event.target))}
      >
        {rootIds.length > 0 ? (
          rootIds.map((id) => <CanvasNode key={id} id={id} />)
        ) : (
          <div className="b-canvas-empty">
            <LayoutTemplate className="h-10 w-10" aria-hidden />
            <h2>Start building your page</h2>
            <p>Drag a Section from the left panel and drop it here, or add one now.</p>
            <Button onClick={() => addElement('SECTION', null)}>
              <Plus className="h-4 w-4" aria-hidden /> Add a section
            </Button>
          </div>
        )}
        <SelectionHandle />
        <DropIndicator />
      </div>
    </div>
  );
}
