import type { Order, OrderStatus } from './orders.ts';

type Fulfilment = Order['fulfilment'];

const LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/**
 * A pickup order keeps the stored statuses (lists, filters, stock and mails work on them), but
 * nothing is shipped or delivered: the buyer collects it. SHIPPED reads "Ready for pickup" and
 * DELIVERED "Picked up".
 */
const PICKUP_LABELS: Partial<Record<OrderStatus, string>> = {
  SHIPPED: 'Ready for pickup',
  DELIVERED: 'Picked up',
};

/** "Shipped", or "Ready for pickup" for an order the buyer collects. */
export function orderStatusLabel(status: OrderStatus, fulfilment: Fulfilment): string {
  return (fulfilment === 'pickup' ? PICKUP_LABELS[status] : undefined) ?? LABELS[status];
}

/** The owner's action that sets the status: "Mark Shipped", "Mark Ready for pickup". */
export const orderStatusAction = (status: OrderStatus, fulfilment: Fulfilment): string =>
  `Mark ${orderStatusLabel(status, fulfilment)}`;

/** A status as a list of orders of both kinds names it: "Shipped / Ready for pickup". */
export function anyOrderStatusLabel(status: OrderStatus): string {
  const pickup = PICKUP_LABELS[status];
  return pickup ? `${LABELS[status]} / ${pickup}` : LABELS[status];
}
