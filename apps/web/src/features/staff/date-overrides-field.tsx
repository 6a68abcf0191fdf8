import { useFormContext } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { AddDate } from './days-off-field';
import { RangesEditor, type RangeErrors } from './ranges-editor';
import type { StaffFormValues } from './staff-form-values';
import { formatPlainDate, USUAL_DAY } from './weekly-hours';

/** Dates whose hours differ from the week's: their own ranges, or closed all day. */
export function DateOverridesField() {
  const { watch, setValue, formState } = useFormContext<StaffFormValues>();
  const overrides = watch('overrides');
  const errors = formState.errors.overrides;
  const change = (next: StaffFormValues['overrides']) =>
    setValue('overrides', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const setRanges = (index: number, ranges: StaffFormValues['overrides'][number]['ranges']) =>
    change(overrides.map((o, i) => (i === index ? { ...o, ranges } : o)));

  const add = (date: string) => {
    if (overrides.some((o) => o.date === date)) return;
    change(
      [...overrides, { date, ranges: [{ ...USUAL_DAY }] }].sort((a, b) =>
        a.date.localeCompare(b.date),
      ),
    );
  };

  return (
    <div className="space-y-3">
      {overrides.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No dates with their own hours. Add one for a late opening or a short day.
        </p>
      ) : (
        <ul
          className="divide-y divide-border border-y border-border sm:rounded-lg sm:border"
          aria-label="Date overrides"
        >
          {overrides.map((override, index) => {
            const label = formatPlainDate(override.date);
            const error = errors?.[index];
            const rangesError = error?.ranges as
              ((RangeErrors | undefined)[] & { message?: string }) | undefined;
            return (
              <li key={override.date} className="space-y-2 py-3 sm:px-3">
                <div className="flex items-center justify-between gap-2">
                  <p className="text-sm font-medium">{label}</p>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-8 w-8 text-muted-foreground hover:text-destructive"
                    aria-label={`Remove the hours of ${label}`}
                    onClick={() => change(overrides.filter((_, i) => i !== index))}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
                <div className="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)] sm:items-start">
                  <label className="flex items-center gap-2 text-sm sm:h-9">
                    <Switch
                      checked={override.ranges.length > 0}
                      onCheckedChange={(on) => setRanges(index, on ? [{ ...USUAL_DAY }] : [])}
                      aria-label={`${label} open`}
                    />
                    {override.ranges.length > 0 ? 'Open' : 'Closed'}
                  </label>
                  <div>
                    {override.ranges.length > 0 ? (
                      <RangesEditor
                        label={label}
                        ranges={override.ranges}
                        onChange={(ranges) => setRanges(index, ranges)}
                        errors={rangesError}
                      />
                    ) : (
                      <p className="text-sm text-muted-foreground sm:leading-9">Closed all day</p>
                    )}
                    {(error?.date?.message ?? rangesError?.message) ? (
                      <p role="alert" className="mt-1 text-sm text-destructive">
                        {error?.date?.message ?? rangesError?.message}
                      </p>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <AddDate label="Date" button="Add date" onAdd={add} />
    </div>
  );
}
