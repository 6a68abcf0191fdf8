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

/** A control's id, and the attributes that tie its hint or error to it. */
export function useControlIds(error: string | null | undefined, hint: ReactNode): ControlIds {
  const id = useId();
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? `${id}-message` : undefined,
  };
}

/** The error (announced) or else the hint below a control. */
export function FieldMessage({
  controlId,
  error,
  hint,
}: {
  controlId: string;
  error?: string | null | undefined;
  hint?: ReactNode;
}) {
  if (error) {
    return (
      <p id={`${controlId}-message`} role="alert" className="text-xs text-destructive">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${controlId}-message`} className="text-xs text-muted-foreground">
      {hint}
    </p>
  ) : null;
}

/** A compact labelled control for the properties panel, with its hint or its error. */
export function PanelField({ label, error, hint, aside, className, children }: PanelFieldProps) {
  const ids = useControlIds(error, hint);
  const { id } = ids;
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
      {children(ids)}
      <FieldMessage controlId={id} error={error} hint={hint} />
    </div>
  );
}

/** Input sizing shared by every control of the panel. */
export const compactInput = 'h-8 px-2.5 text-sm';
