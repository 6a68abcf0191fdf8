import { addDays, parseDate, WEEKDAYS, weekdayOf } from '@tessera/core';

export type CalendarView = 'day' | 'week';

/** The Monday of the date's week (weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  const index = WEEKDAYS.indexOf(weekdayOf(date));
  return addDays(date, -((index + 6) % 7));
}

/** The days the view shows around a date: the date itself, or its week. */
export function daysShown(view: CalendarView, date: string): string[] {
  if (view === 'day') return [date];
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The date the previous or next button goes to: a day or a week away. */
export function stepDate(view: CalendarView, date: string, direction: -1 | 1): string {
  return addDays(date, direction * (view === 'day' ? 1 : 7));
}

/** A date from the address, if it is one. */
export function dateParam(value: string | null): string | null {
  return value && parseDate(value) ? value : null;
}
