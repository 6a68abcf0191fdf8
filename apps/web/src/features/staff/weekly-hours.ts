import { parseTime, WEEKDAYS, type TimeRange, type Weekday } from '@tessera/core';

/** A week in the order owners read it: Monday first. */
export const WEEK: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

const capitalised = (day: Weekday) => day[0]!.toUpperCase() + day.slice(1);

/** 'Monday'. */
export const DAY_NAMES = Object.fromEntries(WEEK.map((d) => [d, capitalised(d)])) as Record<
  Weekday,
  string
>;

/** 'Mon'. */
const SHORT = Object.fromEntries(WEEK.map((d) => [d, capitalised(d).slice(0, 3)])) as Record<
  Weekday,
  string
>;

/** Every day of the week with its ranges; a closed day has none. */
export type FullWeek = Record<Weekday, TimeRange[]>;

/** A working day's usual hours, offered when a day is opened or a first range is added. */
export const USUAL_DAY: TimeRange = { start: '09:00', end: '17:00' };

const LAST_MINUTE = 24 * 60;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The stored hours with every day present (missing days are closed), ranges copied. */
export function fullWeek(hours: Partial<Record<Weekday, TimeRange[]>> = {}): FullWeek {
  return Object.fromEntries(
    WEEK.map((day) => [day, (hours[day] ?? []).map((r) => ({ ...r }))]),
  ) as FullWeek;
}

/** Monday to Friday 09:00 to 17:00: a new staff member's starting week. */
export function officeWeek(): FullWeek {
  const week = fullWeek();
  for (const day of WEEK.slice(0, 5)) week[day] = [{ ...USUAL_DAY }];
  return week;
}

/**
 * One more range after a day's last: an hour after it ends, two hours long (cut at midnight).
 * A day with no ranges gets the usual 09:00 to 17:00; a day that ends too late for another
 * range gets nothing new (null).
 */
export function nextRange(ranges: readonly TimeRange[]): TimeRange | null {
  const last = ranges.at(-1);
  if (!last) return { ...USUAL_DAY };
  const end = parseTime(last.end);
  if (end === null) return null;
  const start = end + 60;
  if (start >= LAST_MINUTE - 15) return null;
  return { start: clock(start), end: clock(Math.min(start + 120, LAST_MINUTE - 1)) };
}

/** Monday's ranges copied to Tuesday, Wednesday, Thursday and Friday. */
export function copyMondayToWeekdays(week: FullWeek): FullWeek {
  const next = fullWeek(week);
  for (const day of WEEK.slice(1, 5)) next[day] = week.monday.map((r) => ({ ...r }));
  return next;
}

const rangesText = (ranges: readonly TimeRange[]) =>
  ranges.map((r) => `${r.start}–${r.end}`).join(', ');

/**
 * The week in a line for lists: days with the same hours in a row are joined ("Mon–Fri
 * 09:00–17:00 · Sat 10:00–14:00"); "No working hours" when every day is closed.
 */
export function weekSummary(hours: Partial<Record<Weekday, TimeRange[]>>): string {
  const week = fullWeek(hours);
  const groups: { from: Weekday; to: Weekday; text: string }[] = [];
  for (const day of WEEK) {
    const text = rangesText(week[day]);
    const last = groups.at(-1);
    if (last && last.text === text && WEEK.indexOf(last.to) === WEEK.indexOf(day) - 1) {
      last.to = day;
    } else {
      groups.push({ from: day, to: day, text });
    }
  }
  const open = groups.filter((g) => g.text !== '');
  if (open.length === 0) return 'No working hours';
  return open
    .map((g) => `${SHORT[g.from]}${g.to === g.from ? '' : `–${SHORT[g.to]}`} ${g.text}`)
    .join(' · ');
}

/** Dates as a sorted list without repeats (days off, overrides' dates). */
export function withDate(dates: readonly string[], date: string): string[] {
  return [...new Set([...dates, date])].sort();
}

const plainDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Thu, Dec 24, 2026' for '2026-12-24': a calendar date, the same day in every zone. */
export const formatPlainDate = (date: string) => plainDate.format(new Date(`${date}T00:00:00Z`));
