import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldMessage, useControlIds, type ControlIds } from '../panel-field';

interface LinkControlProps {
  label: string;
  /** Read before the label by screen readers ('Link 2'), so each row's controls have their name. */
  context?: string | undefined;
  /** The field's own label (bold), rather than one of its parts. */
  main?: boolean;
  error?: string | null;
  hint?: ReactNode;
  children: (ids: ControlIds) => ReactNode;
}

/** One labelled control of the link picker, with its error or hint below it. */
export function LinkControl({ label, context, main, error, hint, children }: LinkControlProps) {
  const ids = useControlIds(error, hint);
  const { id } = ids;
  return (
    <div className="min-w-0 space-y-0.5">
      <label
        htmlFor={id}
        className={cn(
          'block truncate',
          main
            ? 'text-xs font-medium text-foreground'
            : 'text-[11px] font-medium text-muted-foreground',
        )}
      >
        {context ? <span className="sr-only">{context} </span> : null}
        {label}
      </label>
      {children(ids)}
      <FieldMessage controlId={id} error={error} hint={hint} />
    </div>
  );
}
