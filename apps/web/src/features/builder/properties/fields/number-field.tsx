import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { compactInput, PanelField } from '../panel-field';
import { useSyncedDraft } from '../use-synced-draft';
import { asText, type FieldProps } from './field-props';

/** Why a typed number is refused, or null. */
export function numberProblem(field: FieldProps<'number'>['field'], n: number): string | null {
  if (!Number.isFinite(n)) return `${field.label} must be a number`;
  if (field.integer && !Number.isInteger(n)) return `${field.label} must be a whole number`;
  if (n < field.min || n > field.max) {
    return `${field.label} must be between ${field.min} and ${field.max}`;
  }
  return null;
}

/** A number prop within its range; empty input is ignored and the old value kept. */
export function NumberField({ field, value, onCommit }: FieldProps<'number'>) {
  const { draft, error, edit, committed, revert } = useSyncedDraft(value, asText);
  const unitId = useId();

  const change = (text: string) => {
    if (text.trim() === '') return edit(text);
    const n = Number(text);
    const problem = numberProblem(field, n);
    if (problem) return edit(text, problem);
    onCommit(n);
    committed(text, n);
  };

  return (
    <PanelField label={field.label} error={error}>
      {(ids) => (
        <div className="relative">
          <Input
            {...ids}
            aria-describedby={
              [ids['aria-describedby'], field.unit ? unitId : null].filter(Boolean).join(' ') ||
              undefined
            }
            type="number"
            inputMode={field.integer ? 'numeric' : 'decimal'}
            className={cn(compactInput, field.unit && 'pr-9')}
            value={draft}
            min={field.min}
            max={field.max}
            step={field.integer ? 1 : 'any'}
            onChange={(e) => change(e.target.value)}
            onBlur={() => {
              if (draft.trim() === '') revert();
            }}
          />
          {field.unit ? (
            <span
              id={unitId}
              className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-xs text-muted-foreground"
            >
              {field.unit}
            </span>
          ) : null}
        </div>
      )}
    </PanelField>
  );
}
