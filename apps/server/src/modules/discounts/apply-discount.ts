import { and, eq, ne, sql } from 'drizzle-orm';
import {
  DISCOUNT_MESSAGES,
  discountAmount,
  discountRefusal,
  type DiscountLine,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { discountRedemptions, discounts, orders } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';

/** A code an order takes: its row, its name as the owner wrote it, and the amount off. */
export interface AppliedDiscount {
  id: string;
  code: string;
  amount: number;
}

export interface DiscountCart {
  websiteId: string;
  code: string;
  /** Lower-cased; for codes once per customer. Absent: not known yet (a cart page). */
  email?: string;
  lines: readonly DiscountLine[];
  subtotal: number;
  currency: string;
  locale?: string;
  now: number;
}

type Judged = { discount: AppliedDiscount } | { message: string };

const refused = (message: string) =>
  badRequest(message, { discountCode: message }) as Error & { fields: Record<string, string> };

/** Whether the buyer has an order with this code that was not cancelled. */
async function usedBy(db: Db, discountId: string, email: string): Promise<boolean> {
  const [found] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(
      and(
        eq(discountRedemptions.discountId, discountId),
        eq(discountRedemptions.customerEmail, email.toLowerCase()),
        ne(orders.status, 'CANCELLED'),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/** The code judged against the cart; `lock` holds its row until the transaction ends. */
async function judge(db: Db, cart: DiscountCart, lock: boolean): Promise<Judged> {
  const query = db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.websiteId, cart.websiteId),
        sql`lower(${discounts.code}) = ${cart.code.trim().toLowerCase()}`,
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return { message: DISCOUNT_MESSAGES.invalid };
  const usedByCustomer =
    row.oncePerCustomer && cart.email ? await usedBy(db, row.id, cart.email) : false;
  const message = discountRefusal(row, { ...cart, usedByCustomer });
  if (message) return { message };
  return {
    discount: {
      id: row.id,
      code: row.code,
      amount: discountAmount(row, cart.lines, cart.subtotal),
    },
  };
}

/**
 * The code of an order being placed, inside its transaction: the code's row is locked until the
 * commit, so parallel checkouts see each other's uses and a limit of N gives exactly N. A refusal
 * is a 400 on `discountCode` saying why.
 */
export async function applyDiscount(tx: Db, cart: DiscountCart): Promise<AppliedDiscount> {
  const judged = await judge(tx, cart, true);
  if ('message' in judged) throw refused(judged.message);
  return judged.discount;
}

/** The use of a code by an order, counted under the lock `applyDiscount` took. */
export async function recordRedemption(
  tx: Db,
  discount: AppliedDiscount,
  orderId: string,
  email: string,
): Promise<void> {
  await tx
    .insert(discountRedemptions)
    .values({ discountId: discount.id, orderId, customerEmail: email.toLowerCase() });
  await tx
    .update(discounts)
    .set({ usedCount: sql`${discounts.usedCount} + 1` })
    .where(eq(discounts.id, discount.id));
}

/** A cancelled order gives its use of a code back. */
export async function releaseDiscount(tx: Db, orderId: string): Promise<void> {
  const [gone] = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .returning({ discountId: discountRedemptions.discountId });
  if (!gone) return;
  await tx
    .update(discounts)
    .set({ usedCount: sql`greatest(${discounts.usedCount} - 1, 0)` })
    .where(eq(discounts.id, gone.discountId));
}

/**
 * An order brought back from CANCELLED takes its use of the code again, as the owner restored it
 * (past the code's limit if others took the uses meanwhile). A deleted code is left alone.
 */
export async function retakeDiscount(tx: Db, orderId: string): Promise<void> {
  const [order] = await tx
    .select({ discountId: orders.discountId, email: orders.customerEmail })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.discountId) return;
  const [code] = await tx
    .select({ id: discounts.id })
    .from(discounts)
    .where(eq(discounts.id, order.discountId))
    .for('update');
  if (!code) return;
  const [taken] = await tx
    .insert(discountRedemptions)
    .values({ discountId: code.id, orderId, customerEmail: order.email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: discountRedemptions.id });
  if (!taken) return;
  await tx
    .update(discounts)
    .set({ usedCount: sql`${discounts.usedCount} + 1` })
    .where(eq(discounts.id, code.id));
}

/** What a code would take off a cart now, or why not: the cart and checkout pages' preview. */
export async function previewDiscount(db: Db, cart: DiscountCart): Promise<Judged> {
  return judge(db, cart, false);
}
