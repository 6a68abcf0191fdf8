import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@tessera/core';
import { staffProblems, toStaffInput, valuesOf } from './staff-form-values';

const filled = () => ({ ...valuesOf(), name: 'Ana Lima', email: 'ana@example.com' });

const member: StaffMember = {
  id: '8c2b6f0e-1b1c-4d6a-9f52-2f6a2b0d9e44',
  websiteId: '0a8e1c9e-7a55-4b47-8f43-6a2b39a8c0d2',
  name: 'Ana Lima',
  email: 'ana@example.com',
  specialties: ['Colour'],
  services: [{ serviceId: '6d1f3f5e-3c39-4a8e-9d8e-5b1e7a1f0c11', isPrimary: true }],
  weeklyHours: { tuesday: [{ start: '10:00', end: '18:00' }] },
  daysOff: ['2026-12-31', '2026-12-24'],
  overrides: [{ date: '2026-12-23', ranges: [] }],
  sample: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('valuesOf', () => {
  it('starts a new member on weekdays from 9 to 5', () => {
    const values = valuesOf();
    expect(values.weeklyHours.monday).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(values.weeklyHours.sunday).toEqual([]);
  });

  it('fills the week of a saved member, closed days included', () => {
    const values = valuesOf(member);
    expect(values.weeklyHours.tuesday).toEqual([{ start: '10:00', end: '18:00' }]);
    expect(values.weeklyHours.monday).toEqual([]);
    expect(values.daysOff).toEqual(['2026-12-24', '2026-12-31']);
  });
});

describe('toStaffInput', () => {
  it('sends every day of the week and dates in order', () => {
    const input = toStaffInput(valuesOf(member));
    expect(Object.keys(input.weeklyHours)).toHaveLength(7);
    expect(input.weeklyHours.saturday).toEqual([]);
    expect(input.daysOff).toEqual(['2026-12-24', '2026-12-31']);
    expect(input.services).toEqual(member.services);
  });
});

describe('staffProblems', () => {
  it('accepts a named member with an e-mail and the usual week', () => {
    expect(staffProblems(filled())).toEqual({});
  });

  it('requires a name and a valid e-mail', () => {
    const problems = staffProblems({ ...valuesOf(), email: 'not-an-email' });
    expect(problems.name).toBe('Name is required');
    expect(problems.email).toBeTruthy();
  });

  it('names the range whose end is not after its start, by day and place', () => {
    const values = filled();
    values.weeklyHours.wednesday = [
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '13:00' },
    ];
    expect(staffProblems(values)).toEqual({
      'weeklyHours.wednesday.1.end': 'End must be after start',
    });
  });

  it('refuses overlapping ranges in a day or an override', () => {
    const values = filled();
    values.weeklyHours.monday = [
      { start: '09:00', end: '13:00' },
      { start: '12:00', end: '17:00' },
    ];
    values.overrides = [
      {
        date: '2026-12-23',
        ranges: [
          { start: '10:00', end: '12:00' },
          { start: '11:00', end: '14:00' },
        ],
      },
    ];
    expect(staffProblems(values)).toEqual({
      'weeklyHours.monday': "Monday's hours overlap: 09:00 to 13:00 and 12:00 to 17:00",
      'overrides.0.ranges': 'The hours of 2026-12-23 overlap: 10:00 to 12:00 and 11:00 to 14:00',
    });
  });

  it('refuses a date that is both a day off and an override, or overridden twice', () => {
    const values = { ...filled(), daysOff: ['2026-12-24'] };
    values.overrides = [
      { date: '2026-12-24', ranges: [] },
      { date: '2026-12-26', ranges: [] },
      { date: '2026-12-26', ranges: [{ start: '10:00', end: '12:00' }] },
    ];
    expect(staffProblems(values)).toEqual({
      'overrides.0.date': 'This date is also a day off: remove one of the two',
      'overrides.2.date': '2026-12-26 has its hours set twice',
    });
  });

  it('refuses a date that does not exist', () => {
    expect(staffProblems({ ...filled(), daysOff: ['2026-02-30'] })).toEqual({
      'daysOff.0': 'A date must be YYYY-MM-DD',
    });
  });
});
