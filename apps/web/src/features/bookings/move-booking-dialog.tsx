import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import type { Booking } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { refusalOf } from '@/features/orders/order-errors';
import { notify } from '@/lib/toast';
import { formatBookingWhen, movedText } from './booking-time';
import { DayField, FreeTimes, NextFreeTimes } from './free-times';
import { StaffChoice, staffFor, staffNames } from './staff-choice';
import { useBookingResources, useMoveBooking } from './use-bookings';
import { useTimeChoice } from './use-time-choice';

/**
 * Moves a booking to a free time chosen from a list (the keyboard's way to do what dragging does
 * on the calendar, and the booking page's Reschedule). A time taken meanwhile (409) shows the
 * server's next free times to pick from.
 */
export function MoveBookingDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-6 shadow-xl">
          {/* Mounted only while open, so each opening starts from the booking's own day. */}
          {open ? <MoveForm booking={booking} onDone={() => onOpenChange(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MoveForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const zone = booking.timezone;
  const { staff } = useBookingResources(booking.websiteId);
  const choice = useTimeChoice(zone, { date: booking.date, staffId: booking.staffId ?? '' });
  const move = useMoveBooking(booking.websiteId);
  const when = formatBookingWhen(booking);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const slot = choice.slot;
    if (!slot) return;
    move.mutate(
      { booking, start: Date.parse(slot.start), staffId: slot.staffId },
      {
        onSuccess: (moved) => {
          notify.success(movedText(moved));
          onDone();
        },
        onError: (error) => {
          if (choice.refuse(error)) return;
          toast.error('Failed to move the booking', {
            description: refusalOf(error),
            duration: 5000,
          });
        },
      },
    );
  };

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div>
          <Dialog.Title className="text-lg font-semibold">
            Move the booking of {booking.customerName || booking.customerEmail}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            {booking.serviceName}, now {when.day}, {when.time}. Pick a free time; the customer gets
            an e-mail with the new one.
          </Dialog.Description>
        </div>
        <Dialog.Close
          aria-label="Close"
          className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="h-5 w-5" aria-hidden />
        </Dialog.Close>
      </div>
      <form onSubmit={submit} className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <DayField value={choice.date} zone={zone} onChange={choice.setDate} />
          <StaffChoice
            staff={staffFor(staff.data ?? [], booking.serviceId ?? undefined)}
            value={choice.staffId}
            onChange={choice.setStaffId}
          />
        </div>
        <FreeTimes
          websiteId={booking.websiteId}
          serviceId={booking.serviceId ?? undefined}
          staffId={choice.staffId || undefined}
          prefer={booking.staffId}
          date={choice.date}
          zone={zone}
          value={choice.slot}
          onChange={choice.choose}
        />
        {choice.refused ? (
          <NextFreeTimes
            message={choice.refused.message}
            slots={choice.refused.next}
            zone={zone}
            staffNames={staffNames(staff.data)}
            onPick={choice.pick}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button type="button" variant="outline" disabled={move.isPending}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={!choice.slot || move.isPending}>
            {move.isPending ? 'Moving...' : 'Move booking'}
          </Button>
        </div>
      </form>
    </>
  );
}
