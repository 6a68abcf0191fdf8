import { useId, type ReactNode } from 'react';
import { Switch } from '@/components/ui/switch';

/** A labelled on/off setting with a line saying what it does; what it reveals sits below. */
export function ToggleRow({
  label,
  description,
  checked,
  onChange,
  children,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="rounded-lg border border-border p-4">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={id} className="block cursor-pointer text-sm font-medium">
            {label}
          </label>
          <p id={`${id}-about`} className="mt-0.5 text-xs text-muted-foreground">
            {description}
          </p>
        </div>
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={onChange}
          aria-describedby={`${id}-about`}
        />
      </div>
      {checked && children ? <div className="mt-4">{children}</div> : null}
    </div>
  );
}
