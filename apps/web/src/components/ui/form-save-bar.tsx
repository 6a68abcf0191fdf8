import { Link } from 'react-router';
import { Button } from './button';

/** A long form's sticky footer: whether anything changed, Cancel back, and the save button. */
export function FormSaveBar({
  dirty,
  cancelTo,
  submitting,
  submitLabel,
}: {
  dirty: boolean;
  cancelTo: string;
  submitting: boolean;
  submitLabel: string;
}) {
  return (
    <div className="sticky bottom-4 z-10 flex items-center justify-end gap-3 rounded-xl border border-border bg-card/95 px-4 py-3 shadow-lg backdrop-blur">
      <p className="mr-auto hidden text-sm text-muted-foreground sm:block" role="status">
        {dirty ? 'You have unsaved changes.' : 'No changes yet.'}
      </p>
      <Button asChild variant="outline">
        <Link to={cancelTo}>Cancel</Link>
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}
