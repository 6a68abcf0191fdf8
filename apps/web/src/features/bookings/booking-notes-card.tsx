import type { Booking } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { NotesForm } from '@/components/ui/notes-form';
import { useUpdateBooking } from './use-bookings';

/** The booking's notes: what the customer wrote when booking, kept and edited by the owner. */
export function BookingNotesCard({ booking }: { booking: Booking }) {
  const update = useUpdateBooking();
  return (
    <Card className="p-5">
      <NotesForm
        saved={booking.notes ?? ''}
        label="Notes"
        hint="The customer's note from booking, and anything you add: a preference, a call to make."
        maxLength={2000}
        saving={update.isPending}
        onSave={(notes, done) =>
          update.mutate({ id: booking.id, input: { notes: notes.trim() || null } }, done)
        }
      />
    </Card>
  );
}
