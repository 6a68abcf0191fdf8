import { asc, eq } from 'drizzle-orm';
import type { OrderConfirmationData } from '@tessera/blocks';
import {
  fromMinor,
  orderAddressLines,
  orderNumberLabel,
  orderStatusLabel,
  storeSettingsOf,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, websites } from '../../db/schema.ts';
import { paymentProvider } from '../payments/manual-providers.ts';

/**
 * Where a card order's payment stands for its buyer. The page only reads it: the webhook and the
 * reconciler are what settle the order.
 */
function cardPaymentOf(
  order: Pick<typeof orders.$inferSelect, 'paymentMethod' | 'paymentStatus' | 'status'>,
): Pick<OrderConfirmationData, 'cardPayment'> {
  if (order.paymentMethod !== 'card' || order.status === 'CANCELLED') return {};
  if (order.paymentStatus === 'PENDING') return { cardPayment: 'confirming' };
  if (order.paymentStatus === 'FAILED') return {};
  return { cardPayment: 'received' };
}

/** The buyer's view of an order, found by the unguessable token of its confirmation address. */
export async function orderByToken(
  db: Db,
  websiteId: string,
  token: string,
): Promise<OrderConfirmationData | null> {
  const [order] = await db.select().from(orders).where(eq(orders.publicToken, token));
  if (!order || order.websiteId !== websiteId) return null;
  const [site] = await db
    .select({ store: websites.store })
    .from(websites)
    .where(eq(websites.id, websiteId));
  const settings = storeSettingsOf(site?.store);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const address = order.shippingAddress;
  return {
    orderNumber: orderNumberLabel(order.number),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    currency: order.currency,
    lines: lines.map((l) => ({
      name: l.name,
      variantTitle: l.variantTitle,
      quantity: l.quantity,
      total: fromMinor(l.total),
    })),
    subtotal: fromMinor(order.subtotal),
    discount: fromMinor(order.discount),
    discountCode: order.discountCode,
    shipping: fromMinor(order.shipping),
    tax: fromMinor(order.tax),
    taxInclusive: order.taxInclusive,
    total: fromMinor(order.total),
    delivery:
      order.fulfilment === 'pickup' ? 'Local pickup' : (order.shippingMethod?.name ?? 'Shipping'),
    address: address ? orderAddressLines(address) : null,
    paymentLabel: paymentProvider(order.paymentMethod).label,
    paymentInstructions: paymentProvider(order.paymentMethod).instructions(settings),
    pickupInstructions: order.fulfilment === 'pickup' ? settings.pickup.instructions : '',
    status: order.status,
    statusLabel: orderStatusLabel(order.status, order.fulfilment),
    ...cardPaymentOf(order),
  };
}
