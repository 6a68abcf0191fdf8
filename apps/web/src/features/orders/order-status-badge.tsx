import { orderStatusLabel, type Order, type OrderStatus, type PaymentStatus } from '@tessera/core';
import { cn } from '@/lib/cn';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Awaiting payment',
  PAID: 'Paid',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
  PARTIALLY_REFUNDED: 'Partially refunded',
};

// The product's colours: pending yellow, processing blue, shipped purple, delivered green,
// cancelled red.
const orderTones: Record<OrderStatus, string> = {
  PENDING: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-500/15 dark:text-yellow-300',
  PROCESSING: 'bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-300',
  SHIPPED: 'bg-purple-100 text-purple-800 dark:bg-purple-500/15 dark:text-purple-300',
  DELIVERED: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  CANCELLED: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

const paymentTones: Record<PaymentStatus, string> = {
  PENDING: 'bg-slate-100 text-slate-700 dark:bg-slate-500/20 dark:text-slate-300',
  PAID: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  FAILED: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
  REFUNDED: 'bg-slate-100 text-slate-700 dark:bg-slate-500/20 dark:text-slate-300',
  PARTIALLY_REFUNDED: 'bg-orange-100 text-orange-800 dark:bg-orange-500/15 dark:text-orange-300',
};

const badgeClass = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** The order's status in its own words: a pickup order is "Ready for pickup", not "Shipped". */
export function OrderStatusBadge({ order }: { order: Pick<Order, 'status' | 'fulfilment'> }) {
  return (
    <span className={cn(badgeClass, orderTones[order.status])}>
      {orderStatusLabel(order.status, order.fulfilment)}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={cn(badgeClass, paymentTones[status])}>{PAYMENT_STATUS_LABELS[status]}</span>
  );
}
