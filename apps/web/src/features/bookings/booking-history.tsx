import type { BookingEvent } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';

/** What happened to the booking, oldest first: made, confirmed, moved, paid, cancelled. */
export function BookingHistory({ events }: { events: BookingEvent[] }) {
  if (events.length === 0) return null;
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-sm font-semibold">History</h2>
      <ol aria-label="Booking history" className="space-y-3 border-l border-border pl-4">
        {events.map((event) => (
          <li key={event.id} className="relative">
            <span
              aria-hidden
              className="absolute top-1.5 -left-[21px] h-2.5 w-2.5 rounded-full border-2 border-card bg-primary"
            />
            <p className="text-sm break-words">{event.summary}</p>
            <time dateTime={event.createdAt} className="text-xs text-muted-foreground">
              {formatDateTime(event.createdAt)}
            </time>
          </li>
        ))}
      </ol>
    </Card>
  );
}
