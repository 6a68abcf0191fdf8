/**
 * Wall-clock time in an IANA zone and the instants behind it, with the platform's own time-zone
 * data (Intl) and nothing else. Dates are 'YYYY-MM-DD', times 'HH:MM', instants epoch ms.
 */

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether the platform knows the zone by this IANA name ('Europe/Berlin'; also 'UTC'). */
export function isIanaZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time in the zone at an instant. */
export function wallTimeAt(instant: number, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

/** Minutes the zone is ahead of UTC at an instant (+60 for Berlin in winter, +330 in Kolkata). */
export function offsetMinutesAt(instant: number, zone: string): number {
  const w = wallTimeAt(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const truncated = Math.floor(instant / 60_000) * 60_000;
  return Math.round((asUtc - truncated) / 60_000);
}

/**
 * The instant a wall-clock time names in the zone. A time that happens twice (clocks going back)
 * names its first occurrence; a time that never happens (clocks going forward) is moved on by the
 * gap, as a clock on the wall would show it (02:30 on a spring-forward night in Berlin is 03:30).
 */
export function instantOf(wall: WallTime, zone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The offset is one of at most two values around the time: try the one before and after.
  const before = offsetMinutesAt(asUtc - 36 * 3_600_000, zone);
  const after = offsetMinutesAt(asUtc + 36 * 3_600_000, zone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => {
      const w = wallTimeAt(instant, zone);
      return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) === asUtc;
    })
    .sort((a, b) => a - b);
  if (candidates.length > 0) return candidates[0]!;
  // In a gap: the time as the offset before the change would place it.
  return asUtc - before * 60_000;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A calendar date 'YYYY-MM-DD' that exists; null otherwise. */
export function parseDate(date: string): { year: number; month: number; day: number } | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return null;
  if (check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Minutes since midnight of 'HH:MM' (and '24:00' as the end of a day); null otherwise. */
export function parseTime(time: string): number | null {
  if (time === '24:00') return 24 * 60;
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The date so many days after (or before) another. */
export function addDays(date: string, days: number): string {
  const d = parseDate(date)!;
  return new Date(Date.UTC(d.year, d.month - 1, d.day + days)).toISOString().slice(0, 10);
}

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export function weekdayOf(date: string): Weekday {
  const d = parseDate(date)!;
  return WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()]!;
}

/** The date in the zone at an instant. */
export function dateInZone(instant: number, zone: string): string {
  const w = wallTimeAt(instant, zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** The instant of a date's time of day ('HH:MM' as minutes) in the zone. */
export function instantOfDay(date: string, minutes: number, zone: string): number {
  const d = parseDate(date)!;
  // 24:00 is the next day's midnight.
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day, 0, minutes));
  return instantOf(
    {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
      hour: next.getUTCHours(),
      minute: next.getUTCMinutes(),
    },
    zone,
  );
}
