import type { Booking } from '@tessera/core';
import { formatTimeRange } from '../booking-time';
import { BookingBlock, HOUR_PX, px } from './booking-block';
import type { CalendarColumn } from './calendar-columns';
import { placeOnDay, wallMinutesOn } from './calendar-layout';

/** Where a dragged booking would land: shown as an outline with its new time. */
export interface DropPreview {
  columnId: string;
  start: number;
  end: number;
}

/** A person's day on the grid: their working hours light, the rest shaded, and the bookings. */
export function CalendarColumnView({
  column,
  from,
  to,
  zone,
  now,
  compact,
  preview,
  onMove,
}: {
  column: CalendarColumn;
  from: number;
  to: number;
  zone: string;
  now: number;
  compact: boolean;
  preview: DropPreview | null;
  onMove: (booking: Booking) => void;
}) {
  const blocks = placeOnDay(column.bookings, column.date, zone);
  const nowAt = wallMinutesOn(column.date, now, zone);
  const showNow = nowAt > 0 && nowAt < 24 * 60 && nowAt >= from && nowAt <= to;
  return (
    <div
      data-calendar-column={column.id}
      role="group"
      aria-label={column.title}
      className="relative border-l border-border bg-muted"
      style={{ height: px(to - from) }}
    >
      {column.ranges.map(([start, end]) => (
        <div
          key={start}
          aria-hidden
          className="absolute inset-x-0 bg-card"
          style={{
            top: px(Math.max(start, from) - from),
            height: px(Math.min(end, to) - Math.max(start, from)),
          }}
        />
      ))}
      {/* An hour line every hour, a fainter one at each half hour, over the shading. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0"
        style={{
          backgroundImage: `repeating-linear-gradient(to bottom, var(--color-border) 0 1px, transparent 1px ${HOUR_PX / 2}px, color-mix(in oklab, var(--color-border) 50%, transparent) ${HOUR_PX / 2}px ${HOUR_PX / 2 + 1}px, transparent ${HOUR_PX / 2 + 1}px ${HOUR_PX}px)`,
        }}
      />
      {blocks.map((block) => (
        <BookingBlock
          key={block.item.id}
          block={block}
          from={from}
          zone={zone}
          compact={compact}
          onMove={onMove}
        />
      ))}
      {preview && preview.columnId === column.id ? (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-1 z-10 rounded-md border-2 border-dashed border-primary bg-primary/10 px-1.5 py-1 text-xs font-semibold text-primary"
          style={{
            top: px(wallMinutesOn(column.date, preview.start, zone) - from),
            height: Math.max(
              px(
                wallMinutesOn(column.date, preview.end, zone) -
                  wallMinutesOn(column.date, preview.start, zone),
              ),
              22,
            ),
          }}
        >
          {formatTimeRange(preview.start, preview.end, zone)}
        </div>
      ) : null}
      {showNow ? (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 z-10 h-0.5 bg-red-500"
          style={{ top: px(nowAt - from) }}
        >
          <span className="absolute -top-1 -left-1 h-2.5 w-2.5 rounded-full bg-red-500" />
        </div>
      ) : null}
    </div>
  );
}
