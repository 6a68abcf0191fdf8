import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { dateInZone, type Booking, type PublicSlot } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { refusalOf } from '@/features/orders/order-errors';
import { notify } from '@/lib/toast';
import { nextFreeOf } from './booking-errors';
import { formatBookingWhen, movedText } from './booking-time';
import { FreeTimes, NextFreeTimes } from './free-times';
import { StaffChoice, staffFor, staffNames } from './staff-choice';
import { useBookingResources, useMoveBooking } from './use-bookings';

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
  const [date, setDate] = useState(booking.date);
  const [staffId, setStaffId] = useState(booking.staffId ?? '');
  const [slot, setSlot] = useState<PublicSlot | null>(null);
  const [refused, setRefused] = useState<{ message: string; next: PublicSlot[] } | null>(null);
  const move = useMoveBooking(booking.websiteId);
  const when = formatBookingWhen(booking);
  const today = dateInZone(Date.now(), zone);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!slot) return;
    setRefused(null);
    move.mutate(
      { booking, start: Date.parse(slot.start), staffId: slot.staffId },
      {
        onSuccess: (moved) => {
          notify.success(movedText(moved));
          onDone();
        },
        onError: (error) => {
          const next = nextFreeOf(error);
          if (next) setRefused({ message: (error as Error).message, next });
          else
            toast.error('Failed to move the booking', {
              description: refusalOf(error),
              duration: 5000,
            });
        },
      },
    );
  };

  const pick = (choice: PublicSlot) => {
    setDate(dateInZone(Date.parse(choice.start), zone));
    if (staffId) setStaffId(choice.staffId);
    setSlot(choice);
    setRefused(null);
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
          <FormField label="Date">
            <Input
              type="date"
              value={date}
              min={today}
              required
              onChange={(e) => {
                if (!e.target.value) return;
                setDate(e.target.value);
                setSlot(null);
              }}
            />
          </FormField>
          <StaffChoice
            staff={staffFor(staff.data ?? [], booking.serviceId ?? undefined)}
            value={staffId}
            onChange={(id) => {
              setStaffId(id);
              setSlot(null);
            }}
          />
        </div>
        <FreeTimes
          websiteId={booking.websiteId}
          serviceId={booking.serviceId ?? undefined}
          staffId={staffId || undefined}
          prefer={booking.staffId}
          date={date}
          zone={zone}
          value={slot}
          onChange={(choice) => {
            setSlot(choice);
            setRefused(null);
          }}
        />
        {refused ? (
          <NextFreeTimes
            message={refused.message}
            slots={refused.next}
            zone={zone}
            staffNames={staffNames(staff.data)}
            onPick={pick}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button type="button" variant="outline" disabled={move.isPending}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={!slot || move.isPending}>
            {move.isPending ? 'Moving...' : 'Move booking'}
          </Button>
        </div>
      </form>
    </>
  );
}
