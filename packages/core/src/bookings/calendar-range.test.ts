import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calendarDateField,
  calendarDateProblem,
  calendarMonthProblem,
  CALENDAR_RANGE,
} from './calendar-range.ts';
import { addDays } from './zoned-time.ts';

describe('the calendar’s range', () => {
  it('takes real dates within it, and its ends a few days either side stay four-digit dates', () => {
    expect(calendarDateProblem('2027-07-05')).toBeNull();
    expect(calendarDateProblem('2028-02-29')).toBeNull();
    expect(calendarDateProblem(CALENDAR_RANGE.first)).toBeNull();
    expect(calendarDateProblem(CALENDAR_RANGE.last)).toBeNull();
    expect(addDays(CALENDAR_RANGE.first, -3)).toBe('1899-12-29');
    expect(addDays(CALENDAR_RANGE.last, 3)).toBe('9999-01-03');
  });

  it('tells a date that is none from one too far away', () => {
    for (const date of ['2027-02-30', '2027-13-01', '2027-7-5', '99999-01-01', 'yesterday', '']) {
      expect(calendarDateProblem(date), date).toBe('unreadable');
    }
    for (const date of ['9999-12-31', '9999-01-01', '0000-01-01', '0100-01-01', '1899-12-31']) {
      expect(calendarDateProblem(date), date).toBe('out-of-range');
    }
  });

  it('reads months the same way', () => {
    expect(calendarMonthProblem('2027-07')).toBeNull();
    expect(calendarMonthProblem('9998-12')).toBeNull();
    expect(calendarMonthProblem('2027-13')).toBe('unreadable');
    expect(calendarMonthProblem('2027-00')).toBe('unreadable');
    expect(calendarMonthProblem('9999-12')).toBe('out-of-range');
    expect(calendarMonthProblem('0000-01')).toBe('out-of-range');
  });

  it('names the problem in a request’s field', () => {
    const field = calendarDateField(z.string(), 'From');
    expect(field.safeParse('2027-07-05').success).toBe(true);
    expect(field.safeParse('2027-02-30').error?.issues[0]?.message).toBe(
      'From must be a date YYYY-MM-DD',
    );
    expect(field.safeParse('9999-12-31').error?.issues[0]?.message).toBe(
      'From must be a date from 1900-01-01 to 9998-12-31',
    );
  });
});
