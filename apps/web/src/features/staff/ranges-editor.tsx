import { Plus, X } from 'lucide-react';
import type { TimeRange } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { nextRange } from './weekly-hours';

/** The most ranges a day holds (the API's limit). */
const MAX_RANGES = 10;

export interface RangeErrors {
  start?: { message?: string };
  end?: { message?: string };
}

const timeClass =
  'h-9 w-[7.25rem] rounded-lg px-1.5 sm:w-[7.5rem] sm:px-2 border border-input bg-card text-sm tabular-nums shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-[invalid=true]:border-destructive';

function TimeBox(props: {
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <input
      type="time"
      step={300}
      aria-label={props.label}
      aria-invalid={props.invalid || undefined}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      className={timeClass}
    />
  );
}

/**
 * A day's working ranges as pairs of time boxes, each with its remove button, and a button that
 * adds one more after the last. `label` names the day for every control ("Monday").
 */
export function RangesEditor({
  label,
  ranges,
  onChange,
  errors,
}: {
  label: string;
  ranges: TimeRange[];
  onChange: (next: TimeRange[]) => void;
  errors?: (RangeErrors | undefined)[] | undefined;
}) {
  const next = ranges.length < MAX_RANGES ? nextRange(ranges) : null;
  const set = (index: number, part: keyof TimeRange, value: string) =>
    onChange(ranges.map((r, i) => (i === index ? { ...r, [part]: value } : r)));

  return (
    <div className="space-y-2">
      <ul className="space-y-2">
        {ranges.map((range, index) => {
          const error = errors?.[index];
          const message = error?.start?.message ?? error?.end?.message;
          const name = ranges.length > 1 ? `${label}, hours ${index + 1}` : label;
          return (
            <li key={index}>
              <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
                <TimeBox
                  label={`${name}: from`}
                  value={range.start}
                  invalid={Boolean(error?.start)}
                  onChange={(v) => set(index, 'start', v)}
                />
                <span className="text-sm text-muted-foreground" aria-hidden>
                  to
                </span>
                <TimeBox
                  label={`${name}: to`}
                  value={range.end}
                  invalid={Boolean(error?.end)}
                  onChange={(v) => set(index, 'end', v)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-9 w-9 text-muted-foreground hover:text-destructive"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(ranges.filter((_, i) => i !== index))}
                >
                  <X className="h-4 w-4" aria-hidden />
                </Button>
              </div>
              {message ? (
                <p role="alert" className="mt-1 text-sm text-destructive">
                  {message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        className={cn('-ml-2 text-primary', !next && 'hidden')}
        aria-label={`Add hours to ${label}`}
        onClick={() => next && onChange([...ranges, next])}
      >
        <Plus className="h-4 w-4" aria-hidden /> Add hours
      </Button>
    </div>
  );
}
