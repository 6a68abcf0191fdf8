import { useEffect, useRef, useState } from 'react';
import type { DragStartEvent } from '@dnd-kit/core';
import type { Booking, Service } from '@tessera/core';
import { HOUR_PX, type BlockDrag } from './booking-block';
import type { DropPreview } from './calendar-column';
import type { CalendarColumn } from './calendar-columns';
import { snappedStart } from './calendar-layout';

export interface Landing extends DropPreview {
  booking: Booking;
  column: CalendarColumn;
}

interface Dragging {
  booking: Booking;
  /** How far below the block's top it was taken hold of, px. */
  grab: number;
  pointer: { x: number; y: number };
  stop: () => void;
}

/** A click that ends a drag must not also open the booking under the pointer. */
function swallowNextClick() {
  const stop = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener('click', stop, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', stop, { capture: true }), 0);
}

/**
 * Where a dragged booking would land, read from the pointer and the column under it (not from
 * the drag's delta, which misses the page or grid scrolling under a still pointer): the block's
 * top on that column's wall clock, snapped to the service's slots.
 */
export function useBlockDrag({
  columns,
  from,
  zone,
  services,
  onDrop,
}: {
  columns: CalendarColumn[];
  /** The first minute the grid shows. */
  from: number;
  zone: string;
  services: readonly Service[];
  onDrop: (landing: Landing) => void;
}) {
  const [preview, setPreview] = useState<DropPreview | null>(null);
  const dragging = useRef<Dragging | null>(null);
  const latest = useRef({ columns, from, zone, services });
  latest.current = { columns, from, zone, services };
  useEffect(() => () => dragging.current?.stop(), []);

  const landing = (): Landing | null => {
    const drag = dragging.current;
    if (!drag) return null;
    const { columns, from, zone, services } = latest.current;
    const element = document
      .elementsFromPoint(drag.pointer.x, drag.pointer.y)
      .map((e) => e.closest<HTMLElement>('[data-calendar-column]'))
      .find((e) => e !== null);
    const column = columns.find((c) => c.id === element?.dataset.calendarColumn);
    if (!element || !column || column.staffId === null) return null;
    const top = drag.pointer.y - drag.grab - element.getBoundingClientRect().top;
    const service = services.find((s) => s.id === drag.booking.serviceId);
    const start = snappedStart({
      date: column.date,
      minutes: from + (top / HOUR_PX) * 60,
      zone,
      interval: service?.slotInterval ?? 15,
      duration: drag.booking.duration,
      ranges: column.ranges,
    });
    const length = Date.parse(drag.booking.end) - Date.parse(drag.booking.start);
    return { columnId: column.id, start, end: start + length, column, booking: drag.booking };
  };

  const end = () => {
    dragging.current?.stop();
    dragging.current = null;
    setPreview(null);
  };

  return {
    preview,
    onDragStart: (event: DragStartEvent) => {
      const { booking } = event.active.data.current as BlockDrag;
      const pointer = event.activatorEvent as PointerEvent;
      const rect = event.active.rect.current.initial;
      const follow = () => setPreview(landing());
      const onPointer = (e: PointerEvent) => {
        if (dragging.current) dragging.current.pointer = { x: e.clientX, y: e.clientY };
        follow();
      };
      window.addEventListener('pointermove', onPointer);
      window.addEventListener('scroll', follow, { capture: true, passive: true });
      dragging.current = {
        booking,
        grab: rect ? pointer.clientY - rect.top : 0,
        pointer: { x: pointer.clientX, y: pointer.clientY },
        stop: () => {
          window.removeEventListener('pointermove', onPointer);
          window.removeEventListener('scroll', follow, { capture: true });
        },
      };
    },
    onDragEnd: () => {
      const target = landing();
      end();
      swallowNextClick();
      if (target) onDrop(target);
    },
    onDragCancel: end,
  };
}
