import { and, eq } from 'drizzle-orm';
import { formatMoney } from '@tessera/core';
import Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { orders, paymentRefunds } from '../../db/schema.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import type { SettleEffects } from '../payments/checkout-handlers.ts';
import { fromStripeAmount, toStripeAmount } from '../payments/checkout-session.ts';
import type { StripeConnections } from '../payments/stripe-connection.ts';
import { paymentIntentOf, type ChargeRefund } from '../payments/stripe-webhooks.ts';
import { recordOrderEvent } from './order-records.ts';
import type { OrderRow } from './presenter.ts';

const PROVIDER = 'stripe';

export const DASHBOARD_REFUND_NOTE = 'Refunded in Stripe’s dashboard.';

/**
 * What a paid order may still give back, checked before anyone is asked to refund it: more than
 * nothing, and never more than was paid and not yet refunded.
 */
export function checkRefund(
  order: Pick<OrderRow, 'paymentStatus' | 'total' | 'refundedAmount' | 'currency'>,
  requested: number | undefined,
  locale: string,
): number {
  if (order.paymentStatus !== 'PAID' && order.paymentStatus !== 'PARTIALLY_REFUNDED')
    throw conflict('Only a paid order can be refunded');
  const remaining = order.total - order.refundedAmount;
  const amount = requested ?? remaining;
  if (amount <= 0)
    throw badRequest('Refund amount must be more than 0', {
      amount: 'Refund amount must be more than 0',
    });
  if (amount > remaining) {
    const most = `Refund amount can be at most ${formatMoney(remaining, order.currency, locale)}`;
    throw badRequest(most, { amount: most });
  }
  return amount;
}

/**
 * Counts a provider's refund on the locked order once: the `payment_refunds` row is keyed by the
 * provider's refund id, so the refund made from the order page and the same refund reported back
 * by `charge.refunded` add up once. Answers whether it was new.
 */
export async function recordProviderRefund(
  tx: Db,
  order: OrderRow,
  refundId: string,
  amount: number,
  note?: string,
): Promise<OrderRow | null> {
  const [inserted] = await tx
    .insert(paymentRefunds)
    .values({ orderId: order.id, provider: PROVIDER, providerRefundId: refundId, amount })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  if (!inserted) return null;
  const refunded = Math.min(order.total, order.refundedAmount + amount);
  const [updated] = await tx
    .update(orders)
    .set({
      refundedAmount: refunded,
      paymentStatus: refunded >= order.total ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: 'refund',
    amount,
    ...(note ? { note } : {}),
  });
  return updated!;
}

/**
 * Card orders' refunds: made through Stripe from the order page, and those made in Stripe's
 * dashboard taken from `charge.refunded`, each counted once.
 */
export class CardRefunds {
  constructor(private readonly deps: { db: Db; connections: StripeConnections }) {}

  /**
   * Refunds `requested` (all that is left when absent) of a paid card order through Stripe, then
   * records it. Stripe is asked only for what the order may still give back; a retried request
   * carries the same idempotency key and finds the same refund.
   */
  async refund(order: OrderRow, locale: string, requested: number | undefined): Promise<OrderRow> {
    const amount = checkRefund(order, requested, locale);
    const client = await this.deps.connections.clientFor(order.websiteId);
    if (!client) {
      throw badRequest(
        'Stripe is not connected to this website any more. Connect it again to refund this card payment.',
      );
    }
    let refund: Stripe.Refund;
    try {
      refund = await client.stripe.refunds.create(
        {
          payment_intent: order.paymentIntentId!,
          amount: toStripeAmount(amount, order.currency),
          metadata: {
            tessera_kind: 'order',
            tessera_id: order.id,
            tessera_website: order.websiteId,
          },
        },
        { idempotencyKey: `tessera-refund-${order.id}-${order.refundedAmount}-${amount}` },
      );
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeCardError
      ) {
        const message = `Stripe refused the refund: ${error.message}`;
        throw badRequest(message, { amount: message });
      }
      if (error instanceof Stripe.errors.StripeError) {
        throw new AppError(
          502,
          'PROVIDER_UNAVAILABLE',
          'Stripe could not be reached, so nothing was refunded. Try again.',
        );
      }
      throw error;
    }
    return this.deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      const recorded = await recordProviderRefund(
        tx,
        locked!,
        refund.id,
        fromStripeAmount(refund.amount, refund.currency),
      );
      // Already counted: Stripe's report of it arrived first.
      return recorded ?? locked!;
    });
  }

  /**
   * `charge.refunded`: each of the charge's refunds not yet on its order is recorded, so a refund
   * made in Stripe's dashboard shows on the order and one made from the order page counts once.
   */
  async chargeRefunded(
    tx: Db,
    websiteId: string,
    charge: Pick<Stripe.Charge, 'payment_intent'>,
    refunds: ChargeRefund[],
  ): Promise<SettleEffects> {
    const paymentIntent = paymentIntentOf(charge.payment_intent);
    if (!paymentIntent) return {};
    let [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.websiteId, websiteId), eq(orders.paymentIntentId, paymentIntent)))
      .for('update');
    if (!order) return {};
    for (const refund of refunds) {
      if (refund.status === 'failed' || refund.status === 'canceled') continue;
      const ours = refund.metadata?.tessera_id === order.id;
      const recorded = await recordProviderRefund(
        tx,
        order,
        refund.id,
        fromStripeAmount(refund.amount, refund.currency),
        ours ? undefined : DASHBOARD_REFUND_NOTE,
      );
      if (recorded) order = recorded;
    }
    return {};
  }
}
