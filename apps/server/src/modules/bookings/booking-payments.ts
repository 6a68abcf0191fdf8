import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { formatMoney } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { bookings, services } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { notify } from '../notifications/notify.ts';
import type { CheckoutHandler, SettleEffects } from '../payments/checkout-handlers.ts';
import {
  createCheckoutSession,
  fromStripeAmount,
  toStripeAmount,
} from '../payments/checkout-session.ts';
import type { StripeConnections } from '../payments/stripe-connection.ts';
import { siteOriginOf } from '../orders/service.ts';
import { bookingWhen } from './booking-mail.ts';
import {
  managePath,
  recordBookingEvent,
  siteOf,
  type BookingDeps,
  type BookingRow,
} from './booking-records.ts';
import { announceBooking } from './announce-booking.ts';
import { awaitingPayment, overduePayment, paymentEndsAt } from './payment-window.ts';

/** How long after a session's end its webhook may still come before the reconciler asks. */
const WEBHOOK_GRACE_MS = 5 * 60_000;
/** Sessions asked about in one round of the reconciler. */
const OVERDUE_BATCH = 500;

export const CARD_UNAVAILABLE = 'Card payments are not available right now. Try again in a moment.';

/** The services' columns that decide what a visitor pays when booking. */
export interface PaymentRules {
  price: number;
  requireDeposit: boolean;
  depositAmount: number | null;
  requirePrepayment: boolean;
}

/** Minor units to pay when booking: the whole price, a deposit, or nothing. */
export function amountDueWhenBooking(service: PaymentRules): number {
  if (service.price <= 0) return 0;
  if (service.requirePrepayment) return service.price;
  if (service.requireDeposit && service.depositAmount && service.depositAmount > 0) {
    return Math.min(service.depositAmount, service.price);
  }
  return 0;
}

/** What a booking's payment is for, as the visitor sees it on Stripe's page. */
const lineName = (row: BookingRow) =>
  row.depositAmount !== null ? `Deposit: ${row.serviceName}` : row.serviceName;

/** Minor units the booking's session asks for. */
const amountDue = (row: BookingRow) => row.depositAmount ?? row.totalAmount;

type Payments = Pick<StripeConnections, 'connected' | 'clientFor'>;

/**
 * A booking's deposit or prepayment through Stripe Checkout: the session made after the booking
 * commits, and what its events do to the booking.
 */
export class BookingPayments {
  constructor(
    private readonly deps: BookingDeps,
    private readonly stripe: Payments,
  ) {}

  /** Whether visitors booking this service pay first: something to pay and Stripe connected. */
  async asksPayment(websiteId: string, service: PaymentRules): Promise<boolean> {
    if (amountDueWhenBooking(service) <= 0) return false;
    return this.stripe.connected(websiteId);
  }

