import { and, asc, eq, gt, inArray, lt, ne, not } from 'drizzle-orm';
import {
  addDays,
  HOLDING_STATUSES,
  instantOfDay,
  type BookableService,
  type BookedTime,
  type StaffSchedule,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { bookings, services, staff, staffServices, websites } from '../../db/schema.ts';
import { staffAtWork } from '../samples/for-visitors.ts';
import { overduePayment } from './payment-window.ts';

export type ServiceRow = typeof services.$inferSelect;

/** A person who performs the service, with their hours in the website's zone. */
export interface ServiceStaff {
  id: string;
  name: string;
  isPrimary: boolean;
  schedule: StaffSchedule;
}

/** A service of a website as bookings need it: its rules, its people, the website's zone. */
export interface Bookable {
  service: ServiceRow;
  /** Primary first, then by name: the order "anyone available" is served in. */
  staff: ServiceStaff[];
  zone: string;
}

export const SERVICE_NOT_FOUND = 'Service not found';

export function bookableRules(service: ServiceRow): BookableService {
  return {
    id: service.id,
    duration: service.duration,
    bufferTime: service.bufferTime,
    capacity: service.capacity,
    minNoticeMinutes: service.minNoticeMinutes,
    advanceBookingDays: service.advanceBookingDays,
    slotInterval: service.slotInterval,
  };
}

/**
 * The website's service with the staff who may be booked for it (a sample person has no times);
 * null when the website has no such service.
 */
export async function loadBookable(
  db: Db,
  websiteId: string,
  serviceId: string,
): Promise<Bookable | null> {
  const [found] = await db
    .select({ service: services, zone: websites.timezone })
    .from(services)
    .innerJoin(websites, eq(websites.id, services.websiteId))
    .where(and(eq(services.id, serviceId), eq(services.websiteId, websiteId)));
  if (!found) return null;
  const rows = await db
    .select({ member: staff, isPrimary: staffServices.isPrimary })
    .from(staffServices)
    .innerJoin(staff, eq(staff.id, staffServices.staffId))
    .where(
      and(eq(staffServices.serviceId, serviceId), eq(staff.websiteId, websiteId), staffAtWork()),
    )
    .orderBy(asc(staff.name), asc(staff.id));
  const people = rows.map(({ member, isPrimary }) => ({
    id: member.id,
    name: member.name,
    isPrimary,
    schedule: {
      id: member.id,
      weeklyHours: member.weeklyHours,
      daysOff: member.daysOff,
      overrides: member.overrides,
    },
  }));
  // Stable: among the primary and among the rest, names keep their order.
  people.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  return { service: found.service, staff: people, zone: found.zone };
}

/**
 * What the given staff have booked (any service, holding statuses only) that could touch the
 * dates `from` to `to` of the zone, with each booking's buffer. `ignore` leaves a booking out
 * (the one being moved). Given `now`, a booking whose card payment window ended unpaid holds
 * nothing, though the reconciler may not have cancelled it yet.
 */
export async function bookedTimes(
  db: Db,
  staffIds: readonly string[],
  range: { from: string; to: string; zone: string },
  ignore?: string,
  now?: number,
): Promise<BookedTime[]> {
  if (staffIds.length === 0) return [];
  // A slot of the last day may run past midnight, by its length and buffer: a day's margin.
  const start = new Date(instantOfDay(range.from, 0, range.zone));
  const end = new Date(instantOfDay(addDays(range.to, 2), 0, range.zone));
  const rows = await db
    .select({
      staffId: bookings.staffId,
      serviceId: bookings.serviceId,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      heldUntil: bookings.heldUntil,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.staffId, [...staffIds]),
        inArray(bookings.status, [...HOLDING_STATUSES]),
        lt(bookings.startAt, end),
        gt(bookings.heldUntil, start),
        ignore ? ne(bookings.id, ignore) : undefined,
        now !== undefined ? not(overduePayment(now)!) : undefined,
      ),
    );
  return rows.map((r) => ({
    staffId: r.staffId!,
    // A booking whose service was deleted still holds its time, as some other service.
    serviceId: r.serviceId ?? '',
    start: r.startAt.getTime(),
    end: r.endAt.getTime(),
    bufferMinutes: (r.heldUntil.getTime() - r.endAt.getTime()) / 60_000,
  }));
}
