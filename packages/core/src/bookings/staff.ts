import { z } from 'zod';
import { emailField } from '../validation/fields.ts';
import { parseDate, parseTime, WEEKDAYS } from './zoned-time.ts';
import type { TimeRange, WeeklyHours } from './availability.ts';

export interface StaffMember {
  id: string;
  websiteId: string;
  name: string;
  email: string;
  specialties: string[];
  services: { serviceId: string; isPrimary: boolean }[];
  /** Times in the website's zone. */
  weeklyHours: WeeklyHours;
  daysOff: string[];
  overrides: { date: string; ranges: TimeRange[] }[];
  /** A template's sample: badged for the owner, offers visitors no times. */
  sample: boolean;
  createdAt: string;
  updatedAt: string;
}

const timeRange = z
  .object({
    start: z.string({ error: 'Start time is required' }),
    end: z.string({ error: 'End time is required' }),
  })
  .superRefine((r, ctx) => {
    const start = parseTime(r.start);
    const end = parseTime(r.end);
    if (start === null || start === 24 * 60) {
      ctx.addIssue({
        code: 'custom',
        path: ['start'],
        message: 'Start must be a time such as 09:00',
      });
      return;
    }
    if (end === null) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'End must be a time such as 17:00' });
      return;
    }
    if (end <= start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'End must be after start' });
  });

const dateField = z
  .string({ error: 'A date is required' })
  .refine((d) => parseDate(d) !== null, 'A date must be YYYY-MM-DD');

const ranges = z.array(timeRange).max(10, 'At most 10 ranges a day');

/**
 * The first two of a day's ranges that overlap, or null. Ranges that only touch (09:00 to 12:00
 * and 12:00 to 17:00) do not; ranges that are not times are left to their own messages.
 */
export function overlappingRanges(day: readonly TimeRange[]): [TimeRange, TimeRange] | null {
  const timed = day
    .map((range) => ({ range, start: parseTime(range.start), end: parseTime(range.end) }))
    .filter((r): r is { range: TimeRange; start: number; end: number } => {
      return r.start !== null && r.end !== null && r.end > r.start;
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
  let latest = timed[0];
  for (const next of timed.slice(1)) {
    if (next.start < latest!.end) return [latest!.range, next.range];
    if (next.end > latest!.end) latest = next;
  }
  return null;
}

const spell = (pair: [TimeRange, TimeRange]) =>
  pair.map((r) => `${r.start} to ${r.end}`).join(' and ');

/** The days as owners read them in messages. */
export const WEEKDAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** Each day's ranges in the website's zone; a day's ranges may not overlap each other. */
export const weeklyHoursSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, ranges.optional()])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodOptional<typeof ranges>
    >,
  )
  .strict()
  .superRefine((week, ctx) => {
    for (const day of WEEKDAYS) {
      const overlap = overlappingRanges(week[day] ?? []);
      if (overlap) {
        ctx.addIssue({
          code: 'custom',
          path: [day],
          message: `${WEEKDAY_NAMES[day]}'s hours overlap: ${spell(overlap)}`,
        });
      }
    }
  });

/** Dates whose hours differ from the week's: one entry a date, its ranges not overlapping. */
const overridesSchema = z
  .array(z.object({ date: dateField, ranges }))
  .max(366, 'At most 366 date overrides')
  .superRefine((overrides, ctx) => {
    const seen = new Set<string>();
    overrides.forEach(({ date, ranges: dayRanges }, i) => {
      if (seen.has(date)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'date'],
          message: `${date} has its hours set twice`,
        });
      }
      seen.add(date);
      const overlap = overlappingRanges(dayRanges);
      if (overlap) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'ranges'],
          message: `The hours of ${date} overlap: ${spell(overlap)}`,
        });
      }
    });
  });

const staffFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  email: emailField,
  specialties: z.array(z.string().trim().min(1).max(60)).max(20, 'At most 20 specialties'),
  services: z
    .array(
      z.object({
        serviceId: z.uuid({ error: 'Choose a service' }),
        isPrimary: z.boolean().default(false),
      }),
    )
    .max(100),
  weeklyHours: weeklyHoursSchema,
  daysOff: z.array(dateField).max(366, 'At most 366 days off'),
  overrides: overridesSchema,
};

/** `POST /api/websites/{id}/staff`. */
export const staffCreateSchema = z.object({
  ...staffFields,
  specialties: staffFields.specialties.default([]),
  services: staffFields.services.default([]),
  weeklyHours: staffFields.weeklyHours.default({}),
  daysOff: staffFields.daysOff.default([]),
  overrides: staffFields.overrides.default([]),
});
export type StaffCreateInput = z.output<typeof staffCreateSchema>;

/** `PUT /api/staff/{id}`: only the fields it carries change. */
export const staffUpdateSchema = z.object(staffFields).partial();
export type StaffUpdateInput = z.output<typeof staffUpdateSchema>;
