import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { isDirty, useEditorStore } from '../state/editor-store';
import { savePage } from '../state/save-page';

/** Saved, unsaved, saving, or failed with a retry: always visible, never a surprise. */
export function SaveStatus() {
  const dirty = useEditorStore(isDirty);
  const saveState = useEditorStore((s) => s.saveState);
  const saveError = useEditorStore((s) => s.saveError);
  if (saveState === 'saving') {
    return (
      <span className="flex items-center gap-1.5 text-xs text-muted-foreground" role="status">
        <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden /> Saving...
      </span>
    );
  }
  if (saveState === 'error') {
    return (
      <span className="flex items-center gap-1.5 text-xs text-destructive" role="alert">
        <AlertCircle className="h-3.5 w-3.5" aria-hidden /> {saveError ?? 'Failed to save'}
        <button type="button" className="font-semibold underline" onClick={() => void savePage()}>
          Retry
        </button>
      </span>
    );
  }
  if (dirty || saveState === 'conflict') {
    return (
      <span
        className="flex items-center gap-1.5 text-xs text-amber-600 dark:text-amber-400"
        data-unsaved
        role="status"
      >
        <span className="h-2 w-2 rounded-full bg-amber-500" aria-hidden /> Unsaved changes
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1.5 text-xs text-muted-foreground" role="status">
      <Check className="h-3.5 w-3.5" aria-hidden /> All changes saved
    </span>
  );
}
