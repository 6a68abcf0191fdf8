import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import {
  dateInZone,
  depositProblem,
  prepaymentProblem,
  fromMinor,
  instantOfDay,
  slugFromName,
  type Service,
  type ServiceCreateInput,
  type ServiceStats,
  type ServiceType,
  type ServiceUpdateInput,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { bookings, services, staff, staffServices, websites } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../db/unique.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { libraryAddresses } from '../products/lookups.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { freeServiceSlug, idsOfWebsite, staffIdsOf } from './lookups.ts';
import { presentService, type ServiceRow } from './presenter.ts';
import { changeBookingSetup, type BookingSetupDeps } from './website-change.ts';

export const SERVICE_NOT_FOUND = 'Service not found';
export const SERVICE_SLUG_TAKEN = 'Another service already uses this slug';
export const STAFF_NOT_OF_WEBSITE = 'Choose staff of this website';
export const IMAGE_NOT_IN_LIBRARY = 'The image must be a file from the media library';
/** The most a list answers; search narrows it. */
const LIST_LIMIT = 1000;
const WEEK_MS = 7 * 86_400_000;

/** Without a slot interval of its own, a service starts at every multiple of a short duration. */
export function defaultSlotInterval(duration: number): number {
  return duration <= 60 ? duration : 30;
}

/** The first instants of this calendar month and the next one, in the zone. */
export function monthAround(now: number, zone: string): [Date, Date] {
  const [year, month] = dateInZone(now, zone).split('-').map(Number) as [number, number];
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  return [new Date(instantOfDay(first, 0, zone)), new Date(instantOfDay(next, 0, zone))];
}

function slugConflict(error: unknown): Error | null {
  return violatedUniqueConstraint(error) === 'services_website_slug_key'
    ? conflict(SERVICE_SLUG_TAKEN, { slug: SERVICE_SLUG_TAKEN })
    : null;
}

export interface ServiceCatalogueDeps extends BookingSetupDeps {
  /** The clock of the figures (epoch ms). */
  now?: () => number;
}

/** A website's bookable services, as the owner manages them. */
export class ServiceCatalogue {
  constructor(private readonly deps: ServiceCatalogueDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async requireWebsite(userId: string, websiteId: string) {
    const website = await findOwnedWebsite(this.db, userId, websiteId);
    if (!website) throw notFound(WEBSITE_NOT_FOUND);
    return website;
  }

  /** The website of the owner's service; a service of another owner is not found. */
  private async websiteOf(userId: string, id: string): Promise<string> {
    const [found] = await this.db
      .select({ websiteId: services.websiteId })
      .from(services)
      .innerJoin(websites, eq(websites.id, services.websiteId))
      .where(and(eq(services.id, id), eq(websites.userId, userId)));
    if (!found) throw notFound(SERVICE_NOT_FOUND);
    return found.websiteId;
  }

  private async present(db: Db, rows: ServiceRow[]): Promise<Service[]> {
    const staffIds = await staffIdsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => presentService(row, staffIds.get(row.id) ?? []));
  }

  private async load(db: Db, id: string): Promise<Service> {
    const rows = await db.select().from(services).where(eq(services.id, id));
    if (!rows[0]) throw notFound(SERVICE_NOT_FOUND);
    return (await this.present(db, rows))[0]!;
  }

  /** Newest first; the search looks in names and descriptions in any case. */
  async list(
    userId: string,
    websiteId: string,
    query: { search?: string | undefined; type: 'all' | ServiceType },
  ): Promise<Service[]> {
    await this.requireWebsite(userId, websiteId);
    const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
    const rows = await this.db
      .select()
      .from(services)
      .where(
        and(
          eq(services.websiteId, websiteId),
          query.type === 'all' ? undefined : eq(services.type, query.type),
          pattern
            ? or(ilike(services.name, pattern), ilike(services.description, pattern))
            : undefined,
        ),
      )
      .orderBy(desc(services.createdAt), desc(services.id))
      .limit(LIST_LIMIT);
    return this.present(this.db, rows);
  }

  /**
   * The Services screen's cards: bookings made in the last 7 days (cancelled ones left out), and
   * the revenue of confirmed and completed bookings that start in this calendar month of the
   * website's zone.
   */
  async stats(userId: string, websiteId: string): Promise<ServiceStats> {
    const website = await this.requireWebsite(userId, websiteId);
    const now = this.deps.now?.() ?? Date.now();
    const [monthStart, nextMonthStart] = monthAround(now, website.timezone);
    const [offered] = await this.db
      .select({
        total: count(),
        published: sql<number>`count(*) filter (where ${services.isPublished})`.mapWith(Number),
      })
      .from(services)
      .where(eq(services.websiteId, websiteId));
    const [week] = await this.db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.websiteId, websiteId),
          ne(bookings.status, 'CANCELLED'),
          gte(bookings.createdAt, new Date(now - WEEK_MS)),
        ),
      );
    const [month] = await this.db
      .select({ revenue: sql<string>`coalesce(sum(${bookings.totalAmount}), 0)` })
      .from(bookings)
      .where(
        and(
          eq(bookings.websiteId, websiteId),
          inArray(bookings.status, ['CONFIRMED', 'COMPLETED']),
          gte(bookings.startAt, monthStart),
          lt(bookings.startAt, nextMonthStart),
        ),
      );
    return {
      totalServices: offered?.total ?? 0,
      publishedServices: offered?.published ?? 0,
      bookingsThisWeek: week?.n ?? 0,
      revenueThisMonth: fromMinor(Number(month?.revenue ?? 0)),
    };
  }

  async get(userId: string, id: string): Promise<Service> {
    await this.websiteOf(userId, id);
    return this.load(this.db, id);
  }

  /** Staff of another website, or an image from outside this website's library: 400. */
  private async checkReferences(
    tx: Db,
    websiteId: string,
    wanted: { staffIds?: string[] | undefined; image?: string | null | undefined },
  ): Promise<void> {
    if (wanted.staffIds && wanted.staffIds.length > 0) {
      const known = await idsOfWebsite(tx, staff, websiteId, wanted.staffIds);
      if (wanted.staffIds.some((id) => !known.has(id))) {
        throw badRequest(STAFF_NOT_OF_WEBSITE, { staffIds: STAFF_NOT_OF_WEBSITE });
      }
    }
    if (wanted.image) {
      const library = await libraryAddresses(tx, websiteId, [wanted.image]);
      if (!library.has(wanted.image)) {
        throw badRequest(IMAGE_NOT_IN_LIBRARY, { image: IMAGE_NOT_IN_LIBRARY });
      }
    }
  }

  async create(userId: string, websiteId: string, input: ServiceCreateInput): Promise<Service> {
    return changeBookingSetup(this.deps, userId, websiteId, async (tx) => {
      let slug = input.slug;
      if (slug === undefined) {
        slug = await freeServiceSlug(tx, websiteId, slugFromName(input.name) || 'service');
      } else if ((await freeServiceSlug(tx, websiteId, slug)) !== slug) {
        throw conflict(SERVICE_SLUG_TAKEN, { slug: SERVICE_SLUG_TAKEN });
      }
      await this.checkReferences(tx, websiteId, input);
      const { staffIds, ...fields } = input;
      const [row] = await tx
        .insert(services)
        .values({
          ...fields,
          websiteId,
          slug,
          depositAmount: input.depositAmount ?? null,
          image: input.image ?? null,
          slotInterval: input.slotInterval ?? defaultSlotInterval(input.duration),
        })
        .returning()
        .catch((error: unknown) => {
          throw slugConflict(error) ?? error;
        });
      await replaceStaff(tx, row!.id, staffIds);
      await recordActivity(tx, { userId, type: 'service', name: row!.name, action: 'created' });
      return this.load(tx, row!.id);
    });
  }

  /** Changes the fields sent; staff sent replace the service's staff. */
  async update(userId: string, id: string, input: ServiceUpdateInput): Promise<Service> {
    const websiteId = await this.websiteOf(userId, id);
    return changeBookingSetup(this.deps, userId, websiteId, async (tx) => {
      const [row] = await tx.select().from(services).where(eq(services.id, id));
      if (!row) throw notFound(SERVICE_NOT_FOUND);
      const { staffIds, ...fields } = input;
      const changes = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => value !== undefined),
      ) as Partial<typeof services.$inferInsert>;
      // Sent alone, a deposit or price must still agree with what is stored.
      const deposit = depositProblem({ ...row, ...changes });
      if (deposit) throw badRequest(deposit, { depositAmount: deposit });
      const prepayment = prepaymentProblem({ ...row, ...changes });
      if (prepayment) throw badRequest(prepayment, { requirePrepayment: prepayment });
      if (changes.slug !== undefined && changes.slug !== row.slug) {
        const [holder] = await tx
          .select({ id: services.id })
          .from(services)
          .where(and(eq(services.websiteId, websiteId), eq(services.slug, changes.slug)));
        if (holder) throw conflict(SERVICE_SLUG_TAKEN, { slug: SERVICE_SLUG_TAKEN });
      }
      // The image the service shows already may stay, even after it left the library.
      const image = changes.image !== row.image ? changes.image : undefined;
      await this.checkReferences(tx, websiteId, { staffIds, image });
      // Any edit makes a template's sample the owner's own.
      await tx
        .update(services)
        .set({ ...changes, sample: false, updatedAt: new Date() })
        .where(eq(services.id, id))
        .catch((error: unknown) => {
          throw slugConflict(error) ?? error;
        });
      if (staffIds !== undefined) await replaceStaff(tx, id, staffIds);
      return this.load(tx, id);
    });
  }

  /** Deletes the service; its bookings keep their copies of its name and times. */
  async remove(userId: string, id: string): Promise<{ id: string }> {
    const websiteId = await this.websiteOf(userId, id);
    return changeBookingSetup(this.deps, userId, websiteId, async (tx) => {
      const [gone] = await tx
        .delete(services)
        .where(eq(services.id, id))
        .returning({ name: services.name });
      if (!gone) throw notFound(SERVICE_NOT_FOUND);
      await recordActivity(tx, { userId, type: 'service', name: gone.name, action: 'deleted' });
      return { id };
    });
  }
}

/** The service's staff become exactly these; those who stay keep whether they lead it. */
async function replaceStaff(tx: Db, serviceId: string, staffIds: readonly string[]) {
  const wanted = [...new Set(staffIds)];
  await tx
    .delete(staffServices)
    .where(
      and(
        eq(staffServices.serviceId, serviceId),
        wanted.length > 0 ? notInArray(staffServices.staffId, wanted) : undefined,
      ),
    );
  if (wanted.length === 0) return;
  await tx
    .insert(staffServices)
    .values(wanted.map((staffId) => ({ staffId, serviceId })))
    .onConflictDoNothing();
}
