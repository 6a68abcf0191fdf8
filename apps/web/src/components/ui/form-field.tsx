import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
  /** Shown at the end of the label row, e.g. a character counter. */
  labelAside?: ReactNode;
  /** Marked "required" beside the label before anything is submitted, and `aria-required`. */
  required?: boolean;
  /** One form control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its hint and its error message, wired for screen readers. */
export function FormField({
  label,
  error,
  hint,
  className,
  labelAside,
  required,
  children,
}: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <div className="flex items-baseline gap-2">
          <label htmlFor={id} className="block text-sm font-medium text-foreground">
            {label}
          </label>
          {/* Outside the label, so the control's name stays its label; aria-required says it. */}
          {required ? (
            <span aria-hidden="true" className="text-xs text-muted-foreground" data-required-mark>
              required
            </span>
          ) : null}
        </div>
        {labelAside}
      </div>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
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
