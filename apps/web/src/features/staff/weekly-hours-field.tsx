import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Copy } from 'lucide-react';
import type { Weekday } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { RangesEditor, type RangeErrors } from './ranges-editor';
import type { StaffFormValues } from './staff-form-values';
import { copyMondayToWeekdays, DAY_NAMES, USUAL_DAY, WEEK } from './weekly-hours';

function DayRow({ day }: { day: Weekday }) {
  const id = useId();
  const { watch, setValue, formState } = useFormContext<StaffFormValues>();
  const ranges = watch(`weeklyHours.${day}`);
  const dayErrors = formState.errors.weeklyHours?.[day] as
    ((RangeErrors | undefined)[] & { message?: string }) | undefined;
  const change = (next: typeof ranges) =>
    setValue(`weeklyHours.${day}`, next, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  const open = ranges.length > 0;
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-start">
      <div className="flex items-center gap-3 sm:h-9">
        <Switch
          id={id}
          checked={open}
          onCheckedChange={(on) => change(on ? [{ ...USUAL_DAY }] : [])}
          aria-label={`${DAY_NAMES[day]} open`}
        />
        <label htmlFor={id} className="text-sm font-medium">
          {DAY_NAMES[day]}
        </label>
      </div>
      <div>
        {open ? (
          <RangesEditor
            label={DAY_NAMES[day]}
            ranges={ranges}
            onChange={change}
            errors={dayErrors}
          />
        ) : (
          <p className="text-sm text-muted-foreground sm:leading-9">Closed</p>
        )}
        {dayErrors?.message ? (
          <p role="alert" className="mt-1 text-sm text-destructive">
            {dayErrors.message}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Working hours for each day of the week, in the website's zone, several ranges a day. */
export function WeeklyHoursField({ timezone }: { timezone: string }) {
  const { getValues, setValue, formState } = useFormContext<StaffFormValues>();
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Times are in <span className="font-medium text-foreground">{timezone}</span>, the
          website&apos;s time zone.
        </p>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => {
            const week = copyMondayToWeekdays(getValues('weeklyHours'));
            // Day by day: each row watches its own day, which a change of the whole week skips.
            for (const day of WEEK) {
              setValue(`weeklyHours.${day}`, week[day], {
                shouldDirty: true,
                shouldValidate: formState.isSubmitted,
              });
            }
          }}
        >
          <Copy className="h-4 w-4" aria-hidden /> Copy Monday to weekdays
        </Button>
      </div>
      <ul className="divide-y divide-border" aria-label="Weekly hours">
        {WEEK.map((day) => (
          <DayRow key={day} day={day} />
        ))}
      </ul>
    </div>
  );
}
