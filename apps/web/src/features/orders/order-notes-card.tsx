import { Quote } from 'lucide-react';
import type { Order } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { NotesForm } from '@/components/ui/notes-form';
import { useSaveOrderNotes } from './use-orders';

const MAX_NOTES = 5000;

/** The buyer's note from checkout, and the owner's own notes (never shown to the buyer). */
export function OrderNotesCard({ order }: { order: Order }) {
  const save = useSaveOrderNotes(order.id);
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
      <NotesForm
        saved={order.notes ?? ''}
        label="Your notes"
        hint="Only you see these: a gift message to add, a call to make."
        maxLength={MAX_NOTES}
        saving={save.isPending}
        onSave={(notes, done) => save.mutate(notes, done)}
      />
    </Card>
  );
}
