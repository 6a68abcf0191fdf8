import { useState } from 'react';
import { Quote } from 'lucide-react';
import type { Order } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useSaveOrderNotes } from './use-orders';

const MAX_NOTES = 5000;

/** The buyer's note from checkout, and the owner's own notes (never shown to the buyer). */
export function OrderNotesCard({ order }: { order: Order }) {
  const saved = order.notes ?? '';
  const [notes, setNotes] = useState(saved);
  const [error, setError] = useState<string>();
  const save = useSaveOrderNotes(order.id);
  const dirty = notes.trim() !== saved.trim();

  // A fresh copy from the server shows unless the owner was mid-edit.
  const [shown, setShown] = useState(saved);
  if (saved !== shown) {
    setShown(saved);
    if (notes.trim() === shown.trim()) setNotes(saved);
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    save.mutate(notes, {
      onSuccess: () => notify.success('Notes saved'),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.fields.notes) setError(failure.fields.notes);
        notify.error('Failed to save notes');
      },
    });
  };

  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-sm font-semibold">Notes</h2>
      {order.customerNote ? (
        <figure className="rounded-lg bg-muted px-4 py-3">
          <figcaption className="mb-1 flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <Quote className="h-3.5 w-3.5" aria-hidden /> From the buyer
          </figcaption>
          <blockquote className="text-sm whitespace-pre-wrap break-words">
            {order.customerNote}
          </blockquote>
        </figure>
      ) : null}
      <form onSubmit={submit} className="space-y-3">
        <FormField
          label="Your notes"
          error={error}
          hint="Only you see these: a gift message to add, a call to make."
        >
          <Textarea
            rows={4}
            maxLength={MAX_NOTES}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </FormField>
        <div className="flex justify-end gap-2">
          {dirty ? (
            <Button
              variant="outline"
              size="sm"
              disabled={save.isPending}
              onClick={() => setNotes(saved)}
            >
              Discard
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={!dirty || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save notes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
