import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import {
  Ban,
  CheckCircle2,
  ChevronDown,
  CircleCheckBig,
  Eye,
  MoreHorizontal,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { toast } from 'sonner';
import type { Booking, BookingStatus } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { refusalOf } from '@/features/orders/order-errors';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { formatBookingWhen } from './booking-time';
import { useCancelBooking, useUpdateBooking } from './use-bookings';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted';

const MARKS: { status: BookingStatus; label: string; icon: LucideIcon }[] = [
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
  const navigate = useNavigate();
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
      <DropdownMenu.Root>
        {variant === 'row' ? (
          <DropdownMenu.Trigger
            aria-label={`Actions for the booking of ${who}`}
            className="flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted"
          >
            <MoreHorizontal className="h-5 w-5" aria-hidden />
          </DropdownMenu.Trigger>
        ) : (
          <DropdownMenu.Trigger asChild>
            <Button variant="outline" disabled={busy}>
              {busy ? 'Updating...' : 'Update status'}
              <ChevronDown className="h-4 w-4" aria-hidden />
            </Button>
          </DropdownMenu.Trigger>
        )}
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 w-52 rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-lg"
          >
            {variant === 'row' ? (
              <>
                <DropdownMenu.Item
                  className={itemClass}
                  onSelect={() => void navigate(`/dashboard/bookings/${booking.id}`)}
                >
                  <Eye className="h-4 w-4" aria-hidden /> View
                </DropdownMenu.Item>
                <DropdownMenu.Separator className="my-1 h-px bg-border" />
              </>
            ) : null}
            {MARKS.map(({ status, label, icon: Icon }) => (
              <DropdownMenu.Item
                key={status}
                className={itemClass}
                disabled={booking.status === status || busy}
                onSelect={() => change(status)}
              >
                <Icon className="h-4 w-4" aria-hidden /> {label}
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item
              className={cn(itemClass, 'text-destructive data-[highlighted]:bg-red-500/10')}
              disabled={booking.status === 'CANCELLED' || busy}
              onSelect={() => setConfirming(true)}
            >
              <Ban className="h-4 w-4" aria-hidden /> Cancel
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
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
