import { describe, expect, it } from 'vitest';
import { formatBookingWhen, formatDay, formatDayRange, formatTimeRange } from './booking-time';
import { daysShown, stepDate, weekStart } from './calendar/calendar-dates';

describe('booking times in the website zone', () => {
  it('says the time as the clock of the website zone shows it', () => {
    const start = '2026-03-10T08:00:00Z';
    const end = '2026-03-10T09:30:00Z';
    expect(formatTimeRange(start, end, 'Europe/Berlin')).toBe('9:00 – 10:30 AM');
    expect(formatTimeRange(start, end, 'America/New_York')).toBe('4:00 – 5:30 AM');
    expect(formatTimeRange(start, end, 'Asia/Kolkata')).toBe('1:30 – 3:00 PM');
  });

  it('keeps the day of the zone, whatever zone the browser is in', () => {
    expect(
      formatBookingWhen({
        date: '2026-03-09',
        start: '2026-03-10T03:00:00Z',
        end: '2026-03-10T04:00:00Z',
        timezone: 'America/New_York',
      }),
    ).toEqual({ day: 'Mon, Mar 9, 2026', time: '11:00 PM – 12:00 AM' });
    expect(formatDay('2026-03-29', 'long')).toBe('Sunday, March 29, 2026');
  });

  it('names a week once', () => {
    expect(formatDayRange('2026-03-09', '2026-03-15')).toBe('Mar 9 – 15, 2026');
    expect(formatDayRange('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 3, 2027');
  });
});

describe('the days a calendar view shows', () => {
  it('runs a week from Monday to Sunday', () => {
    expect(weekStart('2026-03-11')).toBe('2026-03-09');
    expect(weekStart('2026-03-15')).toBe('2026-03-09');
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(daysShown('week', '2026-03-29')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(daysShown('day', '2026-03-29')).toEqual(['2026-03-29']);
  });

  it('steps a day or a week', () => {
    expect(stepDate('day', '2026-03-31', 1)).toBe('2026-04-01');
    expect(stepDate('week', '2026-03-31', -1)).toBe('2026-03-24');
  });
});
