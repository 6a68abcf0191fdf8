import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  HOLDING_STATUSES,
  SERVICE_DEFAULTS,
  type Booking,
  type BookingStatus,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { bookings, services, websites } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { mayMailVisitor } from '../../mail/visitor-mail-limit.ts';
import { notify } from '../notifications/notify.ts';
import { siteOriginOf } from '../orders/service.ts';
import { offeredToVisitors } from '../samples/for-visitors.ts';
import { bookingWhen, customerBookingMail } from './booking-mail.ts';
import { loadBookable, type Bookable } from './bookable.ts';
import {
  mailContext,
  recordBookingEvent,
  replaceReminder,
  siteOf,
  type BookingDeps,
  type BookingRow,
  type SiteFacts,
} from './booking-records.ts';
import { freeAt, lockPeople, nextFreeAfter, takeFirstFree, type WantedTime } from './claim.ts';
import { presentBooking } from './presenter.ts';
import { isOverlap, SlotTakenSignal, slotTaken } from './slot-taken.ts';

export const BOOKING_NOT_FOUND = 'Booking not found';

/** Whose booking: an owner's (by id), or a visitor's (by the token of their manage link). */
export type BookingTarget = { id: string; userId: string } | { websiteId: string; token: string };

/** What may change at once: a status, a move, notes, the deposit's payment. */
export interface BookingChange {
  status?: BookingStatus | undefined;
  start?: string | undefined;
  /** With a move: this person; absent, the owner keeps the person and a visitor takes anyone. */
  staffId?: string | null | undefined;
  notes?: string | null | undefined;
  paymentStatus?: 'PENDING' | 'PAID' | undefined;
}

/** A booking as its visitor's manage page shows it. */
export interface ManagedBooking {
  booking: Booking;
  /** The stored booking, for its calendar file (`bookingInvitation`). */
  row: BookingRow;
  siteName: string;
  /** The service's booking page slug (to choose a new time); null when the service is gone. */
  serviceSlug: string | null;
  /** Until when the visitor may cancel or move it (ISO). */
  changeableUntil: string;
  canCancel: boolean;
  canReschedule: boolean;
}

const holds = (status: BookingStatus) => HOLDING_STATUSES.includes(status);

const STATUS_EVENTS: Record<BookingStatus, string> = {
  PENDING: 'Set back to pending',
  CONFIRMED: 'Confirmed',
  COMPLETED: 'Marked completed',
  CANCELLED: 'Cancelled',
  NO_SHOW: 'Marked as no-show',
};

/** What a change did that needs telling after the commit. */
interface Outcome {
  row: BookingRow;
  mailQueued: boolean;
}

/**
 * A booking's life after it is made: confirmed, completed, no-show, cancelled (kept, its time
 * freed) or moved (the same booking and calendar event at a new time, checked like a new
 * booking). Every change raises the calendar SEQUENCE, is written on the customer's timeline, and
 * the customer hears of it with an updated invitation or its cancellation; the reminder follows.
 * Owners may act at any time; visitors until the service's cancellation window.
 */
export class BookingLifecycle {
  constructor(private readonly deps: BookingDeps) {}

  async findByToken(websiteId: string, token: string): Promise<ManagedBooking | null> {
    const found = await this.locate(this.deps.db, { websiteId, token }, false);
    return found ? this.managed(found.row, found.site.name) : null;
  }

  async cancelByToken(websiteId: string, token: string): Promise<ManagedBooking> {
    const row = await this.change({ websiteId, token }, { status: 'CANCELLED' }, 'visitor');
    return this.managedAfter(row);
  }

  async rescheduleByToken(
    websiteId: string,
    token: string,
    start: string,
    staffId?: string | null,
  ): Promise<ManagedBooking> {
    const row = await this.change({ websiteId, token }, { start, staffId }, 'visitor');
    return this.managedAfter(row);
  }

  /** Applies a change in one transaction; 409 SLOT_TAKEN with the next free times for a lost move. */
  async change(
    target: BookingTarget,
    change: BookingChange,
    by: 'owner' | 'visitor',
  ): Promise<BookingRow> {
    let wanted: { bookable: Bookable; time: WantedTime } | null = null;
    let outcome: Outcome;
    try {
      outcome = await this.deps.db.transaction(async (tx) => {
        const found = await this.locate(tx, target, true);
        if (!found) throw notFound(BOOKING_NOT_FOUND);
        return this.changeIn(tx, found, change, by, (w) => (wanted = w));
      });
    } catch (error) {
      if (!(error instanceof SlotTakenSignal || isOverlap(error))) throw error;
      // A lost move offers the next free times; a booking restored onto a taken time, none.
      const asked = wanted as { bookable: Bookable; time: WantedTime } | null;
      throw slotTaken(
        asked ? await nextFreeAfter(this.deps.db, asked.bookable, asked.time, this.deps.now()) : [],
      );
    }
    if (outcome.mailQueued) this.deps.onMailQueued();
    return outcome.row;
  }

