import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../validation/fields.ts';
import { overlappingRanges, staffCreateSchema, staffUpdateSchema } from './staff.ts';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrors(result.error);
}

const anna = { name: 'Anna Weber', email: 'anna@example.com' };

describe('overlappingRanges', () => {
  it('finds no overlap in ranges that only touch or lie apart, in any order', () => {
    expect(
      overlappingRanges([
        { start: '13:00', end: '17:00' },
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '13:00' },
        { start: '18:00', end: '24:00' },
      ]),
    ).toBeNull();
    expect(overlappingRanges([])).toBeNull();
  });

  it('names the first two ranges that overlap', () => {
    expect(
      overlappingRanges([
        { start: '14:00', end: '18:00' },
        { start: '09:00', end: '15:00' },
      ]),
    ).toEqual([
      { start: '09:00', end: '15:00' },
      { start: '14:00', end: '18:00' },
    ]);
  });

  it('finds a range inside a long one even after a shorter one between', () => {
    expect(
      overlappingRanges([
        { start: '08:00', end: '20:00' },
        { start: '09:00', end: '10:00' },
        { start: '15:00', end: '16:00' },
      ]),
    ).toEqual([
      { start: '08:00', end: '20:00' },
      { start: '09:00', end: '10:00' },
    ]);
  });
});

describe('staffCreateSchema', () => {
  it('takes a name and e-mail alone, with an empty week', () => {
    expect(staffCreateSchema.parse(anna)).toEqual({
      ...anna,
      specialties: [],
      services: [],
      weeklyHours: {},
      daysOff: [],
      overrides: [],
    });
  });

  it('takes several ranges a day, back to back, and a day ending at midnight', () => {
    const weeklyHours = {
      monday: [
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '17:00' },
      ],
      saturday: [{ start: '18:00', end: '24:00' }],
    };
    expect(staffCreateSchema.parse({ ...anna, weeklyHours }).weeklyHours).toEqual(weeklyHours);
  });

  it.each([
    [
      { weeklyHours: { monday: [{ start: '25:00', end: '26:00' }] } },
      { 'weeklyHours.monday.0.start': 'Start must be a time such as 09:00' },
    ],
    [
      { weeklyHours: { monday: [{ start: '09:00', end: '9pm' }] } },
      { 'weeklyHours.monday.0.end': 'End must be a time such as 17:00' },
    ],
    [
      { weeklyHours: { tuesday: [{ start: '17:00', end: '09:00' }] } },
      { 'weeklyHours.tuesday.0.end': 'End must be after start' },
    ],
    [
      {
        weeklyHours: {
          wednesday: [
            { start: '09:00', end: '13:00' },
            { start: '12:00', end: '17:00' },
          ],
        },
      },
      {
        'weeklyHours.wednesday': "Wednesday's hours overlap: 09:00 to 13:00 and 12:00 to 17:00",
      },
    ],
    [{ daysOff: ['2026-02-30'] }, { 'daysOff.0': 'A date must be YYYY-MM-DD' }],
    [
      { overrides: [{ date: '2026-13-01', ranges: [] }] },
      { 'overrides.0.date': 'A date must be YYYY-MM-DD' },
    ],
    [
      {
        overrides: [
          { date: '2026-03-10', ranges: [] },
          { date: '2026-03-10', ranges: [{ start: '10:00', end: '12:00' }] },
        ],
      },
      { 'overrides.1.date': '2026-03-10 has its hours set twice' },
    ],
    [
      {
        overrides: [
          {
            date: '2026-03-10',
            ranges: [
              { start: '10:00', end: '12:00' },
              { start: '11:00', end: '12:30' },
            ],
          },
        ],
      },
      {
        'overrides.0.ranges': 'The hours of 2026-03-10 overlap: 10:00 to 12:00 and 11:00 to 12:30',
      },
    ],
  ])('refuses %j', (input, expected) => {
    expect(errorsOf(staffCreateSchema, { ...anna, ...input })).toEqual(expected);
    expect(errorsOf(staffUpdateSchema, input)).toEqual(expected);
  });
});
