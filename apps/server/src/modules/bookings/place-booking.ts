import { randomBytes, randomUUID } from 'node:crypto';
import type { Booking, PlaceBookingInput } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { mayMailVisitor } from '../../mail/visitor-mail-limit.ts';
import { upsertCustomer } from '../customers/record-customer.ts';
import { notify } from '../notifications/notify.ts';
import { offeredToVisitors } from '../samples/for-visitors.ts';
import {
  bookingWhen,
  customerBookingMail,
  newBookingNotice,
  newBookingTitle,
} from './booking-mail.ts';
import { loadBookable, type Bookable } from './bookable.ts';
import {
  mailContext,
  recordBookingEvent,
  replaceReminder,
  siteOf,
  type BookingDeps,
  type BookingRow,
} from './booking-records.ts';
import { freeAt, nextFreeAfter, takeFirstFree, type WantedTime } from './claim.ts';
import { presentBooking } from './presenter.ts';
import { refuseBeyondUpcoming } from './upcoming-per-email.ts';
import { isOverlap, SlotTakenSignal, slotTaken } from './slot-taken.ts';

const SERVICE_NOT_OFFERED = 'Choose a service this site offers';

/** Where the booking comes from: the visitor's site (its address for links), and who books. */
export interface PlacementContext {
  siteOrigin: string;
  by: 'visitor' | 'owner';
  /** A visitor's network address, for the per-address limit; absent for no limit. */
  clientAddress?: string;
}

/**
 * The one way a booking is made (the public API, the site's booking form, the owner's manual
 * booking): the time checked against the service's free slots under the rules of availability,
 * the row written so that the database itself refuses a second booking of the same time, and the
 * customer, their timeline, the owner's notification and every mail written in the same
 * transaction, so none of it exists without the rest.
 */
export class BookingPlacement {
  constructor(private readonly deps: BookingDeps) {}

  async place(
    websiteId: string,
    input: PlaceBookingInput,
    context: PlacementContext,
  ): Promise<{ booking: Booking; manageToken: string }> {
    const now = this.deps.now();
    const bookable = await loadBookable(this.deps.db, websiteId, input.serviceId);
    // A sample is never booked, not even by its owner; visitors book only what is on offer.
    const offered =
      bookable &&
      !bookable.service.sample &&
      (context.by === 'owner' || offeredToVisitors(bookable.service));
    if (!offered) {
      throw badRequest(SERVICE_NOT_OFFERED, { serviceId: SERVICE_NOT_OFFERED });
    }
    const wanted: WantedTime = { start: Date.parse(input.start), staffId: input.staffId ?? null };
    // Counted before the booking, so bookings sent in parallel see each other; given back when
    // no booking comes of it.
    const limits = context.by === 'visitor' ? this.deps.limits : undefined;
    const taken =
      limits && context.clientAddress !== undefined
        ? await limits.take('booking', websiteId, [{ address: context.clientAddress }])
        : null;
    let row: BookingRow;
    try {
      row = await this.deps.db.transaction((tx) =>
        this.placeIn(tx, bookable, wanted, input, context, now),
      );
    } catch (error) {
      if (taken) await limits!.release(taken);
      if (error instanceof SlotTakenSignal || isOverlap(error)) {
        throw slotTaken(await nextFreeAfter(this.deps.db, bookable, wanted, this.deps.now()));
      }
      throw error;
    }
    this.deps.onMailQueued();
    return { booking: presentBooking(row), manageToken: row.manageToken };
  }

  private async placeIn(
    tx: Db,
    bookable: Bookable,
    wanted: WantedTime,
    input: PlaceBookingInput,
    context: PlacementContext,
    now: number,
  ): Promise<BookingRow> {
    const { service } = bookable;
    const site = await siteOf(tx, service.websiteId);
    // Before the locks: from the first lock to the commit, others booking the person wait.
    const customerId = await upsertCustomer(tx, {
      websiteId: service.websiteId,
      email: input.customer.email,
      name: input.customer.name,
      phone: input.customer.phone,
    });
    const free = await freeAt(tx, bookable, wanted, now);
    // After the time's own checks: a time that cannot be booked says so first.
    const perEmail = this.deps.limits?.settings.activeBookingsPerEmail ?? 0;
    if (context.by === 'visitor' && perEmail > 0) {
      await refuseBeyondUpcoming(tx, service.websiteId, input.customer.email, perEmail, now);
    }
    const end = wanted.start + service.duration * 60_000;
    const row = await takeFirstFree(tx, free, async (sp, chosen) => {
      const [inserted] = await sp
        .insert(bookings)
        .values({
          websiteId: service.websiteId,
          serviceId: service.id,
          serviceName: service.name,
          staffId: chosen.staff.id,
          staffName: chosen.staff.name,
          customerId,
          customerName: input.customer.name,
          customerEmail: input.customer.email,
          customerPhone: input.customer.phone,
          notes: input.notes,
          startAt: new Date(wanted.start),
          endAt: new Date(end),
          heldUntil: new Date(end + service.bufferTime * 60_000),
          // A class's places were counted under its lock; one-at-a-time is the constraint's.
          exclusive: service.capacity === 1,
          timezone: bookable.zone,
          status: service.requiresConfirmation ? 'PENDING' : 'CONFIRMED',
          paymentStatus: 'PENDING',
          totalAmount: service.price,
          depositAmount: service.requireDeposit ? service.depositAmount : null,
          currency: site.currency,
          manageToken: randomBytes(32).toString('base64url'),
          icsUid: `${randomUUID()}@${new URL(context.siteOrigin).hostname}`,
          icsSequence: 0,
        })
        .returning();
      return inserted!;
    });

    const mail = mailContext(this.deps, site, context.siteOrigin, row);
    const when = bookingWhen(row);
    await recordBookingEvent(
      tx,
      row,
      `${row.status === 'PENDING' ? 'Requested' : 'Booked'} ${row.serviceName} for ${when.shortDate} at ${when.time}${context.by === 'owner' ? ' (by the owner)' : ''}`,
    );
    // The owner hears of visitors' bookings, not of the ones they take themselves.
    const byVisitor = context.by === 'visitor';
    const dashboardPath = `/dashboard/bookings/${row.id}?site=${row.websiteId}`;
    if (byVisitor && site.preferences.notifications !== false) {
      await notify(tx, {
        userId: site.userId,
        websiteId: row.websiteId,
        type: 'booking',
        title: newBookingTitle(row),
        body: `${row.customerName}${row.staffName ? ` · with ${row.staffName}` : ''}`,
        link: dashboardPath,
      });
    }
    if (!byVisitor || (await mayMailVisitor(tx, row.websiteId, row.customerEmail))) {
      await enqueueMail(tx, customerBookingMail('placed', row, mail));
    }
    if (byVisitor && site.preferences.emailUpdates !== false) {
      await enqueueMail(
        tx,
        newBookingNotice(
          row,
          site.name,
          site.ownerEmail,
          `${this.deps.publicUrl}${dashboardPath}`,
          site.locale,
        ),
      );
    }
    row.reminderMailId = await replaceReminder(tx, row, mail);
    return row;
  }
}
