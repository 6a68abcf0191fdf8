import { Link } from 'react-router';
import { useDraggable } from '@dnd-kit/core';
import { MoveVertical } from 'lucide-react';
import type { Booking } from '@tessera/core';
import { cn } from '@/lib/cn';
import { canMove } from '../booking-rules';
import { BLOCK_TONES, BOOKING_STATUS_LABELS } from '../booking-status-badge';
import { formatTime, formatTimeRange } from '../booking-time';
import type { PlacedBlock } from './calendar-layout';

export const HOUR_PX = 56;
export const px = (minutes: number) => (minutes / 60) * HOUR_PX;

/** What the grid's drag carries: the booking and where its block's top sits (wall minutes). */
export interface BlockDrag {
  booking: Booking;
  top: number;
}

/**
 * A booking on the grid, coloured by status: a link to its page, dragged by the pointer to
 * another time, and a Move button (keyboard and touch) that lists free times instead.
 */
export function BookingBlock({
  block,
  from,
  zone,
  compact,
  onMove,
}: {
  block: PlacedBlock<Booking>;
  /** The first minute the grid shows. */
  from: number;
  zone: string;
  /** A narrow column (a week's day): the start time only. */
  compact: boolean;
  onMove: (booking: Booking) => void;
}) {
  const booking = block.item;
  const movable = canMove(booking);
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: booking.id,
    data: { booking, top: block.top } satisfies BlockDrag,
    disabled: !movable,
  });
  const height = Math.max(px(block.bottom - block.top), 22);
  const short = height < 44;
  const who = booking.customerName || booking.customerEmail;
  const time = formatTimeRange(booking.start, booking.end, zone);
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      data-booking-block={booking.id}
      className={cn(
        'group absolute overflow-hidden rounded-md border-l-4 text-xs shadow-xs',
        BLOCK_TONES[booking.status],
        movable && 'cursor-grab touch-none active:cursor-grabbing',
        isDragging && 'opacity-40',
      )}
      style={{
        top: px(block.top - from),
        height,
        left: `calc(${(block.lane / block.lanes) * 100}% + 2px)`,
        width: `calc(${100 / block.lanes}% - 4px)`,
      }}
    >
      <Link
        to={`/dashboard/bookings/${booking.id}`}
        draggable={false}
        aria-label={`${time}, ${who}, ${booking.serviceName}${booking.staffName ? ` with ${booking.staffName}` : ''}, ${BOOKING_STATUS_LABELS[booking.status]}`}
        className="block h-full px-1.5 py-1 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <span className={cn('block truncate font-semibold', short && 'inline')}>
          {short || compact ? formatTime(booking.start, zone) : time}
        </span>{' '}
        <span className={cn('truncate', short ? 'inline' : 'block')}>{who}</span>
        {short ? null : <span className="block truncate opacity-80">{booking.serviceName}</span>}
      </Link>
      {movable ? (
        <button
          type="button"
          onClick={() => onMove(booking)}
          onPointerDown={(e) => e.stopPropagation()}
          aria-label={`Move the booking of ${who} at ${formatTime(booking.start, zone)}`}
          className="absolute top-0.5 right-0.5 flex h-6 w-6 cursor-pointer items-center justify-center rounded bg-card/90 text-foreground opacity-0 shadow-xs group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <MoveVertical className="h-3.5 w-3.5" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
