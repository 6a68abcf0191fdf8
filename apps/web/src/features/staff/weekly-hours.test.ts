import { describe, expect, it } from 'vitest';
import {
  copyMondayToWeekdays,
  formatPlainDate,
  fullWeek,
  nextRange,
  officeWeek,
  weekSummary,
  withDate,
} from './weekly-hours';

describe('fullWeek', () => {
  it('has every day, missing ones closed, and copies the ranges', () => {
    const monday = [{ start: '09:00', end: '12:00' }];
    const week = fullWeek({ monday });
    expect(Object.keys(week)).toHaveLength(7);
    expect(Object.keys(week)[0]).toBe('monday');
    expect(Object.keys(week)[6]).toBe('sunday');
    expect(week.monday).toEqual(monday);
    expect(week.monday[0]).not.toBe(monday[0]);
    expect(week.sunday).toEqual([]);
  });
});

describe('officeWeek', () => {
  it('opens Monday to Friday 09:00 to 17:00 and closes the weekend', () => {
    const week = officeWeek();
    expect(week.friday).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(week.saturday).toEqual([]);
    expect(week.sunday).toEqual([]);
  });
});

describe('nextRange', () => {
  it('offers the usual day on a closed day', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '17:00' });
  });

  it('starts an hour after the last range and lasts two hours', () => {
    expect(nextRange([{ start: '09:00', end: '12:00' }])).toEqual({
      start: '13:00',
      end: '15:00',
    });
  });

  it('stops before midnight', () => {
    expect(nextRange([{ start: '18:00', end: '22:30' }])).toEqual({
      start: '23:30',
      end: '23:59',
    });
  });

  it('adds nothing when the day ends too late or its last end is unreadable', () => {
    expect(nextRange([{ start: '20:00', end: '23:00' }])).toBeNull();
    expect(nextRange([{ start: '09:00', end: '' }])).toBeNull();
  });
});

describe('copyMondayToWeekdays', () => {
  it('gives Tuesday to Friday Monday’s ranges and leaves the weekend alone', () => {
    const week = fullWeek({
      monday: [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '16:00' },
      ],
      wednesday: [{ start: '10:00', end: '11:00' }],
      saturday: [{ start: '10:00', end: '14:00' }],
    });
    const copied = copyMondayToWeekdays(week);
    for (const day of ['tuesday', 'wednesday', 'thursday', 'friday'] as const) {
      expect(copied[day]).toEqual(week.monday);
      expect(copied[day]).not.toBe(week.monday);
    }
    expect(copied.saturday).toEqual([{ start: '10:00', end: '14:00' }]);
    expect(week.wednesday).toEqual([{ start: '10:00', end: '11:00' }]);
  });
});

describe('weekSummary', () => {
  it('joins days in a row that share their hours', () => {
    const week = officeWeek();
    week.saturday = [{ start: '10:00', end: '14:00' }];
    expect(weekSummary(week)).toBe('Mon–Fri 09:00–17:00 · Sat 10:00–14:00');
  });

  it('does not join days across a closed one', () => {
    expect(
      weekSummary({
        monday: [{ start: '09:00', end: '17:00' }],
        wednesday: [{ start: '09:00', end: '17:00' }],
      }),
    ).toBe('Mon 09:00–17:00 · Wed 09:00–17:00');
  });

  it('lists a split day’s ranges and says when nothing is open', () => {
    expect(
      weekSummary({
        sunday: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '15:00' },
        ],
      }),
    ).toBe('Sun 09:00–12:00, 13:00–15:00');
    expect(weekSummary({})).toBe('No working hours');
  });
});

describe('withDate', () => {
  it('adds a date in order once', () => {
    expect(withDate(['2026-12-24', '2026-12-31'], '2026-12-25')).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-31',
    ]);
    expect(withDate(['2026-12-24'], '2026-12-24')).toEqual(['2026-12-24']);
  });
});

describe('formatPlainDate', () => {
  it('writes the calendar date itself, whatever the zone', () => {
    expect(formatPlainDate('2026-12-24')).toBe('Thu, Dec 24, 2026');
    expect(formatPlainDate('2027-01-01')).toBe('Fri, Jan 1, 2027');
  });
});
