import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './orders.ts';
import { anyOrderStatusLabel, orderStatusAction, orderStatusLabel } from './order-status.ts';

describe('order status labels', () => {
  it('says Ready for pickup and Picked up for an order the buyer collects', () => {
    expect(ORDER_STATUSES.map((s) => orderStatusLabel(s, 'pickup'))).toEqual([
      'Pending',
      'Processing',
      'Ready for pickup',
      'Picked up',
      'Cancelled',
    ]);
    expect(orderStatusAction('SHIPPED', 'pickup')).toBe('Mark Ready for pickup');
    expect(orderStatusAction('DELIVERED', 'pickup')).toBe('Mark Picked up');
  });

  it('says Shipped and Delivered for a shipped order', () => {
    expect(ORDER_STATUSES.map((s) => orderStatusLabel(s, 'shipping'))).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    expect(orderStatusAction('SHIPPED', 'shipping')).toBe('Mark Shipped');
  });

  it('names both where a list holds orders of either kind', () => {
    expect(anyOrderStatusLabel('SHIPPED')).toBe('Shipped / Ready for pickup');
    expect(anyOrderStatusLabel('DELIVERED')).toBe('Delivered / Picked up');
    expect(anyOrderStatusLabel('PENDING')).toBe('Pending');
  });
});
