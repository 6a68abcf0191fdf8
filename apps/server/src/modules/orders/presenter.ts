import {
  fromMinor,
  orderNumberLabel,
  type Order,
  type OrderEvent,
  type OrderLine,
  type PlacedOrder,
} from '@tessera/core';
import type { orderEvents, orderLines, orders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** The buyer's confirmation page on the site's host. */
export const confirmationPath = (publicToken: string) => `/order/${publicToken}`;

function presentLine(row: OrderLineRow): OrderLine {
  return {
    id: row.id,
    productId: row.productId,
    variantId: row.variantId,
    name: row.name,
    variantTitle: row.variantTitle,
    sku: row.sku,
    unitPrice: fromMinor(row.unitPrice),
    quantity: row.quantity,
    total: fromMinor(row.total),
    image: row.image,
  };
}

/** The owner's view of an order: never the public token or the idempotency key. */
export function presentOrder(row: OrderRow, lines: readonly OrderLineRow[]): Order {
  return {
    id: row.id,
    websiteId: row.websiteId,
    orderNumber: orderNumberLabel(row.number),
    number: row.number,
    customerId: row.customerId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    fulfilment: row.fulfilment,
    shippingMethod: row.shippingMethod
      ? { ...row.shippingMethod, price: fromMinor(row.shippingMethod.price) }
      : null,
    shippingAddress: row.shippingAddress,
    currency: row.currency,
    subtotal: fromMinor(row.subtotal),
    shipping: fromMinor(row.shipping),
    tax: fromMinor(row.tax),
    taxInclusive: row.taxInclusive,
    discount: fromMinor(row.discount),
    discountCode: row.discountCode,
    total: fromMinor(row.total),
    totalAmount: fromMinor(row.total),
    refundedAmount: fromMinor(row.refundedAmount),
    customerNote: row.customerNote,
    notes: row.notes,
    items: lines.map(presentLine),
    stockHeldUntil: row.stockHeldUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentEvent(row: OrderEventRow): OrderEvent {
  return {
    id: row.id,
    kind: row.kind,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    amount: row.amount === null ? null : fromMinor(row.amount),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The buyer's answer: what they ordered and what it costs, and where their page is. */
export function presentPlacedOrder(row: OrderRow, lines: readonly OrderLineRow[]): PlacedOrder {
  return {
    orderNumber: orderNumberLabel(row.number),
    number: row.number,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    currency: row.currency,
    items: lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      name: l.name,
      variantTitle: l.variantTitle,
      unitPrice: fromMinor(l.unitPrice),
      quantity: l.quantity,
      total: fromMinor(l.total),
    })),
    subtotal: fromMinor(row.subtotal),
    shipping: fromMinor(row.shipping),
    tax: fromMinor(row.tax),
    taxInclusive: row.taxInclusive,
    discount: fromMinor(row.discount),
    discountCode: row.discountCode,
    total: fromMinor(row.total),
    confirmationPath: confirmationPath(row.publicToken),
  };
}
