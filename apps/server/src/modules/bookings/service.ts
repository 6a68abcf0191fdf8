import { and, asc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  fromMinor,
  instantOfDay,
  type Booking,
  type BookingDetail,
  type BookingStats,
  type BookingStatus,
  type PlaceBookingInput,
  type PublicSlot,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { bookings, customerEvents, websites } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { siteOriginOf } from '../orders/service.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import type { BookingRow } from './booking-records.ts';
import { BOOKING_NOT_FOUND, type BookingChange, type BookingLifecycle } from './lifecycle.ts';
import type { BookingPlacement } from './place-booking.ts';
import { presentBooking } from './presenter.ts';
import type { BookingSlots, SlotsQuery } from './slots.ts';

/** The most a list answers; dates and search narrow it. */
const LIST_LIMIT = 2000;

export interface BookingServiceDeps {
  db: Db;
  placement: BookingPlacement;
  lifecycle: BookingLifecycle;
  slots: BookingSlots;
  hostingDomain: string;
}

export interface BookingListFilter {
  search?: string | undefined;
  status: 'all' | BookingStatus;
  from?: string | undefined;
  to?: string | undefined;
  staffId?: string | undefined;
}

/** A website's bookings as its owner manages them: lists, figures, changes and manual bookings. */
export class BookingService {
  constructor(private readonly deps: BookingServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async requireWebsite(userId: string, websiteId: string) {
    const website = await findOwnedWebsite(this.db, userId, websiteId);
    if (!website) throw notFound(WEBSITE_NOT_FOUND);
    return website;
  }

  /**
   * By start. The default hides cancelled bookings (the CANCELLED filter shows them); `from` and
   * `to` are days of the website's zone, for the calendar.
   */
  async list(userId: string, websiteId: string, filter: BookingListFilter): Promise<Booking[]> {
    const website = await this.requireWebsite(userId, websiteId);
    const where: (SQL | undefined)[] = [
      eq(bookings.websiteId, websiteId),
      filter.status === 'all'
        ? ne(bookings.status, 'CANCELLED')
        : eq(bookings.status, filter.status),
    ];
    if (filter.from)
      where.push(gte(bookings.startAt, new Date(instantOfDay(filter.from, 0, website.timezone))));
    if (filter.to) {
      const end = instantOfDay(addDays(filter.to, 1), 0, website.timezone);
      where.push(lt(bookings.startAt, new Date(end)));
    }
    if (filter.staffId) where.push(eq(bookings.staffId, filter.staffId));
    if (filter.search) {
      const pattern = `%${filter.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      where.push(
        or(
          ilike(bookings.customerName, pattern),
          ilike(bookings.customerEmail, pattern),
          ilike(bookings.serviceName, pattern),
        ),
      );
    }
    const rows = await this.db
      .select()
      .from(bookings)
      .where(and(...where))
      .orderBy(asc(bookings.startAt), asc(bookings.id))
      .limit(LIST_LIMIT);
    return rows.map(presentBooking);
  }

  /**
   * The four cards: bookings that stand (not cancelled), those made in the last 7 days, those
   * waiting for confirmation, and the revenue of confirmed and completed ones.
   */
  async stats(userId: string, websiteId: string): Promise<BookingStats> {
    await this.requireWebsite(userId, websiteId);
    const [row] = await this.db
      .select({
        total: sql<number>`(count(*) filter (where ${bookings.status} <> 'CANCELLED'))::int`,
        thisWeek: sql<number>`(count(*) filter (where ${bookings.status} <> 'CANCELLED' and ${bookings.createdAt} >= now() - interval '7 days'))::int`,
        pending: sql<number>`(count(*) filter (where ${bookings.status} = 'PENDING'))::int`,
        revenue: sql<string>`coalesce(sum(${bookings.totalAmount}) filter (where ${bookings.status} in ('CONFIRMED', 'COMPLETED')), 0)`,
      })
      .from(bookings)
      .where(eq(bookings.websiteId, websiteId));
    return {
      totalBookings: Number(row?.total ?? 0),
      thisWeek: Number(row?.thisWeek ?? 0),
      pending: Number(row?.pending ?? 0),
      revenue: fromMinor(Number(row?.revenue ?? 0)),
    };
  }

  async get(userId: string, id: string): Promise<BookingDetail> {
    const [row] = await this.db
      .select({ booking: bookings })
      .from(bookings)
      .innerJoin(websites, eq(websites.id, bookings.websiteId))
      .where(and(eq(bookings.id, id), eq(websites.userId, userId)));
    if (!row) throw notFound(BOOKING_NOT_FOUND);
    return this.detail(row.booking);
  }

  /** The booking with its history, read from the customer's timeline. */
  private async detail(row: BookingRow): Promise<BookingDetail> {
    const events = row.customerId
      ? await this.db
          .select()
          .from(customerEvents)
          .where(
            and(eq(customerEvents.customerId, row.customerId), eq(customerEvents.refId, row.id)),
          )
          .orderBy(asc(customerEvents.createdAt), asc(customerEvents.id))
      : [];
    return {
      ...presentBooking(row),
      events: events.map((e) => ({
        id: e.id,
        summary: e.summary,
        createdAt: e.createdAt.toISOString(),
      })),
    };
  }

  /** A status, a move (checked like a new booking), notes or the deposit's payment. */
  async update(userId: string, id: string, change: BookingChange): Promise<BookingDetail> {
    const row = await this.deps.lifecycle.change({ id, userId }, change, 'owner');
    return this.detail(row);
  }

  /** Cancels: the booking stays, as CANCELLED, and its time is free again. */
  async cancel(userId: string, id: string): Promise<BookingDetail> {
    return this.update(userId, id, { status: 'CANCELLED' });
  }

  /** A booking the owner takes for a customer (on the phone), under the visitors' rules. */
  async create(userId: string, websiteId: string, input: PlaceBookingInput): Promise<Booking> {
    const website = await this.requireWebsite(userId, websiteId);
    const placed = await this.deps.placement.place(websiteId, input, {
      siteOrigin: siteOriginOf(website.subdomain, this.deps.hostingDomain),
      by: 'owner',
    });
    return placed.booking;
  }

  /** A service's free times as the owner sees them: unpublished services too. */
  async slots(
    userId: string,
    websiteId: string,
    serviceId: string,
    query: SlotsQuery,
  ): Promise<PublicSlot[]> {
    await this.requireWebsite(userId, websiteId);
    return this.deps.slots.list(websiteId, serviceId, query, { includeUnpublished: true });
  }
}