  private async locate(db: Db, target: BookingTarget, lock: boolean) {
    const where =
      'token' in target
        ? and(eq(bookings.websiteId, target.websiteId), eq(bookings.manageToken, target.token))
        : and(eq(bookings.id, target.id), eq(websites.userId, target.userId));
    const query = db
      .select({ row: bookings })
      .from(bookings)
      .innerJoin(websites, eq(websites.id, bookings.websiteId))
      .where(where);
    const [found] = await (lock ? query.for('update', { of: bookings }) : query);
    if (!found) return null;
    return { row: found.row, site: await siteOf(db, found.row.websiteId) };
  }

  private async changeIn(
    tx: Db,
    found: { row: BookingRow; site: SiteFacts },
    change: BookingChange,
    by: 'owner' | 'visitor',
    asking: (wanted: { bookable: Bookable; time: WantedTime }) => void,
  ): Promise<Outcome> {
    const { site } = found;
    let row = found.row;
    const now = this.deps.now();
    const service = row.serviceId ? await this.serviceOf(tx, row.serviceId) : null;
    const start = change.start !== undefined ? Date.parse(change.start) : row.startAt.getTime();
    const moving =
      start !== row.startAt.getTime() || (change.staffId != null && change.staffId !== row.staffId);
    const statusTo =
      change.status !== undefined && change.status !== row.status ? change.status : null;
    if (by === 'visitor') this.visitorMayChange(row, service, site, moving, now);

    const mail = mailContext(
      this.deps,
      site,
      siteOriginOf(site.subdomain, this.deps.hostingDomain),
      row,
    );
    let mailQueued = false;
    // What a visitor's own change sends goes to the address they typed, within its hourly limit.
    const mayMail = async (to: BookingRow) =>
      by === 'owner' || mayMailVisitor(tx, to.websiteId, to.customerEmail);
    if (moving) {
      const bookable = row.serviceId ? await loadBookable(tx, row.websiteId, row.serviceId) : null;
      if (!bookable || (by === 'visitor' && !offeredToVisitors(bookable.service))) {
        const message = 'This service is no longer offered, so the booking cannot be moved';
        throw badRequest(message, { start: message });
      }
      const time: WantedTime = {
        start,
        staffId: change.staffId ?? (by === 'owner' ? row.staffId : null),
        prefer: row.staffId,
        ignore: row.id,
      };
      asking({ bookable, time });
      row = await this.move(tx, row, bookable, time, now);
      const when = bookingWhen(row);
      await recordBookingEvent(
        tx,
        row,
        `Moved to ${when.shortDate} at ${when.time}${row.staffName ? ` with ${row.staffName}` : ''}${by === 'visitor' ? ' by the customer' : ''}`,
      );
      if ((!statusTo || holds(statusTo)) && (await mayMail(row))) {
        await enqueueMail(tx, customerBookingMail('rescheduled', row, mail));
        mailQueued = true;
      }
    }
    if (statusTo) {
      const from = row.status;
      row = await this.setStatus(tx, row, statusTo);
      await recordBookingEvent(
        tx,
        row,
        `${from === 'CANCELLED' && holds(statusTo) ? 'Restored' : STATUS_EVENTS[statusTo]}${by === 'visitor' ? ' by the customer' : ''}`,
      );
      const tell =
        statusTo === 'CANCELLED'
          ? 'cancelled'
          : statusTo === 'CONFIRMED' && (from === 'PENDING' || from === 'CANCELLED')
            ? 'confirmed'
            : null;
      if (tell && (await mayMail(row))) {
        await enqueueMail(tx, customerBookingMail(tell, row, mail));
        mailQueued = true;
      }
    }
    if (moving || statusTo) {
      row.reminderMailId = await replaceReminder(tx, row, mail);
      if (by === 'visitor') await this.tellOwner(tx, row, site, statusTo === 'CANCELLED');
    }
    row = await this.setDetails(tx, row, change);
    return { row, mailQueued };
  }

  /** 400 unless the visitor may still cancel or move the booking. */
  private visitorMayChange(
    row: BookingRow,
    service: typeof services.$inferSelect | null,
    site: SiteFacts,
    moving: boolean,
    now: number,
  ): void {
    if (!holds(row.status)) {
      throw badRequest(
        row.status === 'CANCELLED'
          ? 'This booking is already cancelled'
          : 'This booking can no longer be changed',
      );
    }
    const hours = service?.cancellationHours ?? SERVICE_DEFAULTS.cancellationHours;
    if (now > row.startAt.getTime() - hours * 3_600_000) {
      const message = `Bookings can be cancelled or moved online up to ${hours === 1 ? '1 hour' : `${hours} hours`} before they start. Please contact ${site.name}.`;
      throw badRequest(message, moving ? { start: message } : undefined);
    }
    if (moving && !service?.allowRescheduling) {
      const message = `This booking cannot be moved online. Please contact ${site.name}.`;
      throw badRequest(message, { start: message });
    }
  }

