import { useState } from 'react';
import { CheckCircle2, CircleCheckBig, UserX } from 'lucide-react';
import { toast } from 'sonner';
import type { Booking, BookingStatus } from '@tessera/core';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusActionsMenu, type StatusMark } from '@/components/ui/status-actions-menu';
import { refusalOf } from '@/features/orders/order-errors';
import { notify } from '@/lib/toast';
import { formatBookingWhen } from './booking-time';
import { useCancelBooking, useUpdateBooking } from './use-bookings';

const MARKS: StatusMark<BookingStatus>[] = [
  { status: 'CONFIRMED', label: 'Confirm', icon: CheckCircle2 },
  { status: 'COMPLETED', label: 'Mark Completed', icon: CircleCheckBig },
  { status: 'NO_SHOW', label: 'No-show', icon: UserX },
];

const failed = (title: string, error: unknown) =>
  toast.error(title, { description: refusalOf(error), duration: 5000 });

/**
 * A booking's status actions: the ⋯ menu of a list row (with View), or the page's "Update
 * status" button. Any status may be set (corrections happen; leaving Cancelled takes the time
 * again if it is still free); cancelling asks first and keeps the booking as Cancelled.
 */
export function BookingActionsMenu({
  booking,
  variant,
}: {
  booking: Booking;
  variant: 'row' | 'header';
}) {
  const update = useUpdateBooking();
  const cancel = useCancelBooking();
  const [confirming, setConfirming] = useState(false);
  const busy = update.isPending || cancel.isPending;
  const when = formatBookingWhen(booking);
  const who = booking.customerName || booking.customerEmail;

  const change = (status: BookingStatus) =>
    update.mutate(
      { id: booking.id, input: { status } },
      {
        onSuccess: () => notify.success('Booking status updated successfully!'),
        onError: (error) => failed('Failed to update booking status', error),
      },
    );

  const cancelBooking = () =>
    cancel.mutate(booking.id, {
      onSuccess: () => {
        notify.success('Booking cancelled successfully!');
        setConfirming(false);
      },
      onError: (error) => failed('Failed to cancel booking', error),
    });

  return (
    <>
      <StatusActionsMenu
        variant={variant}
        rowLabel={`Actions for the booking of ${who}`}
        view={{ label: 'View', to: `/dashboard/bookings/${booking.id}` }}
        marks={MARKS}
        status={booking.status}
        busy={busy}
        onMark={change}
        cancelLabel="Cancel"
        cancelled={booking.status === 'CANCELLED'}
        onCancel={() => setConfirming(true)}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !cancel.isPending && setConfirming(open)}
        title={`Cancel the booking of ${who}?`}
        description={`${booking.serviceName} on ${when.day}, ${when.time}. The booking stays in your list as Cancelled, the time becomes free for others, and the customer gets an e-mail saying so.`}
        confirmLabel="Cancel booking"
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        onConfirm={cancelBooking}
      />
    </>
  );
}
