import { describe, expect, it } from 'vitest';
import type { Booking, StaffMember } from '@tessera/core';
import { calendarColumns } from './calendar-columns';
import { daysShown } from './calendar-dates';

const member = (id: string, name: string, extra: Partial<StaffMember> = {}): StaffMember => ({
  id,
  websiteId: 'w',
  name,
  email: `${id}@example.com`,
  specialties: [],
  services: [],
  weeklyHours: { tuesday: [{ start: '09:00', end: '17:00' }] },
  daysOff: [],
  overrides: [],
  sample: false,
  createdAt: '',
  updatedAt: '',
  ...extra,
});
const booking = (id: string, staffId: string | null) => ({ id, staffId }) as Booking;

const ana = member('ana', 'Ana Lima');
const ben = member('ben', 'Ben Okafor', {
  overrides: [{ date: '2026-03-10', ranges: [{ start: '12:00', end: '20:00' }] }],
});
const bookings = [booking('1', 'ana'), booking('2', 'ben'), booking('3', 'gone')];

describe('the calendar columns', () => {
  it('gives a day a column per person with their hours, and one for bookings of people removed', () => {
    const columns = calendarColumns({
      view: 'day',
      days: ['2026-03-10'],
      staff: [ana, ben],
      staffId: '',
      bookings,
    });
    expect(columns.map((c) => [c.title, c.ranges, c.bookings.map((b) => b.id)])).toEqual([
      ['Ana Lima', [[540, 1020]], ['1']],
      ['Ben Okafor', [[720, 1200]], ['2']],
      ['Not assigned', [], ['3']],
    ]);
    expect(columns[2]!.staffId).toBeNull();
  });

  it('shows one chosen person on a day, and a person’s seven days in a week', () => {
    const day = calendarColumns({
      view: 'day',
      days: ['2026-03-10'],
      staff: [ana, ben],
      staffId: 'ben',
      bookings,
    });
    expect(day.map((c) => c.title)).toEqual(['Ben Okafor']);

    const week = calendarColumns({
      view: 'week',
      days: daysShown('week', '2026-03-10'),
      staff: [ana, ben],
      // None chosen: the first person's week.
      staffId: '',
      bookings,
    });
    expect(week.map((c) => c.title)).toEqual([
      'Mon, Mar 9',
      'Tue, Mar 10',
      'Wed, Mar 11',
      'Thu, Mar 12',
      'Fri, Mar 13',
      'Sat, Mar 14',
      'Sun, Mar 15',
    ]);
    expect(week.every((c) => c.staffId === 'ana')).toBe(true);
    expect(week.map((c) => c.ranges.length)).toEqual([0, 1, 0, 0, 0, 0, 0]);
  });
});
