import { CheckCircle2, PackageOpen, Truck } from 'lucide-react';
import { orderStatusAction, type Order, type OrderStatus } from '@tessera/core';
import type { StatusMark } from '@/components/ui/status-actions-menu';

const MARKS = [
  { status: 'PROCESSING', icon: PackageOpen },
  { status: 'SHIPPED', icon: Truck },
  { status: 'DELIVERED', icon: CheckCircle2 },
] as const;

/**
 * An order's status actions in its own words: a shipped order is marked Shipped then Delivered,
 * a pickup order Ready for pickup then Picked up (the same stored statuses).
 */
export const statusMarksOf = (order: Pick<Order, 'fulfilment'>): StatusMark<OrderStatus>[] =>
  MARKS.map((m) => ({ ...m, label: orderStatusAction(m.status, order.fulfilment) }));
