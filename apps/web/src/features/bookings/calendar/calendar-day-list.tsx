import { Link } from 'react-router';
import { MoveVertical } from 'lucide-react';
import { dateInZone, type Booking } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { canMove } from '../booking-rules';
import { BookingStatusBadge } from '../booking-status-badge';
import { formatDay, formatTimeRange } from '../booking-time';

/** The calendar on a phone: each day's bookings as a list, in time order. */
export function CalendarDayList({
  days,
  bookings,
  zone,
  onMove,
}: {
  days: readonly string[];
  bookings: readonly Booking[];
  zone: string;
  onMove: (booking: Booking) => void;
}) {
  return (
    <div className="space-y-4">
      {days.map((date) => {
        const today = bookings
          .filter((b) => dateInZone(Date.parse(b.start), zone) === date)
          .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
        return (
          <section key={date} aria-label={formatDay(date, 'long')}>
            <h3 className="mb-2 text-sm font-semibold">{formatDay(date, 'long')}</h3>
            {today.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border px-3 py-3 text-sm text-muted-foreground">
                No bookings.
              </p>
            ) : (
              <Card className="divide-y divide-border">
                {today.map((booking) => (
                  <div key={booking.id} className="flex items-start gap-3 p-3">
                    <div className="w-24 shrink-0 pt-0.5 text-xs font-semibold tabular-nums">
                      {formatTimeRange(booking.start, booking.end, zone)}
                    </div>
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/dashboard/bookings/${booking.id}`}
                        className="block truncate text-sm font-medium hover:text-primary hover:underline"
                      >
                        {booking.customerName || booking.customerEmail}
                      </Link>
                      <p className="truncate text-xs text-muted-foreground">
                        {booking.serviceName}
                        {booking.staffName ? ` · ${booking.staffName}` : ''}
                      </p>
                      <div className="mt-1">
                        <BookingStatusBadge status={booking.status} />
                      </div>
                    </div>
                    {canMove(booking) ? (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Move the booking of ${booking.customerName || booking.customerEmail}`}
                        onClick={() => onMove(booking)}
                      >
                        <MoveVertical className="h-4 w-4" aria-hidden /> Move
                      </Button>
                    ) : null}
                  </div>
                ))}
              </Card>
            )}
          </section>
        );
      })}
    </div>
  );
}
