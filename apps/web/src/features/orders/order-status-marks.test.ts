import { describe, expect, it } from 'vitest';
import { statusMarksOf } from './order-status-marks';

describe('order status actions', () => {
  it('offers Ready for pickup and Picked up for a pickup order', () => {
    expect(statusMarksOf({ fulfilment: 'pickup' }).map((m) => [m.status, m.label])).toEqual([
      ['PROCESSING', 'Mark Processing'],
      ['SHIPPED', 'Mark Ready for pickup'],
      ['DELIVERED', 'Mark Picked up'],
    ]);
  });

  it('offers Shipped and Delivered for an order that is sent', () => {
    expect(statusMarksOf({ fulfilment: 'shipping' }).map((m) => m.label)).toEqual([
      'Mark Processing',
      'Mark Shipped',
      'Mark Delivered',
    ]);
  });
});
