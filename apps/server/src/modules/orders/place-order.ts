import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  orderTotals,
  storeSettingsOf,
  type PlacedOrder,
  type PlaceOrderInput,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { orderEvents, orderLines, orders, users, websites } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../db/unique.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { upsertCustomer } from '../customers/record-customer.ts';
import { paymentProvider } from '../payments/manual-providers.ts';
import { bumpCatalogueVersion } from '../storefront/catalogue-version.ts';
import { announceOrder } from './announce-order.ts';
import { CARD_HOLD_MS, hasStripeConnection, type CardCheckout } from './card-checkout.ts';
import { chooseDelivery } from './delivery.ts';
import { resolveItems } from './order-items.ts';
import { presentPlacedOrder } from './presenter.ts';
import { takeStock } from './stock.ts';
import { applyDiscount, recordRedemption } from '../discounts/apply-discount.ts';
import type { VisitorLimits } from '../visitor-limits/visitor-limits.ts';
import { requestFingerprint } from './request-fingerprint.ts';
import { stockHoldEnd } from './stock-holds.ts';

export interface OrderPlacementDeps {
  db: Db;
  /** Called after a commit that queued mail, so the outbox sends it at once. */
  onMailQueued: () => void;
  /** Called after a commit that changed stock: published pages show the new availability. */
  onCatalogueChanged: () => void;
  /** The dashboard's address, for the link in the owner's e-mail. */
  publicUrl: string;
  /** Limits on what one visitor may order; none when absent (the owner's own tools). */
  limits?: VisitorLimits;
  /** The clock (milliseconds) a bank-transfer order's stock hold starts from. */
  now?: () => number;
  /** Card payments through Stripe Checkout; without it no order is taken by card. */
  card?: CardCheckout;
}

export interface PlacementResult {
  order: PlacedOrder;
  orderId: string;
  publicToken: string;
  /** true: the idempotency key was seen before, and this is that order. */
  replayed: boolean;
  /** A card order's payment page (Stripe Checkout), where the buyer goes next. */
  paymentUrl?: string;
}

const IDEMPOTENCY_INDEX = 'orders_website_idempotency_key';

/** The owner of a website and what the order needs of the website. */
async function storeOf(tx: Db, websiteId: string) {
  const [row] = await tx
    .select({
      name: websites.name,
      locale: websites.locale,
      store: websites.store,
      userId: users.id,
      ownerEmail: users.email,
      preferences: users.preferences,
    })
    .from(websites)
    .innerJoin(users, eq(users.id, websites.userId))
    .where(eq(websites.id, websiteId));
  if (!row) throw notFound('Store not found');
  return { ...row, settings: storeSettingsOf(row.store) };
}

/** Where the order comes from: the buyer's site (its address for links) and their address. */
export interface PlacementContext {
  siteOrigin: string;
  /** The buyer's network address, for the per-address limit; absent for no limit. */
  clientAddress?: string;
}

/**
 * The order an idempotency key made, as its buyer was first answered; null when none. The key
 * answers only the request that made it: the same key with another order is a 409.
 */
async function earlierOrder(
  db: Db,
  websiteId: string,
  key: string,
  fingerprint: string,
): Promise<PlacementResult | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.websiteId, websiteId), eq(orders.idempotencyKey, key)));
  if (!row) return null;
  if (row.idempotencyFingerprint !== null && row.idempotencyFingerprint !== fingerprint) {
    throw new AppError(
      409,
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was already used for another order. Send a new key for a new order.',
    );
  }
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.position));
  return {
    order: presentPlacedOrder(row, lines),
    orderId: row.id,
    publicToken: row.publicToken,
    replayed: true,
  };
}

/**
 * A buyer's order, the one way an order is made (the public API and the checkout form): the
 * items checked against the published catalogue, stock taken with conditional updates, prices
 * and totals from the catalogue, and the order, its customer, the owner's notification and both
 * e-mails written in one transaction, so none of it exists without the rest.
 */
export class OrderPlacement {
  constructor(private readonly deps: OrderPlacementDeps) {}

  /** siteOrigin: e.g. "http://bakery.localhost:3000", for the link in the buyer's e-mail. */
  async place(
    websiteId: string,
    input: PlaceOrderInput,
    context: PlacementContext,
  ): Promise<PlacementResult> {
    const key = input.idempotencyKey;
    const fingerprint = requestFingerprint(input);
    // Counted before the order, so orders sent in parallel see each other; given back when no
    // new order comes of it (bad input, no stock, a repeated request).
    const limits = this.deps.limits;
    const taken =
      limits && context.clientAddress !== undefined
        ? await limits.take('order', websiteId, [
            { address: context.clientAddress },
            { email: input.customer.email },
          ])
        : null;
    let placed: Awaited<ReturnType<OrderPlacement['placeIn']>>;
    try {
      placed = await this.deps.db.transaction((tx) =>
        this.placeIn(tx, websiteId, input, fingerprint, context),
      );
    } catch (error) {
      if (taken) await limits!.release(taken);
      // A last resort: the advisory lock already makes a second use of a key wait and find the
      // first, and the unique index stands behind it.
      if (key && violatedUniqueConstraint(error) === IDEMPOTENCY_INDEX) {
        const earlier = await earlierOrder(this.deps.db, websiteId, key, fingerprint);
        if (earlier) return earlier;
      }
      throw error;
    }
    if (taken && placed.result.replayed) await limits!.release(taken);
    if (placed.mailQueued) this.deps.onMailQueued();
    if (placed.stockChanged) this.deps.onCatalogueChanged();
    const result = placed.result;
    // After the commit: Stripe is never waited on while the order's stock rows are locked.
    if (result.order.paymentMethod === 'card' && this.deps.card) {
      result.paymentUrl = await this.deps.card.paymentPage(result.orderId, context.siteOrigin);
    }
    return result;
  }

