import type { Booking, BookingStatus } from '@tessera/core';
import { PaymentStatusBadge } from '@/features/orders/order-status-badge';
import { cn } from '@/lib/cn';

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  NO_SHOW: 'No-show',
};

// Pending yellow as for orders, confirmed blue, completed green, cancelled red, no-show grey.
const tones: Record<BookingStatus, string> = {
  PENDING: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-500/15 dark:text-yellow-300',
  CONFIRMED: 'bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-300',
  COMPLETED: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  CANCELLED: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  NO_SHOW: 'bg-slate-200 text-slate-700 dark:bg-slate-500/20 dark:text-slate-300',
};

/** The calendar's blocks in the same colours, with a stronger edge. */
export const BLOCK_TONES: Record<BookingStatus, string> = {
  PENDING:
    'border-yellow-500 bg-yellow-50 text-yellow-950 dark:bg-yellow-500/20 dark:text-yellow-100',
  CONFIRMED: 'border-blue-500 bg-blue-50 text-blue-950 dark:bg-blue-500/20 dark:text-blue-100',
  COMPLETED: 'border-green-600 bg-green-50 text-green-950 dark:bg-green-500/20 dark:text-green-100',
  CANCELLED: 'border-red-500 bg-red-50 text-red-950 dark:bg-red-500/20 dark:text-red-100',
  NO_SHOW: 'border-slate-400 bg-slate-100 text-slate-700 dark:bg-slate-500/25 dark:text-slate-200',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[status],
      )}
    >
      {BOOKING_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * Where a booking's payment stands: "Awaiting payment" while the visitor is on Stripe's page
 * (its time held until the payment window ends), else the payment status.
 */
export function BookingPaymentBadge({
  booking,
}: {
  booking: Pick<Booking, 'awaitingPayment' | 'paymentStatus'>;
}) {
  if (!booking.awaitingPayment) return <PaymentStatusBadge status={booking.paymentStatus} />;
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tones.PENDING,
      )}
    >
      Awaiting payment
    </span>
  );
}
