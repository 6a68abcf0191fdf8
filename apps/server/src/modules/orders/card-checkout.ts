import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, paymentConnections } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { createCheckoutSession, type CheckoutLine } from '../payments/checkout-session.ts';
import type { StripeConnections } from '../payments/stripe-connection.ts';
import type { CartLine } from '../storefront/cart-cookie.ts';
import { recordOrderEvent } from './order-records.ts';
import { moveOrderStock } from './order-stock.ts';
import { confirmationPath, type OrderLineRow, type OrderRow } from './presenter.ts';

/**
 * A card order holds its stock as long as its Checkout Session is open: Stripe's shortest life
 * (30 minutes from the session's creation) and a minute more, since Stripe refuses an expiry that
 * is under 30 minutes by the time the call reaches it (latency, a retry, clock skew).
 */
export const CARD_HOLD_MS = 31 * 60_000;

export const CARD_UNAVAILABLE =
  'Card payments are not available right now. Choose another way to pay or try again.';
const STRIPE_FAILED_NOTE = 'Cancelled automatically: Stripe could not start the card payment.';
const BUYER_CANCELLED_NOTE = 'Cancelled by the buyer on the card payment page.';

/** Where Stripe sends the buyer back when they give up paying: it cancels the unpaid order. */
export const cardCancelPath = (publicToken: string) => `/_checkout/cancel/${publicToken}`;

/** Whether a website has a Stripe account connected (and so may offer Card, if the owner wants). */
export async function hasStripeConnection(db: Db, websiteId: string): Promise<boolean> {
  const [row] = await db
    .select({ websiteId: paymentConnections.websiteId })
    .from(paymentConnections)
    .where(
      and(eq(paymentConnections.websiteId, websiteId), eq(paymentConnections.provider, 'stripe')),
    );
  return Boolean(row);
}

export interface CardCheckoutDeps {
  db: Db;
  stripe: Pick<StripeConnections, 'clientFor'>;
  /** Called after a commit that gave stock back: published pages show it. */
  onCatalogueChanged: () => void;
  log?: FastifyBaseLogger;
}

/** What the buyer's cancel link did. */
export type BuyerCancel =
  | { outcome: 'cancelled'; lines: CartLine[] }
  /** Cancelled before (the link opened twice, or its session expired): nothing more to do. */
  | { outcome: 'already-cancelled' }
  /** Paid, or Stripe could not say: the order's own page tells the buyer where it stands. */
  | { outcome: 'order-page' }
  | { outcome: 'not-found' };

const unavailable = () => new AppError(502, 'PROVIDER_UNAVAILABLE', CARD_UNAVAILABLE);

/**
 * A card order's Checkout Session, made after the order's commit from what the order row holds
 * (the server's prices, never the browser's), and the cancelling of an order left unpaid: by
 * Stripe failing to make the session, or by the buyer leaving Stripe's page.
 */
export class CardCheckout {
  constructor(private readonly deps: CardCheckoutDeps) {}

