import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ControlIds {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

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
  const id = useId();
  const messageId = `${id}-message`;
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
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
