import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { parseDate } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { StaffFormValues } from './staff-form-values';
import { formatPlainDate, withDate } from './weekly-hours';

/**
 * A date box with an Add button: Enter in the box adds too. Used for days off and for the
 * dates that get their own hours.
 */
export function AddDate({
  label,
  button,
  onAdd,
}: {
  label: string;
  button: string;
  onAdd: (date: string) => void;
}) {
  const id = useId();
  const [date, setDate] = useState('');
  const add = () => {
    if (!parseDate(date)) return;
    onAdd(date);
    setDate('');
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <Input
          id={id}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className="w-44"
        />
      </div>
      <Button variant="outline" onClick={add} disabled={!parseDate(date)}>
        <Plus className="h-4 w-4" aria-hidden /> {button}
      </Button>
    </div>
  );
}

/** Whole days the member does not work (holidays, leave), as removable dates. */
export function DaysOffField() {
  const { watch, setValue, formState } = useFormContext<StaffFormValues>();
  const daysOff = watch('daysOff');
  const errors = formState.errors.daysOff;
  const change = (next: string[]) =>
    setValue('daysOff', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  return (
    <div className="space-y-3">
      {daysOff.length === 0 ? (
        <p className="text-sm text-muted-foreground">No days off planned.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Days off">
          {daysOff.map((date, index) => (
            <li
              key={date}
              className="inline-flex items-center gap-1 rounded-md bg-muted py-1 pr-1 pl-2.5 text-sm"
            >
              <span>{formatPlainDate(date)}</span>
              <button
                type="button"
                aria-label={`Remove day off ${formatPlainDate(date)}`}
                onClick={() => change(daysOff.filter((d) => d !== date))}
                className="cursor-pointer rounded p-0.5 text-muted-foreground hover:bg-foreground/10 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
              {errors?.[index]?.message ? (
                <span role="alert" className="text-destructive">
                  {errors[index].message}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AddDate label="Day off" button="Add day off" onAdd={(d) => change(withDate(daysOff, d))} />
    </div>
  );
}
