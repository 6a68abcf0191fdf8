import { staffCreateSchema, type StaffMember, type TimeRange } from '@tessera/core';
import type { StaffInput } from '@/lib/api';
import { firstIssues, problemsResolver } from '@/features/services/problems-resolver';
import { fullWeek, officeWeek, type FullWeek } from './weekly-hours';

/** The staff form's values: every day of the week present, a closed day with no ranges. */
export interface StaffFormValues {
  name: string;
  email: string;
  specialties: string[];
  services: { serviceId: string; isPrimary: boolean }[];
  weeklyHours: FullWeek;
  daysOff: string[];
  overrides: { date: string; ranges: TimeRange[] }[];
}

/** The form's starting values: the member's, or a new one working Monday to Friday 9 to 5. */
export function valuesOf(member?: StaffMember): StaffFormValues {
  if (!member) {
    return {
      name: '',
      email: '',
      specialties: [],
      services: [],
      weeklyHours: officeWeek(),
      daysOff: [],
      overrides: [],
    };
  }
  return {
    name: member.name,
    email: member.email,
    specialties: [...member.specialties],
    services: member.services.map((s) => ({ ...s })),
    weeklyHours: fullWeek(member.weeklyHours),
    daysOff: [...member.daysOff].sort(),
    overrides: member.overrides
      .map((o) => ({ date: o.date, ranges: o.ranges.map((r) => ({ ...r })) }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** The request body: the whole week (closed days as empty lists), dates in order. */
export function toStaffInput(values: StaffFormValues): StaffInput {
  return {
    name: values.name,
    email: values.email,
    specialties: values.specialties,
    services: values.services,
    weeklyHours: fullWeek(values.weeklyHours),
    daysOff: [...values.daysOff].sort(),
    overrides: [...values.overrides].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/**
 * The first message per field: core's staff rules (a day's ranges may not overlap, a date's
 * hours are set once), and a date may not be both a day off and a date with its own hours.
 */
export function staffProblems(values: StaffFormValues): Record<string, string> {
  const parsed = staffCreateSchema.safeParse(toStaffInput(values));
  const problems = parsed.success ? {} : firstIssues(parsed.error.issues);
  values.overrides.forEach((override, i) => {
    if (values.daysOff.includes(override.date)) {
      problems[`overrides.${i}.date`] ??= 'This date is also a day off: remove one of the two';
    }
  });
  return problems;
}

export const staffResolver = problemsResolver(staffProblems);