  /**
   * The payment page of a placed card order: its session made once (a replay answers the same
   * page; Stripe's idempotency key makes a retried call find the same session). When Stripe
   * fails, the order is cancelled with its stock back and the answer is 502 PROVIDER_UNAVAILABLE.
   */
  async paymentPage(orderId: string, siteOrigin: string): Promise<string> {
    const [order] = await this.deps.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw unavailable();
    if (order.paymentUrl) return order.paymentUrl;
    if (order.status === 'CANCELLED') throw unavailable();
    let session: { id: string; url: string };
    try {
      const client = await this.deps.stripe.clientFor(order.websiteId);
      if (!client) throw new Error('Stripe is no longer connected to this website');
      const lines = await this.deps.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.position));
      session = await createCheckoutSession(client.stripe, {
        kind: 'order',
        id: order.id,
        websiteId: order.websiteId,
        currency: order.currency,
        lines: sessionLines(order, lines),
        shipping:
          order.fulfilment === 'shipping'
            ? { name: order.shippingMethod?.name ?? 'Shipping', amount: order.shipping }
            : null,
        discount:
          order.discount > 0
            ? { name: order.discountCode ?? 'Discount', amount: order.discount }
            : null,
        customerEmail: order.customerEmail,
        successUrl: `${siteOrigin}${confirmationPath(order.publicToken)}`,
        cancelUrl: `${siteOrigin}${cardCancelPath(order.publicToken)}`,
        expiresAt: order.stockHeldUntil ?? new Date(order.createdAt.getTime() + CARD_HOLD_MS),
      });
    } catch (error) {
      this.deps.log?.warn({ err: error, orderId }, 'starting a card payment failed');
      await this.cancelUnpaid(order.id, STRIPE_FAILED_NOTE);
      throw unavailable();
    }
    await this.deps.db
      .update(orders)
      .set({ paymentSessionId: session.id, paymentUrl: session.url, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    return session.url;
  }

  /**
   * The buyer's cancel link (Stripe's cancel_url): the session is expired at Stripe first, so it
   * can no longer be paid; a session Stripe says is complete is not cancelled. Answers the
   * order's lines for the buyer's cart when it cancelled the order.
   */
  async cancelByBuyer(websiteId: string, publicToken: string): Promise<BuyerCancel> {
    const [order] = await this.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.publicToken, publicToken), eq(orders.websiteId, websiteId)));
    if (!order || order.paymentMethod !== 'card') return { outcome: 'not-found' };
    if (order.status === 'CANCELLED') return { outcome: 'already-cancelled' };
    if (order.paymentStatus !== 'PENDING' || order.status !== 'PENDING') {
      return { outcome: 'order-page' };
    }
    if (order.paymentSessionId) {
      const open = await this.expireSession(order);
      if (!open) return { outcome: 'order-page' };
    }
    const lines = await this.cancelUnpaid(order.id, BUYER_CANCELLED_NOTE);
    if (!lines) {
      // Settled meanwhile by a webhook, or cancelled by a second click.
      const [now] = await this.deps.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, order.id));
      return now?.status === 'CANCELLED'
        ? { outcome: 'already-cancelled' }
        : { outcome: 'order-page' };
    }
    return {
      outcome: 'cancelled',
      lines: lines.flatMap((line) =>
        line.productId
          ? [{ productId: line.productId, variantId: line.variantId, quantity: line.quantity }]
          : [],
      ),
    };
  }

  /** Whether the session can no longer be paid: expired now, or before. */
  private async expireSession(order: OrderRow): Promise<boolean> {
    const client = await this.deps.stripe.clientFor(order.websiteId);
    // Disconnected: no payment can complete through our account any more.
    if (!client) return true;
    try {
      await client.stripe.checkout.sessions.expire(order.paymentSessionId!);
      return true;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      // Already expired, or complete: Stripe's session says which.
      try {
        const session = await client.stripe.checkout.sessions.retrieve(order.paymentSessionId!);
        return session.status === 'expired';
      } catch (again) {
        this.deps.log?.warn(
          { err: again, orderId: order.id },
          'asking Stripe about a session failed',
        );
        return false;
      }
    }
  }

  /**
   * Cancels an order still waiting for its card payment and gives its stock back, in one
   * transaction under the order's row lock, through the same stock path as the owner's cancel
   * and the stock-hold expiry. Answers its lines, or null when it was no longer unpaid.
   */
  private async cancelUnpaid(orderId: string, note: string): Promise<OrderLineRow[] | null> {
    const outcome = await this.deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'PENDING'),
            eq(orders.paymentStatus, 'PENDING'),
          ),
        )
        .for('update');
      if (!order) return null;
      const stockChanged = await moveOrderStock(tx, order, 'CANCELLED');
      await recordOrderEvent(tx, {
        orderId: order.id,
        kind: 'status',
        fromStatus: order.status,
        toStatus: 'CANCELLED',
        note,
      });
      await tx
        .update(orders)
        .set({ status: 'CANCELLED', stockHeldUntil: null, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      const lines = await tx
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.position));
      return { stockChanged, lines };
    });
    if (outcome?.stockChanged) this.deps.onCatalogueChanged();
    return outcome?.lines ?? null;
  }
}

/** The order's lines at its own prices, and its tax as a line of its own when added on top. */
function sessionLines(order: OrderRow, lines: readonly OrderLineRow[]): CheckoutLine[] {
  const priced = lines.map((line) => ({
    name: line.variantTitle ? `${line.name} (${line.variantTitle})` : line.name,
    unitAmount: line.unitPrice,
    quantity: line.quantity,
  }));
  if (!order.taxInclusive && order.tax > 0) {
    priced.push({ name: 'Tax', unitAmount: order.tax, quantity: 1 });
  }
  return priced;
}
