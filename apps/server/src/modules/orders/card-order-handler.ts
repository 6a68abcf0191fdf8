import { and, asc, eq, isNotNull, lt, ne } from 'drizzle-orm';
import { formatMoney, orderNumberLabel } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders, users, websites } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import type { CheckoutHandler, SettleEffects } from '../payments/checkout-handlers.ts';
import { fromStripeAmount, toStripeAmount } from '../payments/checkout-session.ts';
import { paymentIntentOf } from '../payments/stripe-webhooks.ts';
import { recordOrderEvent } from './order-records.ts';
import { moveOrderStock } from './order-stock.ts';
import type { OrderRow } from './presenter.ts';
import { siteOriginOf } from './service.ts';

/** How long past its session's expiry a card order waits for Stripe's webhook before it is asked. */
export const WEBHOOK_GRACE_MS = 5 * 60_000;
/** Orders the reconciler asks about per round; the rest wait for the next. */
const OVERDUE_BATCH = 500;

export const CARD_EXPIRED_NOTE =
  'Cancelled automatically: the card payment was not completed before the payment page expired.';
export const CARD_FAILED_NOTE = 'Cancelled automatically: the card payment failed.';

export interface CardOrderDeps {
  /** Published sites live at `{subdomain}.{hostingDomain}`: the buyer's order page is there. */
  hostingDomain: string;
  /**
   * The buyer's confirmation mail, the owner's notice and the customer's timeline for an order
   * just paid, in the settling transaction (announce-order.ts); answers whether mail was queued.
   */
  announce: (tx: Db, orderId: string, siteOrigin: string) => Promise<boolean>;
}

async function lockedOrder(tx: Db, websiteId: string, orderId: string): Promise<OrderRow | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.websiteId, websiteId)))
    .for('update');
  return order ?? null;
}

async function ownerOf(tx: Db, websiteId: string) {
  const [owner] = await tx
    .select({
      userId: users.id,
      preferences: users.preferences,
      locale: websites.locale,
      subdomain: websites.subdomain,
    })
    .from(websites)
    .innerJoin(users, eq(users.id, websites.userId))
    .where(eq(websites.id, websiteId));
  return owner ?? null;
}

/**
 * A payment the order cannot take as it stands (another amount, or an order already cancelled):
 * a note in the history and the owner's bell, once per distinct note, and the order is not paid.
 */
async function flagPayment(tx: Db, order: OrderRow, note: string): Promise<void> {
  const [seen] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, order.id),
        eq(orderEvents.kind, 'note'),
        eq(orderEvents.note, note),
      ),
    )
    .limit(1);
  if (seen) return;
  await recordOrderEvent(tx, { orderId: order.id, kind: 'note', note });
  // The owner decides: it is no longer the reconciler's to settle.
  await tx
    .update(orders)
    .set({ stockHeldUntil: null, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  const owner = await ownerOf(tx, order.websiteId);
  if (!owner || owner.preferences.notifications === false) return;
  await notify(tx, {
    userId: owner.userId,
    websiteId: order.websiteId,
    type: 'order',
    title: `Check the card payment of order ${orderNumberLabel(order.number)}`,
    body: note,
    link: `/dashboard/orders/${order.id}?site=${order.websiteId}`,
  });
}

/**
 * Card orders settled by their Checkout Session: paid once for exactly the order's total, or
 * cancelled with their stock back when the payment fails or the page expires. Each step locks
 * the order's row and does nothing when the order is already settled, so webhooks arriving twice
 * or out of order, and the reconciler getting there first, change it once.
 */
export function cardOrderHandler(deps: CardOrderDeps): CheckoutHandler {
  return {
    async paid(tx, websiteId, orderId, session): Promise<SettleEffects> {
      const order = await lockedOrder(tx, websiteId, orderId);
      if (!order || order.paymentMethod !== 'card') return {};
      if (order.paymentStatus !== 'PENDING' && order.paymentStatus !== 'FAILED') return {};
      const owner = await ownerOf(tx, websiteId);
      const locale = owner?.locale ?? 'en-US';
      const currency = (session.currency ?? '').toUpperCase();
      const amount = session.amount_total ?? 0;
      const paidText = currency
        ? formatMoney(fromStripeAmount(amount, currency), currency, locale)
        : String(amount);
      const totalText = formatMoney(order.total, order.currency, locale);
      if (order.status === 'CANCELLED') {
        await flagPayment(
          tx,
          order,
          `Stripe reported a payment of ${paidText} after this order was cancelled; check it in Stripe and refund it there if the order will not be fulfilled.`,
        );
        return {};
      }
      if (
        currency !== order.currency.toUpperCase() ||
        amount !== toStripeAmount(order.total, order.currency)
      ) {
        await flagPayment(
          tx,
          order,
          `Stripe reported a payment of ${paidText}, not the order’s total ${totalText}; check it in Stripe.`,
        );
        return {};
      }
      await tx
        .update(orders)
        .set({
          paymentStatus: 'PAID',
          paymentIntentId: paymentIntentOf(session.payment_intent),
          stockHeldUntil: null,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order.id));
      await recordOrderEvent(tx, { orderId: order.id, kind: 'payment', amount: order.total });
      const siteOrigin = owner ? siteOriginOf(owner.subdomain, deps.hostingDomain) : '';
      const mailQueued = await deps.announce(tx, order.id, siteOrigin);
      return { mailQueued };
    },

    async unpaid(tx, websiteId, orderId, session, reason): Promise<SettleEffects> {
      const order = await lockedOrder(tx, websiteId, orderId);
      if (!order || order.paymentMethod !== 'card') return {};
      if (order.status === 'CANCELLED' || order.paymentStatus !== 'PENDING') return {};
      // An earlier page of the order's, replaced since, says nothing about the current one.
      if (order.paymentSessionId && order.paymentSessionId !== session.id) return {};
      const catalogueChanged = await moveOrderStock(tx, order, 'CANCELLED');
      await recordOrderEvent(tx, {
        orderId: order.id,
        kind: 'status',
        fromStatus: order.status,
        toStatus: 'CANCELLED',
        note: reason === 'failed' ? CARD_FAILED_NOTE : CARD_EXPIRED_NOTE,
      });
      await tx
        .update(orders)
        .set({
          status: 'CANCELLED',
          paymentStatus: reason === 'failed' ? 'FAILED' : order.paymentStatus,
          stockHeldUntil: null,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order.id));
      return { catalogueChanged };
    },

    async overdue(db, now) {
      const rows = await db
        .select({ websiteId: orders.websiteId, sessionId: orders.paymentSessionId })
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'card'),
            eq(orders.paymentStatus, 'PENDING'),
            ne(orders.status, 'CANCELLED'),
            isNotNull(orders.paymentSessionId),
            lt(orders.stockHeldUntil, new Date(now.getTime() - WEBHOOK_GRACE_MS)),
          ),
        )
        .orderBy(asc(orders.stockHeldUntil))
        .limit(OVERDUE_BATCH);
      return rows.map((r) => ({ websiteId: r.websiteId, sessionId: r.sessionId! }));
    },
  };
}
