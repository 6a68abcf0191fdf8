import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { BookingDetail } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { BookingActionsMenu } from './booking-actions-menu';
import { BookingCustomerCard, BookingPaymentCard, BookingWhenCard } from './booking-cards';
import { BookingHistory } from './booking-history';
import { BookingNotesCard } from './booking-notes-card';
import { BookingStatusBadge } from './booking-status-badge';
import { formatBookingWhen } from './booking-time';
import { useBooking } from './use-bookings';

function BackLink() {
  return (
    <Link
      to="/dashboard/bookings"
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> Bookings
    </Link>
  );
}

function BookingSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading the booking">
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
        <BackLink />
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
      <BackLink />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight break-words">
              {booking.serviceName} for {booking.customerName || booking.customerEmail}
            </h1>
            <BookingStatusBadge status={booking.status} />
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {when.day}, {when.time}
            {booking.staffName ? ` with ${booking.staffName}` : ''}
          </p>
        </div>
        <div className="self-start">
          <BookingActionsMenu booking={booking} variant="header" />
        </div>
      </div>
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
