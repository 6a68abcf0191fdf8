import { useParams } from 'react-router';
import type { BookingDetail } from '@tessera/core';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { DetailHeader } from '@/components/ui/detail-header';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { BookingActionsMenu } from './booking-actions-menu';
import { BookingCustomerCard, BookingPaymentCard, BookingWhenCard } from './booking-cards';
import { BookingHistory } from './booking-history';
import { BookingNotesCard } from './booking-notes-card';
import { BookingStatusBadge } from './booking-status-badge';
import { formatBookingWhen } from './booking-time';
import { useBooking } from './use-bookings';

function BookingSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" role="status" aria-label="Loading the booking">
      <Skeleton className="h-8 w-64" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="space-y-3 p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </Card>
        <Card className="space-y-3 p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-3/4" />
        </Card>
      </div>
    </div>
  );
}

export function BookingPage() {
  const { bookingId } = useParams();
  const booking = useBooking(bookingId);
  if (booking.isPending) return <BookingSkeleton />;
  if (booking.isError) {
    return (
      <div className="space-y-4">
        <BackLink to="/dashboard/bookings">Bookings</BackLink>
        <ErrorState
          title="This booking could not be opened"
          description="It may belong to another account, or the link is wrong."
        />
      </div>
    );
  }
  return <BookingView booking={booking.data} />;
}

function BookingView({ booking }: { booking: BookingDetail }) {
  const when = formatBookingWhen(booking);
  return (
    <div className="space-y-6">
      <BackLink to="/dashboard/bookings">Bookings</BackLink>
      <DetailHeader
        title={
          <>
            {booking.serviceName} for {booking.customerName || booking.customerEmail}
          </>
        }
        titleClassName="break-words"
        badge={<BookingStatusBadge status={booking.status} />}
        description={
          <>
            {when.day}, {when.time}
            {booking.staffName ? ` with ${booking.staffName}` : ''}
          </>
        }
        actions={<BookingActionsMenu booking={booking} variant="header" />}
        actionsClassName="self-start"
      />
      {/* On a phone the cards stack in reading order (when, who, payment, notes); on a wide
          screen the side column holds who booked and the payment. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <BookingWhenCard booking={booking} />
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <BookingCustomerCard booking={booking} />
          <BookingPaymentCard booking={booking} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
          <BookingNotesCard booking={booking} />
          <BookingHistory events={booking.events} />
        </div>
      </div>
    </div>
  );
}
