import { dateInZone, parseDate } from '@tessera/core';

// Intl puts narrow and thin spaces around times and dashes; plain ones read and search the same.
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, format);
  }
  return format;
}

/** A date 'YYYY-MM-DD' as people read it: 'Tue, Mar 10, 2026' (no zone: it is a calendar day). */
const DAY_STYLES: Record<'short' | 'long' | 'column', Intl.DateTimeFormatOptions> = {
  short: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  long: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  /** A week's column: 'Wed, Nov 25'. */
  column: { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' },
};

export function formatDay(date: string, style: keyof typeof DAY_STYLES = 'short'): string {
  const d = parseDate(date);
  if (!d) return date;
  const options = DAY_STYLES[style];
  return plain(formatter(`day-${style}`, options).format(Date.UTC(d.year, d.month - 1, d.day, 12)));
}

/** 'Mar 9 – 15, 2026': a run of days, the month and year said once where they repeat. */
export function formatDayRange(first: string, last: string): string {
  const a = parseDate(first);
  const b = parseDate(last);
  if (!a || !b) return `${first} – ${last}`;
  const range = formatter('day-range', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(
    Date.UTC(a.year, a.month - 1, a.day, 12),
    Date.UTC(b.year, b.month - 1, b.day, 12),
  );
  return plain(range);
}

/** An instant's time of day in the zone: '9:30 AM'. */
const timeFormat = (zone: string) =>
  formatter(`time-${zone}`, { hour: 'numeric', minute: '2-digit', timeZone: zone });

export function formatTime(instant: string | number, zone: string): string {
  return plain(timeFormat(zone).format(new Date(instant)));
}

/** From one instant to another in the zone: '9:00 – 10:00 AM', '11:00 PM – 12:00 AM'. */
export function formatTimeRange(start: string | number, end: string | number, zone: string) {
  const [from, to] = [new Date(start), new Date(end)];
  // Across midnight Intl would add both dates; the day is said elsewhere.
  if (dateInZone(from.getTime(), zone) !== dateInZone(to.getTime(), zone)) {
    return `${formatTime(start, zone)} – ${formatTime(end, zone)}`;
  }
  return plain(timeFormat(zone).formatRange(from, to));
}

/** A zone's name for people: 'Europe/Berlin' reads 'Europe/Berlin', 'America/New_York' 'America/New York'. */
export const zoneName = (zone: string) => zone.replaceAll('_', ' ');

/** A booking's time as the list and its page say it, in the website's zone. */
export function formatBookingWhen(booking: {
  date: string;
  start: string;
  end: string;
  timezone: string;
}): { day: string; time: string } {
  return {
    day: formatDay(booking.date),
    time: formatTimeRange(booking.start, booking.end, booking.timezone),
  };
}

/** An hour of the calendar's axis (minutes since midnight): '9 AM', '12 PM'. */
export function formatHour(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}

/** Wall minutes as a clock shows them: '2:00 AM'. */
export function formatClock(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0');
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The toast after a move: 'Booking moved to Wed, Nov 25, 2026, 10:30 AM'. */
export const movedText = (moved: { date: string; start: string; timezone: string }) =>
  `Booking moved to ${formatDay(moved.date)}, ${formatTime(moved.start, moved.timezone)}`;
