import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  StaffCreateInput,
  StaffMember,
  StaffUpdateInput,
  TimeRange,
  WeeklyHours,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { services, staff, staffServices, websites } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { idsOfWebsite } from '../services/lookups.ts';
import { changeBookingSetup, type BookingSetupDeps } from '../services/website-change.ts';
import { presentStaff, type StaffRow } from './presenter.ts';

export const STAFF_NOT_FOUND = 'Staff member not found';
export const SERVICE_NOT_OF_WEBSITE = 'Choose services of this website';

type PerformedServices = StaffCreateInput['services'];

const byTime = (a: TimeRange, b: TimeRange) =>
  a.start.localeCompare(b.start) || a.end.localeCompare(b.end);

/** The fields sent, in the order they are read back: ranges by time, dates in order, once each. */
function tidy(input: StaffUpdateInput): Partial<typeof staff.$inferInsert> {
  const values: Partial<typeof staff.$inferInsert> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.email !== undefined) values.email = input.email;
  if (input.specialties !== undefined) values.specialties = [...new Set(input.specialties)];
  if (input.weeklyHours !== undefined) {
    values.weeklyHours = Object.fromEntries(
      Object.entries(input.weeklyHours)
        .filter(([, ranges]) => ranges !== undefined)
        .map(([day, ranges]) => [day, [...ranges!].sort(byTime)]),
    ) as WeeklyHours;
  }
  if (input.daysOff !== undefined) values.daysOff = [...new Set(input.daysOff)].sort();
  if (input.overrides !== undefined) {
    values.overrides = input.overrides
      .map(({ date, ranges }) => ({ date, ranges: [...ranges].sort(byTime) }))
      .sort((a, b) => a.date.localeCompare(b.date));
  }
  return values;
}

/** Refuses a service listed twice, or one that is not this website's. */
async function checkServices(tx: Db, websiteId: string, performed: PerformedServices) {
  const seen = new Set<string>();
  performed.forEach(({ serviceId }, i) => {
    if (seen.has(serviceId)) {
      const message = 'This service is listed twice';
      throw badRequest(message, { [`services.${i}.serviceId`]: message });
    }
    seen.add(serviceId);
  });
  const known = await idsOfWebsite(tx, services, websiteId, [...seen]);
  if ([...seen].some((id) => !known.has(id))) {
    throw badRequest(SERVICE_NOT_OF_WEBSITE, { services: SERVICE_NOT_OF_WEBSITE });
  }
}

async function replaceServices(tx: Db, staffId: string, performed: PerformedServices) {
  await tx.delete(staffServices).where(eq(staffServices.staffId, staffId));
  if (performed.length === 0) return;
  await tx
    .insert(staffServices)
    .values(performed.map(({ serviceId, isPrimary }) => ({ staffId, serviceId, isPrimary })));
}

/** The services each staff member performs, oldest service first. */
async function servicesOf(db: Db, staffIds: string[]) {
  const byStaff = new Map<string, PerformedServices>();
  if (staffIds.length === 0) return byStaff;
  const rows = await db
    .select({
      staffId: staffServices.staffId,
      serviceId: staffServices.serviceId,
      isPrimary: staffServices.isPrimary,
    })
    .from(staffServices)
    .innerJoin(services, eq(services.id, staffServices.serviceId))
    .where(inArray(staffServices.staffId, staffIds))
    .orderBy(asc(services.createdAt), asc(services.id));
  for (const { staffId, ...performed } of rows) {
    byStaff.set(staffId, [...(byStaff.get(staffId) ?? []), performed]);
  }
  return byStaff;
}

/** The people of a website who perform its services, with their hours in the website's zone. */
export class StaffService {
  constructor(private readonly deps: BookingSetupDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async present(db: Db, rows: StaffRow[]): Promise<StaffMember[]> {
    const performed = await servicesOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => presentStaff(row, performed.get(row.id) ?? []));
  }

  private async load(db: Db, id: string): Promise<StaffMember> {
    const rows = await db.select().from(staff).where(eq(staff.id, id));
    if (!rows[0]) throw notFound(STAFF_NOT_FOUND);
    return (await this.present(db, rows))[0]!;
  }

  /** The website of the owner's staff member; someone of another owner's is not found. */
  private async websiteOf(userId: string, id: string): Promise<string> {
    const [found] = await this.db
      .select({ websiteId: staff.websiteId })
      .from(staff)
      .innerJoin(websites, eq(websites.id, staff.websiteId))
      .where(and(eq(staff.id, id), eq(websites.userId, userId)));
    if (!found) throw notFound(STAFF_NOT_FOUND);
    return found.websiteId;
  }

  /** By name. */
  async list(userId: string, websiteId: string): Promise<StaffMember[]> {
    if (!(await findOwnedWebsite(this.db, userId, websiteId))) throw notFound(WEBSITE_NOT_FOUND);
    const rows = await this.db
      .select()
      .from(staff)
      .where(eq(staff.websiteId, websiteId))
      .orderBy(sql`lower(${staff.name})`, asc(staff.createdAt), asc(staff.id));
    return this.present(this.db, rows);
  }

  async get(userId: string, id: string): Promise<StaffMember> {
    await this.websiteOf(userId, id);
    return this.load(this.db, id);
  }

  async create(userId: string, websiteId: string, input: StaffCreateInput): Promise<StaffMember> {
    return changeBookingSetup(this.deps, userId, websiteId, async (tx) => {
      await checkServices(tx, websiteId, input.services);
      const [row] = await tx
        .insert(staff)
        .values({ ...tidy(input), websiteId, name: input.name, email: input.email })
        .returning({ id: staff.id });
      await replaceServices(tx, row!.id, input.services);
      return this.load(tx, row!.id);
    });
  }

  /** Changes the fields sent; services sent replace those the person performs. */
  async update(userId: string, id: string, input: StaffUpdateInput): Promise<StaffMember> {
    const websiteId = await this.websiteOf(userId, id);
    return changeBookingSetup(this.deps, userId, websiteId, async (tx) => {
      if (input.services !== undefined) await checkServices(tx, websiteId, input.services);
      const updated = await tx
        .update(staff)
        // Any edit (hours included) makes a template's sample the owner's own.
        .set({ ...tidy(input), sample: false, updatedAt: new Date() })
        .where(eq(staff.id, id))
        .returning({ id: staff.id });
      if (updated.length === 0) throw notFound(STAFF_NOT_FOUND);
      if (input.services !== undefined) await replaceServices(tx, id, input.services);
      return this.load(tx, id);
    });
  }

  /** Removes the person; their bookings keep the name they were booked with. */
  async remove(userId: string, id: string): Promise<{ id: string }> {
    const websiteId = await this.websiteOf(userId, id);
    return changeBookingSetup(this.deps, userId, websiteId, async (tx) => {
      const gone = await tx.delete(staff).where(eq(staff.id, id)).returning({ id: staff.id });
      if (gone.length === 0) throw notFound(STAFF_NOT_FOUND);
      return { id };
    });
  }
}
