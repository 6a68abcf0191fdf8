import { useState } from 'react';
import type { Booking } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useUpdateBooking } from './use-bookings';

/** The booking's notes: what the customer wrote when booking, kept and edited by the owner. */
export function BookingNotesCard({ booking }: { booking: Booking }) {
  const saved = booking.notes ?? '';
  const [notes, setNotes] = useState(saved);
  const [error, setError] = useState<string>();
  const update = useUpdateBooking();
  const dirty = notes.trim() !== saved.trim();

  // A fresh copy from the server shows unless the owner is mid-edit.
  const [shown, setShown] = useState(saved);
  if (saved !== shown) {
    setShown(saved);
    if (notes.trim() === shown.trim()) setNotes(saved);
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    update.mutate(
      { id: booking.id, input: { notes: notes.trim() || null } },
      {
        onSuccess: () => notify.success('Notes saved'),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fields.notes) setError(failure.fields.notes);
          notify.error('Failed to save notes');
        },
      },
    );
  };

  return (
    <Card className="p-5">
      <form onSubmit={submit} className="space-y-3">
        <FormField
          label="Notes"
          error={error}
          hint="The customer's note from booking, and anything you add: a preference, a call to make."
        >
          <Textarea
            rows={4}
            maxLength={2000}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </FormField>
        <div className="flex justify-end gap-2">
          {dirty ? (
            <Button
              variant="outline"
              size="sm"
              disabled={update.isPending}
              onClick={() => setNotes(saved)}
            >
              Discard
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={!dirty || update.isPending}>
            {update.isPending ? 'Saving...' : 'Save notes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
