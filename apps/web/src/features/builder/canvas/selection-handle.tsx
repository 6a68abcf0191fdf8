import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useEditorStore } from '../state/editor-store';
import type { DragData } from '../dnd/builder-dnd';
import { canvasNodeOf } from './node-registry';

const sameRect = (a: DOMRect | null, b: DOMRect | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.left === b.left &&
    a.top === b.top &&
    a.width === b.width &&
    a.height === b.height);

/** Where the selected element is on screen, re-measured a frame after anything changed. */
function useRectOf(id: string | null): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);
  // Any edit may move the selected element (a sibling grew, one was added above it).
  const revision = useEditorStore((s) => s.revision);
  const breakpoint = useEditorStore((s) => s.breakpoint);
  useLayoutEffect(() => {
    if (!id) {
      setRect(null);
      return;
    }
    const measure = () => {
      const next = canvasNodeOf(id)?.getBoundingClientRect() ?? null;
      setRect((current) => (sameRect(current, next) ? current : next));
    };
    // Measured in the next frame, after the edit's layout: never a forced layout per edit.
    const frame = requestAnimationFrame(measure);
    const scroller = document.querySelector('.b-canvas-scroller');
    scroller?.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const resize = new ResizeObserver(measure);
    const node = canvasNodeOf(id);
    if (node) resize.observe(node);
    return () => {
      scroller?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      resize.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [id, revision, breakpoint]);
  return rect;
}

let scroller: Element | null = null;
function scrollerRect(): DOMRect | undefined {
  if (!scroller?.isConnected) scroller = document.querySelector('.b-canvas-scroller');
  return scroller?.getBoundingClientRect();
}

/** The selected element's name tag, with the grip that drags it to another place. */
export function SelectionHandle() {
  const selectedId = useEditorStore((s) => s.selectedId);
  const name = useEditorStore((s) => (s.selectedId ? s.elements[s.selectedId]?.name : undefined));
  const rect = useRectOf(selectedId);
  const data: DragData | undefined = selectedId ? { kind: 'element', id: selectedId } : undefined;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `element:${selectedId ?? 'none'}`,
    data,
    disabled: !selectedId,
  });
  if (!selectedId || !rect || !name) return null;
  // Keep the tag over the canvas area, even when the element reaches past its edges.
  const area = scrollerRect();
  const left = area ? Math.min(Math.max(rect.left, area.left), area.right - 120) : rect.left;
  const top = area ? Math.max(rect.top - 24, area.top) : Math.max(rect.top - 24, 0);
  if (area && (rect.bottom < area.top || rect.top > area.bottom)) return null;
  return createPortal(
    <div className="b-selection-tag" style={{ left, top, opacity: isDragging ? 0.4 : 1 }}>
      <button
        ref={setNodeRef}
        type="button"
        className="b-selection-grip"
        aria-label={`Drag ${name}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="h-3.5 w-3.5" aria-hidden />
      </button>
      <span>{name}</span>
    </div>,
    document.body,
  );
}
