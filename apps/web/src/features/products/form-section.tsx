import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';

/** One titled card of the product form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="p-5 sm:p-6" role="group" aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-0.5 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-4 space-y-5">{children}</div>
    </Card>
  );
}

/** "23/70": how much of a length limit a text uses, amber at the limit. */
export function LengthCounter({ length, max }: { length: number; max: number }) {
  return (
    <span
      aria-hidden
      className={
        length >= max
          ? 'text-xs font-medium text-amber-600 tabular-nums dark:text-amber-400'
          : 'text-xs text-muted-foreground tabular-nums'
      }
    >
      {length}/{max}
    </span>
  );
}

/** An on/off field of the form: label and explanation on the left, the switch on the right. */
export function SwitchField(props: {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {props.hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={props.checked}
        onCheckedChange={props.onCheckedChange}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
    </div>
  );
}