  /**
   * The Checkout Session of a booking just made, its page stored on the booking. When Stripe
   * cannot make one, the booking is cancelled (its time free again) and the visitor is told.
   */
  async start(row: BookingRow, siteOrigin: string): Promise<string> {
    try {
      const client = await this.stripe.clientFor(row.websiteId);
      if (!client) throw new Error('Stripe is no longer connected');
      const session = await createCheckoutSession(client.stripe, {
        kind: 'booking',
        id: row.id,
        websiteId: row.websiteId,
        currency: row.currency,
        lines: [{ name: lineName(row), unitAmount: amountDue(row), quantity: 1 }],
        customerEmail: row.customerEmail,
        successUrl: `${siteOrigin}${managePath(row.manageToken)}?done=paid`,
        cancelUrl: `${siteOrigin}${managePath(row.manageToken)}?payment=cancelled`,
        expiresAt: paymentEndsAt(row),
      });
      await this.deps.db
        .update(bookings)
        .set({ paymentSessionId: session.id, paymentUrl: session.url })
        .where(eq(bookings.id, row.id));
      return session.url;
    } catch (error) {
      await this.deps.db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(bookings)
          .set({ status: 'CANCELLED', updatedAt: new Date(this.deps.now()) })
          .where(and(eq(bookings.id, row.id), eq(bookings.status, 'PENDING')))
          .returning();
        if (cancelled) {
          await recordBookingEvent(
            tx,
            cancelled,
            'Cancelled: the card payment could not be started',
          );
        }
      });
      void error;
      throw new AppError(502, 'PROVIDER_UNAVAILABLE', CARD_UNAVAILABLE);
    }
  }

  /**
   * The visitor left Stripe's page without paying (its cancel address): the session is ended
   * at Stripe so it cannot be paid later, and the booking, still unpaid, is cancelled.
   */
  async abandon(websiteId: string, token: string): Promise<void> {
    const [row] = await this.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.websiteId, websiteId), eq(bookings.manageToken, token)));
    if (!row || !awaitingPayment(row)) return;
    if (row.paymentSessionId) {
      try {
        const client = await this.stripe.clientFor(websiteId);
        await client?.stripe.checkout.sessions.expire(row.paymentSessionId);
      } catch {
        // Paid meanwhile, or Stripe unreachable: its events settle the booking either way.
        const session = await this.sessionOf(websiteId, row.paymentSessionId);
        if (session?.status === 'complete') return;
      }
    }
    await this.deps.db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(bookings)
        .set({ status: 'CANCELLED', updatedAt: new Date(this.deps.now()) })
        .where(
          and(
            eq(bookings.id, row.id),
            eq(bookings.status, 'PENDING'),
            eq(bookings.paymentStatus, 'PENDING'),
          ),
        )
        .returning();
      if (cancelled) {
        await recordBookingEvent(tx, cancelled, 'Cancelled: the visitor left the card payment');
      }
    });
  }

  private async sessionOf(websiteId: string, sessionId: string) {
    try {
      const client = await this.stripe.clientFor(websiteId);
      return (await client?.stripe.checkout.sessions.retrieve(sessionId)) ?? null;
    } catch {
      return null;
    }
  }

  /** The 'booking' kind of Checkout Session: paid, unpaid and overdue. */
  handler(): CheckoutHandler {
    return {
      paid: (tx, websiteId, id, session) => this.paid(tx, websiteId, id, session),
      unpaid: (tx, websiteId, id, session, reason) =>
        this.unpaid(tx, websiteId, id, session, reason),
      // Past the window and a grace for the webhook: the reconciler asks Stripe. (The time is
      // free from the window's end already: slot lists skip it and a new booking cancels it.)
      overdue: async (db, now) => {
        const rows = await db
          .select({ websiteId: bookings.websiteId, sessionId: bookings.paymentSessionId })
          .from(bookings)
          .where(
            and(
              isNotNull(bookings.paymentSessionId),
              overduePayment(now.getTime() - WEBHOOK_GRACE_MS),
            ),
          )
          .orderBy(asc(bookings.createdAt))
          .limit(OVERDUE_BATCH);
        return rows.map((r) => ({ websiteId: r.websiteId, sessionId: r.sessionId! }));
      },
    };
  }

  private async locked(tx: Db, websiteId: string, id: string): Promise<BookingRow | null> {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, id), eq(bookings.websiteId, websiteId)))
      .for('update');
    return row ?? null;
  }

  private async paid(
    tx: Db,
    websiteId: string,
    id: string,
    session: Stripe.Checkout.Session,
  ): Promise<SettleEffects> {
    const row = await this.locked(tx, websiteId, id);
    // Settled already (a replay, or the reconciler first), or not this booking's session.
    if (!row || row.paymentStatus !== 'PENDING' || row.amountPaid > 0) return {};
    if (row.paymentSessionId && row.paymentSessionId !== session.id) return {};
    const currency = (session.currency ?? '').toLowerCase();
    const paidStripe = session.amount_total ?? 0;
    const paid = currency ? fromStripeAmount(paidStripe, currency) : 0;
    const intent =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null);
    const matches =
      currency === row.currency.toLowerCase() &&
      paidStripe === toStripeAmount(amountDue(row), row.currency);
    const site = await siteOf(tx, row.websiteId);
    const money = (minor: number, code: string) =>
      formatMoney(minor, code.toUpperCase(), site.locale);
    const now = new Date(this.deps.now());
    const dashboardPath = `/dashboard/bookings/${row.id}?site=${row.websiteId}`;
    const tellOwner = async (title: string, body: string) => {
      await recordBookingEvent(tx, row, `${title}: ${body}`);
      await notify(tx, {
        userId: site.userId,
        websiteId: row.websiteId,
        type: 'booking',
        title,
        body,
        link: dashboardPath,
      });
    };

    // Confirmed by the owner while the visitor paid: the payment is simply recorded.
    if (matches && (row.status === 'CONFIRMED' || row.status === 'COMPLETED')) {
      await tx
        .update(bookings)
        .set({ paymentStatus: 'PAID', amountPaid: paid, paymentIntentId: intent, updatedAt: now })
        .where(eq(bookings.id, row.id));
      await recordBookingEvent(tx, row, `Paid ${money(paid, row.currency)} by card`);
      return {};
    }
    if (row.status !== 'PENDING' || !matches) {
      // Paid for a booking that no longer waits (cancelled as its time ran out), or not the
      // amount asked: kept as paid money for the owner to look at, the booking left as it is.
      await tx
        .update(bookings)
        .set({
          amountPaid: paid,
          paymentIntentId: intent,
          ...(matches ? { paymentStatus: 'PAID' as const } : {}),
          updatedAt: now,
        })
        .where(eq(bookings.id, row.id));
      await tellOwner(
        'Check a booking payment',
        matches
          ? `${row.customerName} paid ${money(paid, currency)} for a booking that was already ${row.status.toLowerCase()}. Refund it in Stripe if it will not go ahead.`
          : `${row.customerName} paid ${money(paid, currency || row.currency)}, not the ${money(amountDue(row), row.currency)} asked. Check the payment in Stripe.`,
      );
      return {};
    }

    const [service] = row.serviceId
      ? await tx
          .select({ requiresConfirmation: services.requiresConfirmation })
          .from(services)
          .where(eq(services.id, row.serviceId))
      : [];
    const [settled] = await tx
      .update(bookings)
      .set({
        paymentStatus: 'PAID',
        amountPaid: paid,
        paymentIntentId: intent,
        status: service?.requiresConfirmation ? 'PENDING' : 'CONFIRMED',
        updatedAt: now,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    await recordBookingEvent(
      tx,
      settled!,
      `Paid ${money(paid, row.currency)} by card${row.depositAmount !== null ? ' (deposit)' : ''}`,
    );
    const origin =
      originOf(session.success_url) ?? siteOriginOf(site.subdomain, this.deps.hostingDomain);
    await announceBooking(tx, this.deps, settled!, site, { siteOrigin: origin, by: 'visitor' });
    return { mailQueued: true };
  }

  private async unpaid(
    tx: Db,
    websiteId: string,
    id: string,
    session: Stripe.Checkout.Session,
    reason: 'failed' | 'expired',
  ): Promise<SettleEffects> {
    const row = await this.locked(tx, websiteId, id);
    if (!row || !awaitingPayment(row)) return {};
    if (row.paymentSessionId && row.paymentSessionId !== session.id) return {};
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: 'CANCELLED',
        ...(reason === 'failed' ? { paymentStatus: 'FAILED' as const } : {}),
        updatedAt: new Date(this.deps.now()),
      })
      .where(eq(bookings.id, row.id))
      .returning();
    const when = bookingWhen(row);
    await recordBookingEvent(
      tx,
      cancelled!,
      reason === 'failed'
        ? `Cancelled ${row.serviceName} on ${when.shortDate} at ${when.time}: the card payment failed`
        : `Cancelled ${row.serviceName} on ${when.shortDate} at ${when.time}: not paid in time`,
    );
    return {};
  }
}

/** The site's own address the visitor paid from, as the session's return address carries it. */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
