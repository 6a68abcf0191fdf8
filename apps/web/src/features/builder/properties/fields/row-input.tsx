import { useId } from 'react';
import { Input, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { compactInput } from '../panel-field';

interface RowInputProps {
  /** The visible label ('Label', 'Link'). */
  label: string;
  /** Read before the label by screen readers so each row's inputs have their own name. */
  context?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  maxLength?: number;
  multiline?: boolean;
  url?: boolean;
}

/** One input of a list row, e.g. 'Link 2 Label', shown as a small 'Label'. */
export function RowInput(props: RowInputProps) {
  const { label, context, value, onChange, error, placeholder, maxLength, multiline, url } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    placeholder,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className="space-y-0.5">
      <label htmlFor={id} className="text-[11px] font-medium text-muted-foreground">
        {context ? <span className="sr-only">{context} </span> : null}
        {label}
      </label>
      {multiline ? (
        <Textarea
          {...shared}
          rows={2}
          className="px-2.5 py-1 text-sm"
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input
          {...shared}
          type="text"
          inputMode={url ? 'url' : undefined}
          autoComplete="off"
          spellCheck={url ? false : undefined}
          className={cn(compactInput, 'bg-card')}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
