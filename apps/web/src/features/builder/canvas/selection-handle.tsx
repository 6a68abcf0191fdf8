import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useEditorStore } from '../state/editor-store';
import type { DragData } from '../dnd/builder-dnd';

function useRectOf(id: string | null): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);
  const elements = useEditorStore((s) => s.elements);
  const breakpoint = useEditorStore((s) => s.breakpoint);
  useLayoutEffect(() => {
    if (!id) {
      setRect(null);
      return;
    }
    const measure = () =>
      setRect(document.querySelector(`[data-element-id="${id}"]`)?.getBoundingClientRect() ?? null);
    measure();
    // Once more after the zoom to fit has settled for a new device width.
    const frame = requestAnimationFrame(measure);
    const scroller = document.querySelector('.b-canvas-scroller');
    scroller?.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // The canvas changes size with the device mode and its zoom to fit: follow it.
    const resize = new ResizeObserver(measure);
    const canvas = document.querySelector('[data-canvas-root]');
    if (canvas) resize.observe(canvas);
    return () => {
      scroller?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      resize.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [id, elements, breakpoint]);
  return rect;
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
  const area = document.querySelector('.b-canvas-scroller')?.getBoundingClientRect();
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