  private async serviceOf(tx: Db, serviceId: string) {
    const [service] = await tx.select().from(services).where(eq(services.id, serviceId));
    return service ?? null;
  }

  /** The same booking at a new time (and maybe person), checked like a new booking. */
  private async move(
    tx: Db,
    row: BookingRow,
    bookable: Bookable,
    time: WantedTime,
    now: number,
  ): Promise<BookingRow> {
    if (!holds(row.status)) {
      const message = 'Only a pending or confirmed booking can be moved';
      throw badRequest(message, { start: message });
    }
    const { service } = bookable;
    const free = await freeAt(tx, bookable, time, now);
    const end = time.start + service.duration * 60_000;
    return takeFirstFree(tx, free, async (sp, chosen) => {
      const [moved] = await sp
        .update(bookings)
        .set({
          startAt: new Date(time.start),
          endAt: new Date(end),
          heldUntil: new Date(end + service.bufferTime * 60_000),
          exclusive: service.capacity === 1,
          staffId: chosen.staff.id,
          staffName: chosen.staff.name,
          timezone: bookable.zone,
          icsSequence: sql`${bookings.icsSequence} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(bookings.id, row.id))
        .returning();
      return moved!;
    });
  }

  /**
   * A new status. Back to a holding status, the time must still be free: the exclusion
   * constraint answers for one-at-a-time bookings, a class's places are counted under its lock.
   */
  private async setStatus(tx: Db, row: BookingRow, to: BookingStatus): Promise<BookingRow> {
    const back = holds(to) && !holds(row.status);
    // In turn with bookings of the same person, as a new booking would be.
    if (back && row.staffId) await lockPeople(tx, [row.staffId]);
    if (back && !row.exclusive && row.serviceId) {
      const [service] = await tx
        .select({ capacity: services.capacity })
        .from(services)
        .where(eq(services.id, row.serviceId))
        .for('update');
      const [taken] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(bookings)
        .where(
          and(
            eq(bookings.serviceId, row.serviceId),
            row.staffId ? eq(bookings.staffId, row.staffId) : undefined,
            eq(bookings.startAt, row.startAt),
            inArray(bookings.status, [...HOLDING_STATUSES]),
            ne(bookings.id, row.id),
          ),
        );
      if (service && Number(taken?.count ?? 0) >= service.capacity) throw new SlotTakenSignal();
    }
    const [updated] = await tx
      .update(bookings)
      .set({ status: to, icsSequence: sql`${bookings.icsSequence} + 1`, updatedAt: new Date() })
      .where(eq(bookings.id, row.id))
      .returning();
    return updated!;
  }

  /** The owner's notes and the deposit's payment: no calendar change. */
  private async setDetails(tx: Db, row: BookingRow, change: BookingChange): Promise<BookingRow> {
    const set: Partial<BookingRow> = {};
    if (change.notes !== undefined && change.notes !== row.notes) set.notes = change.notes || null;
    if (change.paymentStatus && change.paymentStatus !== row.paymentStatus) {
      set.paymentStatus = change.paymentStatus;
      await recordBookingEvent(
        tx,
        row,
        change.paymentStatus === 'PAID' ? 'Marked paid' : 'Marked as not paid',
      );
    }
    if (Object.keys(set).length === 0) return row;
    const [updated] = await tx
      .update(bookings)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(bookings.id, row.id))
      .returning();
    return updated!;
  }

  /** The owner's bell when a customer cancels or moves their booking. */
  private async tellOwner(tx: Db, row: BookingRow, site: SiteFacts, cancelled: boolean) {
    if (site.preferences.notifications === false) return;
    const when = bookingWhen(row);
    await notify(tx, {
      userId: site.userId,
      websiteId: row.websiteId,
      type: 'booking',
      title: `${cancelled ? 'Booking cancelled' : 'Booking moved'}: ${row.serviceName} on ${when.shortDate} at ${when.time}`,
      body: row.customerName,
      link: `/dashboard/bookings/${row.id}?site=${row.websiteId}`,
    });
  }

  private async managedAfter(row: BookingRow): Promise<ManagedBooking> {
    const site = await siteOf(this.deps.db, row.websiteId);
    return this.managed(row, site.name);
  }

  private async managed(row: BookingRow, siteName: string): Promise<ManagedBooking> {
    const service = row.serviceId ? await this.serviceOf(this.deps.db, row.serviceId) : null;
    const hours = service?.cancellationHours ?? SERVICE_DEFAULTS.cancellationHours;
    const until = row.startAt.getTime() - hours * 3_600_000;
    const open = holds(row.status) && this.deps.now() <= until;
    return {
      booking: presentBooking(row),
      row,
      siteName,
      serviceSlug: service?.slug ?? null,
      changeableUntil: new Date(until).toISOString(),
      canCancel: open,
      canReschedule: open && !!service?.allowRescheduling && offeredToVisitors(service),
    };
  }
}
