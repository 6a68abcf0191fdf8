import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock, CircleDollarSign, Mail, Phone, UserRound } from 'lucide-react';
import type { Booking } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { refusalOf } from '@/features/orders/order-errors';
import { orderMoney } from '@/features/orders/order-money';
import { BookingPaymentBadge } from './booking-status-badge';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/toast';
import { canMove } from './booking-rules';
import { formatBookingWhen, zoneName } from './booking-time';
import { MoveBookingDialog } from './move-booking-dialog';
import { useUpdateBooking } from './use-bookings';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

/** What was booked, with whom and when (in the website's zone, named), and Reschedule. */
export function BookingWhenCard({ booking }: { booking: Booking }) {
  const [moving, setMoving] = useState(false);
  const when = formatBookingWhen(booking);
  const movable = canMove(booking);
  return (
    <Card className="space-y-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-sm font-semibold">Appointment</h2>
          <p className="mt-2 text-lg font-semibold">{when.day}</p>
          <p className="text-base tabular-nums">{when.time}</p>
          <p className="text-xs text-muted-foreground">{zoneName(booking.timezone)}</p>
        </div>
        {movable ? (
          <Button variant="outline" size="sm" onClick={() => setMoving(true)}>
            <CalendarClock className="h-4 w-4" aria-hidden /> Reschedule
          </Button>
        ) : null}
      </div>
      <dl className="space-y-1.5 border-t border-border pt-4 text-sm">
        <Row label="Service">{booking.serviceName}</Row>
        <Row label="Duration">{booking.duration} min</Row>
        <Row label="Staff">{booking.staffName ?? 'Not assigned'}</Row>
        <Row label="Booked">
          <time dateTime={booking.createdAt}>{formatDateTime(booking.createdAt)}</time>
        </Row>
      </dl>
      {movable ? (
        <MoveBookingDialog booking={booking} open={moving} onOpenChange={setMoving} />
      ) : null}
    </Card>
  );
}

/** Who booked: their contact details and their customer record. */
export function BookingCustomerCard({ booking }: { booking: Booking }) {
  return (
    <Card className="space-y-2.5 p-5">
      <h2 className="text-sm font-semibold">Customer</h2>
      <p className="flex items-center gap-2 text-sm font-medium">
        <UserRound className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
        {booking.customerName || <span className="text-muted-foreground">No name</span>}
      </p>
      {booking.customerEmail ? (
        <a
          href={`mailto:${booking.customerEmail}`}
          className="flex items-center gap-2 text-sm break-all text-primary hover:underline"
        >
          <Mail className="h-4 w-4 shrink-0" aria-hidden /> {booking.customerEmail}
        </a>
      ) : null}
      {booking.customerPhone ? (
        <a
          href={`tel:${booking.customerPhone}`}
          className="flex items-center gap-2 text-sm hover:text-primary hover:underline"
        >
          <Phone className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
          {booking.customerPhone}
        </a>
      ) : null}
      {booking.customerId ? (
        <Link
          to={`/dashboard/customers/${booking.customerId}`}
          className="inline-block pt-1 text-sm font-medium text-primary hover:underline"
        >
          View customer
        </Link>
      ) : null}
    </Card>
  );
}

/** The price, the deposit asked for, where the payment stands, and marking it paid. */
export function BookingPaymentCard({ booking }: { booking: Booking }) {
  const update = useUpdateBooking();
  const deposit = booking.depositAmount !== null && booking.depositAmount > 0;
  // While the visitor pays on Stripe's page, Stripe settles it, not the owner.
  const unpaid =
    booking.paymentStatus === 'PENDING' &&
    !booking.awaitingPayment &&
    (deposit || booking.totalAmount > 0);
  const label = deposit ? 'Mark deposit paid' : 'Mark as paid';

  const markPaid = () =>
    update.mutate(
      { id: booking.id, input: { paymentStatus: 'PAID' } },
      {
        onSuccess: () => notify.success(deposit ? 'Deposit marked as paid' : 'Marked as paid'),
        onError: (error) => notify.error(refusalOf(error) ?? 'Failed to update the payment status'),
      },
    );

  return (
    <Card className="space-y-3 p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold">Payment</h2>
        <BookingPaymentBadge booking={booking} />
      </div>
      <dl className="space-y-1.5 text-sm">
        <Row label="Price">
          <span className="tabular-nums">{orderMoney(booking.totalAmount, booking.currency)}</span>
        </Row>
        {deposit ? (
          <Row label="Deposit">
            <span className="tabular-nums">
              {orderMoney(booking.depositAmount!, booking.currency)}
            </span>
          </Row>
        ) : null}
        {booking.amountPaid > 0 ? (
          <Row label="Paid by card">
            <span className="tabular-nums">{orderMoney(booking.amountPaid, booking.currency)}</span>
          </Row>
        ) : null}
      </dl>
      {unpaid ? (
        <Button size="sm" onClick={markPaid} disabled={update.isPending}>
          <CircleDollarSign className="h-4 w-4" aria-hidden />
          {update.isPending ? 'Saving...' : label}
        </Button>
      ) : null}
    </Card>
  );
}
