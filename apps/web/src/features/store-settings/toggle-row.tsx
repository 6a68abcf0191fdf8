import { useId, type ReactNode } from 'react';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

/** A labelled on/off setting with a line saying what it does; what it reveals sits below. */
export function ToggleRow({
  label,
  description,
  checked,
  onChange,
  disabled,
  children,
}: {
  label: string;
  description: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown off and not changeable, for a setting that needs something else first. */
  disabled?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="rounded-lg border border-border p-4">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label
            htmlFor={id}
            className={cn(
              'block text-sm font-medium',
              disabled ? 'text-muted-foreground' : 'cursor-pointer',
            )}
          >
            {label}
          </label>
          <p id={`${id}-about`} className="mt-0.5 text-xs text-muted-foreground">
            {description}
          </p>
        </div>
        <Switch
          id={id}
          checked={checked && !disabled}
          disabled={disabled}
          className={disabled ? 'cursor-not-allowed' : undefined}
          onCheckedChange={onChange}
          aria-describedby={`${id}-about`}
        />
      </div>
      {checked && !disabled && children ? <div className="mt-4">{children}</div> : null}
    </div>
  );
}
