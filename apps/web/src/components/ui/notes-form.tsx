import { useState } from 'react';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { Button } from './button';
import { FormField } from './form-field';
import { Textarea } from './input';

/** What `NotesForm` hands its owner to save: the typed notes, and what to do when it is done. */
export type SaveNotes = (
  notes: string,
  done: { onSuccess: () => void; onError: (failure: unknown) => void },
) => void;

/** The owner's notes on a record: a text box with Save and, while edited, Discard. */
export function NotesForm({
  saved,
  label,
  hint,
  maxLength,
  saving,
  onSave,
}: {
  /** The notes as stored; a fresh copy shows unless the owner is mid-edit. */
  saved: string;
  label: string;
  hint: string;
  maxLength: number;
  saving: boolean;
  onSave: SaveNotes;
}) {
  const [notes, setNotes] = useState(saved);
  const [error, setError] = useState<string>();
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
    onSave(notes, {
      onSuccess: () => notify.success('Notes saved'),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.fields.notes) setError(failure.fields.notes);
        notify.error('Failed to save notes');
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      <FormField label={label} error={error} hint={hint}>
        <Textarea
          rows={4}
          maxLength={maxLength}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        {dirty ? (
          <Button variant="outline" size="sm" disabled={saving} onClick={() => setNotes(saved)}>
            Discard
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={!dirty || saving}>
          {saving ? 'Saving...' : 'Save notes'}
        </Button>
      </div>
    </form>
  );
}
