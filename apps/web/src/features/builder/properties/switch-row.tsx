import { useId, type ReactNode } from 'react';
import { Switch } from '@/components/ui/switch';

interface SwitchRowProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  /** Shown after the label (an override marker). */
  aside?: ReactNode;
}

/** An on/off setting: its label on the left, the switch on the right. */
export function SwitchRow({ label, checked, onCheckedChange, hint, aside }: SwitchRowProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <div className="flex min-h-5 items-center gap-2">
          <label htmlFor={id} className="text-xs font-medium text-foreground">
            {label}
          </label>
          {aside}
        </div>
        {hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint ? hintId : undefined}
      />
    </div>
  );
}
