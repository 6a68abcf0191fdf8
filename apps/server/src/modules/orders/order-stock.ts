import type { OrderStatus } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { releaseDiscount, retakeDiscount } from '../discounts/apply-discount.ts';
import { bumpCatalogueVersion } from '../storefront/catalogue-version.ts';
import { linesOf, stockLinesOf } from './order-records.ts';
import type { OrderRow } from './presenter.ts';
import { returnStock, takeStock } from './stock.ts';

/**
 * Stock follows an order in and out of CANCELLED: cancelling puts its tracked stock back, leaving
 * CANCELLED takes it again (OUT_OF_STOCK when it is no longer there). The catalogue is marked
 * changed in the same transaction, so published pages show it. A cancelled order also gives its
 * use of a discount code back, and takes it again when it comes back. Answers whether any stock
 * moved.
 */
export async function moveOrderStock(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'websiteId' | 'status'>,
  to: OrderStatus,
): Promise<boolean> {
  if (to !== 'CANCELLED' && order.status !== 'CANCELLED') return false;
  if (to === 'CANCELLED' && order.status !== 'CANCELLED') await releaseDiscount(tx, order.id);
  const lines = stockLinesOf((await linesOf(tx, [order.id])).get(order.id) ?? []);
  const changed =
    to === 'CANCELLED'
      ? await returnStock(tx, order.websiteId, lines)
      : [...(await takeStock(tx, order.websiteId, lines, { forSale: false })).values()].some(
          (row) => row.tracked,
        );
  // After the stock rows, as a checkout takes them: the code's row is always locked last.
  if (to !== 'CANCELLED') await retakeDiscount(tx, order.id);
  if (changed) await bumpCatalogueVersion(tx, order.websiteId);
  return changed;
}
