import { and, asc, eq, inArray, lt, ne, notInArray } from 'drizzle-orm';
import {
  formatMoney,
  orderNumberLabel,
  type PaymentMethodId,
  type PaymentStatus,
  type StoreSettings,
} from '@tessera/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders, users, websites } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import { paymentProvider } from '../payments/manual-providers.ts';
import { recordOrderEvent } from './order-records.ts';
import { moveOrderStock } from './order-stock.ts';
import type { OrderRow } from './presenter.ts';

/** Payment states in which an order still waits for its money. */
const UNPAID: PaymentStatus[] = ['PENDING', 'FAILED'];
/** Orders released per round of a pass; a full round means more may be due. */
const BATCH = 100;

/** The history's word on why the order was cancelled. */
export const HOLD_ENDED_NOTE = 'Cancelled automatically: not paid before its stock hold ended.';

/**
 * When a new order's hold on its stock ends: the store's hold time from now for a method paid
 * later (bank transfer); null for methods paid on handover, which keep their stock.
 */
export function stockHoldEnd(
  method: PaymentMethodId,
  settings: StoreSettings,
  now: number,
): Date | null {
  return paymentProvider(method).settledLater
    ? new Date(now + settings.holdStockMinutes * 60_000)
    : null;
}

/**
 * An order still waiting for its money when its hold ended `at`. Card orders are not the holds'
 * to cancel: their payment may have gone through with the webhook late or lost, so the checkout
 * reconciler asks Stripe before it releases them.
 */
const heldPast = (at: Date) =>
  and(
    lt(orders.stockHeldUntil, at),
    eq(orders.status, 'PENDING'),
    inArray(orders.paymentStatus, UNPAID),
    ne(orders.paymentMethod, 'card'),
  );

export interface StockHoldDeps {
  db: Db;
  /** The clock (milliseconds); tests move it on instead of waiting. */
  now: () => number;
  /** Called after a commit that gave stock back: published pages show it. */
  onCatalogueChanged: () => void;
  log: FastifyBaseLogger;
}

/**
 * Releases the stock of orders that stayed unpaid past their hold, so a stranger cannot empty a
 * shop with orders never paid for. Each order is cancelled in its own transaction, under a row
 * lock the others skip, so several server processes never cancel one twice.
 */
export class StockHolds {
  constructor(private readonly deps: StockHoldDeps) {}

  /** Cancels every order whose hold has ended unpaid; answers how many. */
  async releaseExpired(): Promise<number> {
    const at = new Date(this.deps.now());
    // Each order is tried once a pass: one that fails, or that another process holds, is not
    // asked for again until the next pass.
    const tried: string[] = [];
    let released = 0;
    for (;;) {
      const due = await this.deps.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(heldPast(at), tried.length > 0 ? notInArray(orders.id, tried) : undefined))
        .orderBy(asc(orders.stockHeldUntil))
        .limit(BATCH);
      for (const { id } of due) {
        tried.push(id);
        try {
          if (await this.release(id, at)) released++;
        } catch (error) {
          // One order that cannot be cancelled does not keep the others' stock on hold.
          this.deps.log.error({ err: error, orderId: id }, 'releasing an unpaid order failed');
        }
      }
      if (due.length < BATCH) return released;
    }
  }

  /** Cancels one order if it is still held past `at` and no other process has it; answers whether. */
  private async release(orderId: string, at: Date): Promise<boolean> {
    const outcome = await this.deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), heldPast(at)))
        .for('update', { skipLocked: true });
      // Paid, moved on by the owner, or being cancelled by another process meanwhile.
      if (!order) return null;
      const stockChanged = await moveOrderStock(tx, order, 'CANCELLED');
      await recordOrderEvent(tx, {
        orderId: order.id,
        kind: 'status',
        fromStatus: order.status,
        toStatus: 'CANCELLED',
        note: HOLD_ENDED_NOTE,
      });
      await tx
        .update(orders)
        .set({ status: 'CANCELLED', stockHeldUntil: null, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      await tellOwner(tx, order);
      return { stockChanged };
    });
    if (outcome?.stockChanged) this.deps.onCatalogueChanged();
    return outcome !== null;
  }
}

/** The owner's bell: an order they did not cancel themselves is gone from their pending ones. */
async function tellOwner(tx: Db, order: OrderRow): Promise<void> {
  const [owner] = await tx
    .select({ userId: users.id, preferences: users.preferences, locale: websites.locale })
    .from(websites)
    .innerJoin(users, eq(users.id, websites.userId))
    .where(eq(websites.id, order.websiteId));
  if (!owner || owner.preferences.notifications === false) return;
  await notify(tx, {
    userId: owner.userId,
    websiteId: order.websiteId,
    type: 'order',
    title: `Unpaid order ${orderNumberLabel(order.number)} cancelled`,
    body: `${order.customerName} · ${formatMoney(order.total, order.currency, owner.locale)} · stock returned`,
    link: `/dashboard/orders/${order.id}?site=${order.websiteId}`,
  });
}
