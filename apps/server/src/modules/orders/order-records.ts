import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nowAfter } from '../../db/clock.ts';
import { orderEvents, orderLines } from '../../db/schema.ts';
import type { OrderEventRow, OrderLineRow } from './presenter.ts';
import type { StockLine } from './stock.ts';

/** The lines of several orders, each order's in their place. */
export async function linesOf(db: Db, orderIds: string[]): Promise<Map<string, OrderLineRow[]>> {
  const byOrder = new Map<string, OrderLineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

/**
 * Adds to an order's history, always after its latest entry (PGlite's clock ticks in
 * milliseconds, and the history reads oldest first).
 */
export async function recordOrderEvent(
  tx: Db,
  event: Pick<OrderEventRow, 'orderId' | 'kind'> &
    Partial<Pick<OrderEventRow, 'fromStatus' | 'toStatus' | 'amount' | 'note'>>,
): Promise<void> {
  await tx.insert(orderEvents).values({
    ...event,
    createdAt: nowAfter(
      sql`select max(${orderEvents.createdAt}) from ${orderEvents} where ${orderEvents.orderId} = ${event.orderId}`,
      'millisecond',
    ),
  });
}

/**
 * The stock an order's lines hold: a variant's, or the product's own when it was sold without
 * options. A line whose variant or product was deleted since holds none.
 */
export function stockLinesOf(lines: readonly OrderLineRow[]): StockLine[] {
  return lines.flatMap((line) => {
    if (!line.productId) return [];
    // Sold as a variant that is gone: the product's own stock was never involved.
    if (!line.variantId && line.variantTitle !== null) return [];
    return [
      {
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
        name: line.name,
        variantTitle: line.variantTitle,
      },
    ];
  });
}
