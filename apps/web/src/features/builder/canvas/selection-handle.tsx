import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useEditorStore } from '../state/editor-store';
import type { DragData } from '../dnd/builder-dnd';
import { canvasNodeOf } from './node-registry';

interface TagPlace {
  left: number;
  top: number;
}

let scroller: Element | null = null;
function scrollerRect(): DOMRect | undefined {
  if (!scroller?.isConnected) scroller = document.querySelector('.b-canvas-scroller');
  return scroller?.getBoundingClientRect();
}

/** Where the tag goes for an element's rectangle: over the canvas area, or nowhere if off it. */
function placeTag(rect: DOMRect): TagPlace | null {
  const area = scrollerRect();
  if (!area) return { left: rect.left, top: Math.max(rect.top - 24, 0) };
  if (rect.bottom < area.top || rect.top > area.bottom) return null;
  // Keep the tag over the canvas area, even when the element reaches past its edges.
  return {
    left: Math.min(Math.max(rect.left, area.left), area.right - 120),
    top: Math.max(rect.top - 24, area.top),
  };
}

const samePlace = (a: TagPlace | null, b: TagPlace | null) =>
  a === b || (!!a && !!b && a.left === b.left && a.top === b.top);

/**
 * Where the selected element's tag goes, measured a frame after anything changed. Edits are
 * followed by a plain store subscription, so typing does not re-render the tag.
 */
function useTagPlace(id: string | null): TagPlace | null {
  const [place, setPlace] = useState<TagPlace | null>(null);
  useLayoutEffect(() => {
    if (!id) {
      setPlace(null);
      return;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const rect = canvasNodeOf(id)?.getBoundingClientRect();
      const next = rect ? placeTag(rect) : null;
      setPlace((current) => (samePlace(current, next) ? current : next));
    };
    // In the next frame, after the edit's own layout: never a forced layout per edit.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    // Any edit may move the selected element (a sibling grew, one was added above it).
    const unsubscribe = useEditorStore.subscribe((state, previous) => {
      if (state.elements !== previous.elements || state.breakpoint !== previous.breakpoint)
        schedule();
    });
    const scroller = document.querySelector('.b-canvas-scroller');
    scroller?.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const resize = new ResizeObserver(measure);
    const node = canvasNodeOf(id);
    if (node) resize.observe(node);
    return () => {
      unsubscribe();
      scroller?.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      resize.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [id]);
  return place;
}

/** The selected element's name tag, with the grip that drags it to another place. */
export function SelectionHandle() {
  const selectedId = useEditorStore((s) => s.selectedId);
  const name = useEditorStore((s) => (s.selectedId ? s.elements[s.selectedId]?.name : undefined));
  const place = useTagPlace(selectedId);
  const data: DragData | undefined = selectedId ? { kind: 'element', id: selectedId } : undefined;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `element:${selectedId ?? 'none'}`,
    data,
    disabled: !selectedId,
  });
  if (!selectedId || !place || !name) return null;
  return createPortal(
    <div
      className="b-selection-tag"
      style={{ left: place.left, top: place.top, opacity: isDragging ? 0.4 : 1 }}
    >
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