  private async placeIn(
    tx: Db,
    websiteId: string,
    input: PlaceOrderInput,
    fingerprint: string,
    context: PlacementContext,
  ) {
    const key = input.idempotencyKey;
    if (key) {
      // Two submits of one checkout at once: the second waits here for the first, then finds it.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${websiteId}:${key}`}::text, 0))`,
      );
      const earlier = await earlierOrder(tx, websiteId, key, fingerprint);
      if (earlier) return { result: earlier, mailQueued: false, stockChanged: false };
    }
    const store = await storeOf(tx, websiteId);
    const items = await resolveItems(tx, websiteId, input.items);
    const cardReady = this.deps.card ? await hasStripeConnection(tx, websiteId) : false;
    const delivery = chooseDelivery(store.settings, input, cardReady);
    const errors = { ...items.errors, ...delivery.errors };
    if (Object.keys(errors).length > 0 || !delivery.choice) {
      throw badRequest(Object.values(errors)[0] ?? 'Please correct the order', errors);
    }
    const choice = delivery.choice;

    // Before the stock: from the first stock update to the commit, other buyers of the same
    // product wait, so only what needs the taken rows happens in between.
    const customerId = await upsertCustomer(tx, {
      websiteId,
      email: input.customer.email,
      name: input.customer.name,
      phone: input.customer.phone,
    });
    const taken = await takeStock(tx, websiteId, items.lines, { forSale: true });
    const priced = items.lines.map((line) => {
      const row = taken.get(line)!;
      return { line, unitPrice: row.price, sku: row.sku ?? line.productSku, image: row.image };
    });
    const stockChanged = [...taken.values()].some((row) => row.tracked);
    const pricedLines = priced.map((p) => ({
      productId: p.line.productId,
      unitPrice: p.unitPrice,
      quantity: p.line.quantity,
    }));
    const discount = input.discountCode
      ? await applyDiscount(tx, {
          websiteId,
          code: input.discountCode,
          email: input.customer.email,
          lines: pricedLines,
          subtotal: pricedLines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
          currency: store.settings.currency,
          locale: store.locale,
          now: (this.deps.now ?? Date.now)(),
        })
      : null;
    const totals = orderTotals(
      pricedLines,
      choice.rate?.price ?? 0,
      store.settings,
      discount?.amount ?? 0,
    );

    // Taken last, under the website's row lock until commit: numbers are sequential and unique.
    const [numbered] = await tx
      .update(websites)
      .set({ nextOrderNumber: sql`${websites.nextOrderNumber} + 1` })
      .where(eq(websites.id, websiteId))
      .returning({ number: sql<number>`${websites.nextOrderNumber} - 1` });
    if (stockChanged) await bumpCatalogueVersion(tx, websiteId);
    const provider = paymentProvider(choice.paymentMethod);
    const [order] = await tx
      .insert(orders)
      .values({
        websiteId,
        number: Number(numbered!.number),
        publicToken: randomBytes(32).toString('base64url'),
        customerId,
        customerName: input.customer.name,
        customerEmail: input.customer.email,
        customerPhone: input.customer.phone,
        paymentStatus: provider.initialStatus(),
        paymentMethod: choice.paymentMethod,
        fulfilment: choice.fulfilment,
        shippingMethod: choice.rate,
        shippingAddress: choice.address,
        currency: store.settings.currency,
        subtotal: totals.subtotal,
        shipping: totals.shipping,
        tax: totals.tax,
        taxInclusive: store.settings.taxInclusive,
        discount: totals.discount,
        discountCode: discount?.code ?? null,
        discountId: discount?.id ?? null,
        total: totals.total,
        customerNote: input.note,
        idempotencyKey: key ?? null,
        idempotencyFingerprint: key ? fingerprint : null,
        stockHeldUntil:
          choice.paymentMethod === 'card'
            ? new Date((this.deps.now ?? Date.now)() + CARD_HOLD_MS)
            : stockHoldEnd(choice.paymentMethod, store.settings, (this.deps.now ?? Date.now)()),
      })
      .returning();
    const lines = await tx
      .insert(orderLines)
      .values(
        priced.map(({ line, unitPrice, sku, image }, position) => ({
          orderId: order!.id,
          productId: line.productId,
          variantId: line.variantId,
          name: line.name,
          variantTitle: line.variantTitle,
          sku,
          unitPrice,
          quantity: line.quantity,
          total: unitPrice * line.quantity,
          image: image ?? line.productImage,
          position,
        })),
      )
      .returning();
    lines.sort((a, b) => a.position - b.position);
    await tx
      .insert(orderEvents)
      .values({ orderId: order!.id, kind: 'created', toStatus: 'PENDING' });
    if (discount) await recordRedemption(tx, discount, order!.id, input.customer.email);

    // A card order is announced once it is paid (orders/card-order-handler.ts).
    const mailQueued =
      choice.paymentMethod !== 'card' &&
      (await announceOrder(tx, this.deps, order!.id, context.siteOrigin));
    return {
      result: {
        order: presentPlacedOrder(order!, lines),
        orderId: order!.id,
        publicToken: order!.publicToken,
        replayed: false,
      },
      mailQueued,
      stockChanged,
    };
  }
}
