import type { z } from 'zod';
import { parseDate } from './zoned-time.ts';

/**
 * The days bookings work with. Times are looked up a few days either side of the days asked for
 * (zones lie up to 26 hours apart; a slot may run past midnight), and that arithmetic must stay
 * a four-digit year that Date.UTC reads as written (it takes 0 to 99 as 1900 to 1999), so a day
 * outside is refused rather than computed.
 */
export const CALENDAR_RANGE = { first: '1900-01-01', last: '9998-12-31' } as const;

/** Why a day or month asked for cannot be looked at: not one at all, or outside the range. */
export type CalendarProblem = 'unreadable' | 'out-of-range';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What is wrong with a date 'YYYY-MM-DD' asked for; null when it exists within CALENDAR_RANGE. */
export function calendarDateProblem(date: string): CalendarProblem | null {
  if (!DATE.test(date)) return 'unreadable';
  if (date < CALENDAR_RANGE.first || date > CALENDAR_RANGE.last) return 'out-of-range';
  return parseDate(date) ? null : 'unreadable';
}

/** What is wrong with a month 'YYYY-MM' asked for; null when its days lie within CALENDAR_RANGE. */
export function calendarMonthProblem(month: string): CalendarProblem | null {
  if (!MONTH.test(month)) return 'unreadable';
  return calendarDateProblem(`${month}-01`);
}

/** A date field of a request, named by `label` in its messages. */
export function calendarDateField(field: z.ZodString, label: string) {
  return field.superRefine((date, ctx) => {
    const problem = calendarDateProblem(date);
    if (!problem) return;
    ctx.addIssue({
      code: 'custom',
      message:
        problem === 'unreadable'
          ? `${label} must be a date YYYY-MM-DD`
          : `${label} must be a date from ${CALENDAR_RANGE.first} to ${CALENDAR_RANGE.last}`,
    });
  });
}
