import { DndContext, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { toast } from 'sonner';
import { dateInZone, type Booking, type Service } from '@tessera/core';
import { refusalOf } from '@/features/orders/order-errors';
import { notify } from '@/lib/toast';
import { nextFreeOf } from '../booking-errors';
import { formatHour, formatTime, movedText } from '../booking-time';
import { useMoveBooking } from '../use-bookings';
import { px } from './booking-block';
import { CalendarColumnView } from './calendar-column';
import type { CalendarColumn } from './calendar-columns';
import { useBlockDrag, type Landing } from './use-block-drag';

/**
 * The hours grid: an hour axis in the website's zone and a column per person or day. A booking
 * dragged to another time lands on the service's slot grid; the move shows at once and goes back
 * with the server's reason if it is refused.
 */
export function CalendarGrid({
  websiteId,
  columns,
  hours,
  zone,
  now,
  services,
  onMove,
}: {
  websiteId: string;
  columns: CalendarColumn[];
  hours: { from: number; to: number };
  zone: string;
  now: number;
  services: readonly Service[];
  onMove: (booking: Booking) => void;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 8 } }));
  const move = useMoveBooking(websiteId);

  const onDrop = ({ booking, column, start }: Landing) => {
    if (start === Date.parse(booking.start) && column.staffId === booking.staffId) return;
    move.mutate(
      { booking, start, staffId: column.staffId },
      {
        onSuccess: (moved) => notify.success(movedText(moved)),
        onError: (error) => {
          const next = nextFreeOf(error);
          const offer = next?.length
            ? `Next free: ${next
                .slice(0, 3)
                .map((s) => formatTime(s.start, zone))
                .join(', ')}.`
            : undefined;
          toast.error(refusalOf(error) ?? 'Failed to move the booking', {
            description: offer,
            duration: 5000,
          });
        },
      },
    );
  };

  const drag = useBlockDrag({ columns, from: hours.from, zone, services, onDrop });
  const template = `4rem repeat(${columns.length}, minmax(${columns.length > 3 ? '7.5rem' : '10rem'}, 1fr))`;
  const today = dateInZone(now, zone);
  // A week's columns are days: today's is marked.
  const byDay = columns.length > 1 && columns[0]!.date !== columns[1]!.date;
  const marks: number[] = [];
  for (let m = hours.from; m < hours.to; m += 60) marks.push(m);

  return (
    <DndContext
      sensors={sensors}
      onDragStart={drag.onDragStart}
      onDragEnd={drag.onDragEnd}
      onDragCancel={drag.onDragCancel}
    >
      <div className="max-h-[72vh] overflow-auto rounded-xl border border-border bg-card">
        <div className="grid min-w-max" style={{ gridTemplateColumns: template }}>
          <div className="sticky top-0 left-0 z-30 border-b border-border bg-card" />
          {columns.map((column) => (
            <div
              key={column.id}
              aria-current={byDay && column.date === today ? 'date' : undefined}
              className="sticky top-0 z-20 truncate border-b border-l border-border bg-card px-2 py-2 text-center text-sm font-semibold aria-[current=date]:text-primary"
            >
              {column.title}
            </div>
          ))}
          <div
            className="sticky left-0 z-20 bg-card relative"
            style={{ height: px(hours.to - hours.from) }}
            aria-hidden
          >
            {marks.map((m) => (
              <span
                key={m}
                className="absolute right-2 -translate-y-1/2 text-[11px] whitespace-nowrap text-muted-foreground tabular-nums first:translate-y-0"
                style={{ top: px(m - hours.from) + 1 }}
              >
                {formatHour(m)}
              </span>
            ))}
          </div>
          {columns.map((column) => (
            <CalendarColumnView
              key={column.id}
              column={column}
              from={hours.from}
              to={hours.to}
              zone={zone}
              now={now}
              compact={byDay}
              preview={drag.preview}
              onMove={onMove}
            />
          ))}
        </div>
      </div>
    </DndContext>
  );
}
