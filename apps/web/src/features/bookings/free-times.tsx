import { dateInZone, type PublicSlot } from '@tessera/core';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDay, formatTime, zoneName } from './booking-time';
import { useFreeTimes } from './use-bookings';

const pill =
  'relative flex cursor-pointer items-center justify-center rounded-lg border border-input bg-card px-2 py-2 text-sm font-medium tabular-nums transition-colors hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';

export const slotKey = (slot: { start: string; staffId: string }) =>
  `${slot.start}|${slot.staffId}`;

/** One slot per start time: with anyone's times together, the preferred person's where they have it. */
export function uniqueStarts(slots: readonly PublicSlot[], prefer?: string | null): PublicSlot[] {
  const byStart = new Map<string, PublicSlot>();
  for (const slot of slots) {
    const seen = byStart.get(slot.start);
    if (!seen || (slot.staffId === prefer && seen.staffId !== prefer))
      byStart.set(slot.start, slot);
  }
  return [...byStart.values()].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/**
 * The free times of a service on one day as a group of radio buttons (arrow keys move between
 * them), in the website's zone; a skeleton while they load.
 */
export function FreeTimes({
  websiteId,
  serviceId,
  staffId,
  date,
  zone,
  prefer,
  value,
  onChange,
  legend = 'Free times',
}: {
  websiteId: string;
  serviceId: string | undefined;
  /** One person's times, or (undefined) anyone's. */
  staffId: string | undefined;
  date: string;
  zone: string;
  /** With anyone's times, whose slot stands for a time shared by several. */
  prefer?: string | null;
  value: PublicSlot | null;
  onChange: (slot: PublicSlot) => void;
  legend?: string;
}) {
  const slots = useFreeTimes(websiteId, serviceId, { from: date, to: date, staffId });
  const shown = uniqueStarts(slots.data ?? [], prefer);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        {legend}{' '}
        <span className="font-normal text-muted-foreground">
          ({formatDay(date)}, {zoneName(zone)})
        </span>
      </legend>
      {!serviceId ? (
        <p className="text-sm text-muted-foreground">Choose a service to see its free times.</p>
      ) : slots.isPending ? (
        <div
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
          aria-busy="true"
          role="status"
          aria-label="Loading free times"
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-9" />
          ))}
        </div>
      ) : slots.isError ? (
        <Alert>{slots.error.message || 'The free times could not be loaded.'}</Alert>
      ) : shown.length === 0 ? (
        <p className="rounded-lg bg-muted px-3 py-2.5 text-sm text-muted-foreground">
          No free times on this day. Try another day{staffId ? ' or anyone available' : ''}.
        </p>
      ) : (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {shown.map((slot) => (
            <label key={slotKey(slot)} className={pill}>
              <input
                type="radio"
                name={`free-times-${date}`}
                // Over the whole pill, unseen: the pill is what shows, the input what is clicked.
                className="absolute inset-0 cursor-pointer appearance-none opacity-0"
                checked={value?.start === slot.start}
                onChange={() => onChange(slot)}
              />
              {formatTime(slot.start, zone)}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** A refused time's alternatives (409 SLOT_TAKEN): the server's message and its next free times. */
export function NextFreeTimes({
  message,
  slots,
  zone,
  staffNames,
  onPick,
}: {
  message: string;
  slots: readonly PublicSlot[];
  zone: string;
  staffNames: ReadonlyMap<string, string>;
  onPick: (slot: PublicSlot) => void;
}) {
  return (
    <div className="space-y-3">
      <Alert>{message}</Alert>
      {slots.length > 0 ? (
        <div className="space-y-2">
          <p className="text-sm font-medium">The next free times</p>
          <ul className="flex flex-wrap gap-2">
            {slots.map((slot) => {
              const staff = staffNames.get(slot.staffId);
              return (
                <li key={slotKey(slot)}>
                  <button type="button" className={cn(pill, 'px-3')} onClick={() => onPick(slot)}>
                    {formatDay(dateInZone(Date.parse(slot.start), zone))},{' '}
                    {formatTime(slot.start, zone)}
                    {staff ? ` · ${staff}` : ''}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The day to look at, from today on (in the website's zone). */
export function DayField({
  value,
  zone,
  onChange,
}: {
  value: string;
  zone: string;
  onChange: (date: string) => void;
}) {
  return (
    <FormField label="Date">
      <Input
        type="date"
        value={value}
        min={dateInZone(Date.now(), zone)}
        required
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}
