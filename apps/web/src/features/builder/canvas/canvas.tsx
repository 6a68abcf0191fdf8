import { useDroppable } from '@dnd-kit/core';
import { LayoutTemplate, Plus } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { BASE_CSS, BLOG_CSS, PHONE_CSS, STORE_CSS } from '@tessera/blocks';
import { CANVAS_WIDTHS } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { ROOT, EMPTY_CHILDREN } from '../state/children-index';
import { addElement } from '../state/commands';
import { useEditorStore } from '../state/editor-store';
import { INLINE_TEXT_TYPES, useInlineEditStore } from '../state/inline-edit-store';
import { CanvasNode } from './canvas-node';
import { useDropStore } from '../dnd/drop-store';
import { DropIndicator } from './drop-indicator';
import { SelectionHandle } from './selection-handle';
import { useFileDrop } from './use-file-drop';
import { useCanvasTheme } from '../theme/theme-canvas';
import { SharedPart } from './shared-part';
import { PageContext, SharedPartBanner } from './page-context';
import { useAfterShell } from './use-after-shell';

/** The blocks' look, with the phone rules applied while the canvas is phone-wide. */
const CANVAS_CSS = `${BASE_CSS}${STORE_CSS}${BLOG_CSS}\n.b-canvas[data-breakpoint=mobile]{${PHONE_CSS}}`;

export const CANVAS_DROPPABLE_ID = 'canvas';

function elementIdAt(target: EventTarget | null): string | null {
  const node = (target as HTMLElement | null)?.closest?.('[data-element-id]');
  return node?.getAttribute('data-element-id') ?? null;
}

/**
 * The page keeps its real width (1200, 768 or 375 px) and is scaled down to fit when the window
 * is narrower, so the whole width is always in view.
 */
function useFitZoom(width: number) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(1);
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const fit = () => setValue(Math.min(1, Math.max(0.3, (scroller.clientWidth - 48) / width)));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [width]);
  return { scrollerRef, value };
}

/** The page being edited, drawn by the same blocks as the published site, at the mode's width. */
export function Canvas() {
  const rootIds = useEditorStore((s) => s.children[ROOT] ?? EMPTY_CHILDREN);
  const breakpoint = useEditorStore((s) => s.breakpoint);
  const theme = useCanvasTheme(breakpoint);
  const { setNodeRef } = useDroppable({ id: CANVAS_DROPPABLE_ID });
  const zoom = useFitZoom(CANVAS_WIDTHS[breakpoint]);
  const fileDrop = useFileDrop(elementIdAt);
  const drawn = useAfterShell();

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
    <div
      ref={zoom.scrollerRef}
      className="b-canvas-scroller"
      onMouseLeave={() => useEditorStore.getState().hover(null)}
    >
      <style>{CANVAS_CSS + theme.fonts}</style>
      <div
        ref={setNodeRef}
        data-canvas-root
        data-breakpoint={breakpoint}
        className="t-page b-canvas"
        data-canvas-width={CANVAS_WIDTHS[breakpoint]}
        style={{ ...theme.vars, width: CANVAS_WIDTHS[breakpoint], zoom: zoom.value }}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
        onDragOver={fileDrop.onDragOver}
        onDrop={fileDrop.onDrop}
        onMouseOver={(event) => {
          // Hover outlines would only repaint the page under a drag; the drop indicator says enough.
          if (!useDropStore.getState().dragged)
            useEditorStore.getState().hover(elementIdAt(event.target));
        }}
      >
        <SharedPartBanner />
        <SharedPart kind="header" />
        <PageContext position="before" />
        {rootIds.length > 0 ? (
          drawn && rootIds.map((id) => <CanvasNode key={id} id={id} />)
        ) : (
          <div className="b-canvas-empty">
            <LayoutTemplate className="h-10 w-10" aria-hidden />
            <h2>Start building your page</h2>
            <p>Drag a Section from the left panel and drop it here, or add one now.</p>
            <Button
              onClick={(event) => {
                // The canvas's own click would clear the selection of the new section.
                event.stopPropagation();
                addElement('SECTION', null);
              }}
            >
              <Plus className="h-4 w-4" aria-hidden /> Add a section
            </Button>
          </div>
        )}
        <PageContext position="after" />
        <SharedPart kind="footer" />
        <SelectionHandle />
        <DropIndicator />
      </div>
      {zoom.value < 1 ? (
        <span
          className="b-zoom-badge"
          aria-label={`Shown at ${Math.round(zoom.value * 100)} percent to fit`}
        >
          {Math.round(zoom.value * 100)}%
        </span>
      ) : null}
    </div>
  );
}
