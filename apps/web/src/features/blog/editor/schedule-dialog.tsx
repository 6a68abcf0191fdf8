import { useState } from 'react';
import { addDays, dateInZone, instantOfDay, parseDate, parseTime } from '@tessera/core';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatInZone } from '../post-status';
import { EditorDialog } from './editor-dialog';

/** The next whole hour after now, at least an hour away, as a date and time in the zone. */
function defaultMoment(zone: string, initial: string | null): { date: string; time: string } {
  const start = initial && Date.parse(initial) > Date.now() ? Date.parse(initial) : null;
  if (start) {
    const date = dateInZone(start, zone);
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(start);
    return { date, time: parts };
  }
  return { date: addDays(dateInZone(Date.now(), zone), 1), time: '09:00' };
}

/** Publish at a date and time of the website's zone; sent as the instant it names. */
export function ScheduleDialog({
  open,
  onOpenChange,
  zone,
  initial,
  busy,
  onSchedule,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  zone: string;
  initial: string | null;
  busy: boolean;
  onSchedule: (publishedAt: string) => void;
}) {
  const [moment, setMoment] = useState(() => defaultMoment(zone, initial));
  const [error, setError] = useState<string | undefined>();
  const minutes = parseTime(moment.time);
  const instant =
    parseDate(moment.date) && minutes !== null && minutes < 24 * 60
      ? instantOfDay(moment.date, minutes, zone)
      : null;

  const submit = () => {
    if (busy) return;
    if (instant === null) return setError('Choose a date and a time');
    if (instant <= Date.now() + 60_000) return setError('Choose a time in the future');
    onSchedule(new Date(instant).toISOString());
  };

  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule post"
      description={`It goes live on its own at this time in your website's time zone (${zone.replace(/_/g, ' ')}).`}
      submitLabel={busy ? 'Scheduling...' : 'Schedule'}
      onSubmit={submit}
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Date">
          <Input
            type="date"
            value={moment.date}
            min={dateInZone(Date.now(), zone)}
            onChange={(e) => {
              setMoment((m) => ({ ...m, date: e.target.value }));
              setError(undefined);
            }}
          />
        </FormField>
        <FormField label="Time">
          <Input
            type="time"
            value={moment.time}
            onChange={(e) => {
              setMoment((m) => ({ ...m, time: e.target.value }));
              setError(undefined);
            }}
          />
        </FormField>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : instant !== null ? (
        <p className="text-sm text-muted-foreground">
          Goes live {formatInZone(new Date(instant).toISOString(), zone)}.
        </p>
      ) : null}
    </EditorDialog>
  );
}
