import type { StaffMember } from '@tessera/core';
import type { staff } from '../../db/schema.ts';

export type StaffRow = typeof staff.$inferSelect;

/**
 * A staff member as the API shows them. Their weekly hours, days off and date overrides are wall
 * clock times and dates in the website's zone ('09:00' is nine in the morning there, summer and
 * winter alike); the booking rules turn them into instants day by day.
 */
export function presentStaff(
  row: StaffRow,
  services: { serviceId: string; isPrimary: boolean }[],
): StaffMember {
  return {
    id: row.id,
    websiteId: row.websiteId,
    name: row.name,
    email: row.email,
    specialties: row.specialties,
    services,
    weeklyHours: row.weeklyHours,
    daysOff: row.daysOff,
    overrides: row.overrides,
    sample: row.sample,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
