import { randomBytes, randomUUID } from 'node:crypto';
import { formatMoney, type Booking, type PlaceBookingInput } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { upsertCustomer } from '../customers/record-customer.ts';
import { offeredToVisitors } from '../samples/for-visitors.ts';
import { bookingWhen } from './booking-mail.ts';
import { announceBooking } from './announce-booking.ts';
import { amountDueWhenBooking, type BookingPayments } from './booking-payments.ts';
import { loadBookable, type Bookable } from './bookable.ts';
import {
  recordBookingEvent,
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
  constructor(
    private readonly deps: BookingDeps,
    /** Card deposits and prepayments; without it every booking holds at once, as without Stripe. */
    private readonly payments?: BookingPayments,
  ) {}

  /**
   * A visitor's booking of a service that takes a deposit or its whole price, on a website with
   * Stripe connected, waits for the payment: made PENDING with nothing sent, holding its time
   * for the payment window, and answered with Stripe's page (`paymentUrl`). The mails go once it
   * is paid (BookingPayments' handler). Stripe failing cancels it again (502).
   */
  async place(
    websiteId: string,
    input: PlaceBookingInput,
    context: PlacementContext,
  ): Promise<{ booking: Booking; manageToken: string; paymentUrl?: string }> {
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
    const paysFirst =
      context.by === 'visitor' &&
      this.payments !== undefined &&
      (await this.payments.asksPayment(websiteId, bookable.service));
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
        this.placeIn(tx, bookable, wanted, input, context, now, paysFirst),
      );
    } catch (error) {
      if (taken) await limits!.release(taken);
      if (error instanceof SlotTakenSignal || isOverlap(error)) {
        throw slotTaken(await nextFreeAfter(this.deps.db, bookable, wanted, this.deps.now()));
      }
      throw error;
    }
    if (paysFirst) {
      const paymentUrl = await this.payments!.start(row, context.siteOrigin);
      row.paymentUrl = paymentUrl;
      return { booking: presentBooking(row), manageToken: row.manageToken, paymentUrl };
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
    paysFirst: boolean,
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
          status: paysFirst || service.requiresConfirmation ? 'PENDING' : 'CONFIRMED',
          paymentStatus: 'PENDING',
          totalAmount: service.price,
          // Paid in full when booking: no deposit, the price is what is due.
          depositAmount:
            service.requireDeposit && !(paysFirst && service.requirePrepayment)
              ? service.depositAmount
              : null,
          // Waiting for the card payment: the window runs from here (the app's clock).
          ...(paysFirst ? { paymentUrl: '', createdAt: new Date(now) } : {}),
          currency: site.currency,
          manageToken: randomBytes(32).toString('base64url'),
          icsUid: `${randomUUID()}@${new URL(context.siteOrigin).hostname}`,
          icsSequence: 0,
        })
        .returning();
      return inserted!;
    });

    const when = bookingWhen(row);
    if (paysFirst) {
      const due = formatMoney(amountDueWhenBooking(service), site.currency, site.locale);
      await recordBookingEvent(
        tx,
        row,
        `Requested ${row.serviceName} for ${when.shortDate} at ${when.time}, awaiting payment of ${due}`,
      );
      return row;
    }
    await recordBookingEvent(
      tx,
      row,
      `${row.status === 'PENDING' ? 'Requested' : 'Booked'} ${row.serviceName} for ${when.shortDate} at ${when.time}${context.by === 'owner' ? ' (by the owner)' : ''}`,
    );
    await announceBooking(tx, this.deps, row, site, context);
    return row;
  }
}
