import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useBookings } from '@/features/bookings/use-bookings';
import { BookingStatusBadge } from '@/features/bookings/booking-status-badge';
import { formatBookingWhen } from '@/features/bookings/booking-time';

/** How many of the newest bookings the Services view shows. */
const SHOWN = 5;

/**
 * The services view's "recent bookings": the last ones made, newest first, each opening its
 * booking; the Bookings view has them all.
 */
export function RecentBookings({ websiteId }: { websiteId: string }) {
  const bookings = useBookings(websiteId, {});
  const recent = [...(bookings.data ?? [])]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, SHOWN);
  return (
    <Card className="p-5" aria-labelledby="recent-bookings-title">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="recent-bookings-title" className="text-base font-semibold">
          Recent bookings
        </h2>
        <Link
          to={`/dashboard/bookings?site=${websiteId}`}
          className="text-sm font-medium text-primary hover:underline"
        >
          View all bookings
        </Link>
      </div>
      {bookings.isPending ? (
        <p className="text-sm text-muted-foreground">Loading bookings…</p>
      ) : bookings.isError ? (
        <p className="text-sm text-muted-foreground">Failed to fetch bookings</p>
      ) : recent.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClock className="h-4 w-4" aria-hidden /> No bookings yet. Bookings will appear
          here when customers schedule services.
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {recent.map((booking) => {
            const when = formatBookingWhen(booking);
            return (
              <li key={booking.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5">
                <Link
                  to={`/dashboard/bookings/${booking.id}?site=${websiteId}`}
                  className="min-w-0 flex-1 font-medium hover:underline"
                >
                  {booking.customerName || 'Erased customer'}
                  <span className="block truncate text-sm font-normal text-muted-foreground">
                    {booking.serviceName}
                    {booking.staffName ? ` with ${booking.staffName}` : ''}
                  </span>
                </Link>
                <span className="text-sm text-muted-foreground">
                  {when.day}, {when.time}
                </span>
                <BookingStatusBadge status={booking.status} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
