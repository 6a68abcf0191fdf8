import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * What a control inside a PanelField receives so its label, hint and error reach screen readers.
 * The label's own id is `${id}-label`, for controls a <label for> cannot name (a group).
 */
export interface ControlIds {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface PanelFieldProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Shown at the end of the label row (an override marker and its reset button). */
  aside?: ReactNode;
  className?: string;
  children: (ids: ControlIds) => ReactNode;
}

/** A compact labelled control for the properties panel, with its hint or its error. */
export function PanelField({ label, error, hint, aside, className, children }: PanelFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <div className="flex min-h-5 items-center justify-between gap-2">
        <label
          id={`${id}-label`}
          htmlFor={id}
          className="truncate text-xs font-medium text-foreground"
        >
          {label}
        </label>
        {aside}
      </div>
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

/** Input sizing shared by every control of the panel. */
export const compactInput = 'h-8 px-2.5 text-sm';
