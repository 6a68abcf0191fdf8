import { describe, expect, it } from 'vitest';
import { orderTotals } from './totals.ts';

describe('orderTotals', () => {
  it('adds tax on goods and shipping when prices exclude it', () => {
    const t = orderTotals([{ unitPrice: 1000, quantity: 3 }], 500, {
      taxRate: 8.25,
      taxInclusive: false,
    });
    expect(t).toEqual({ subtotal: 3000, shipping: 500, tax: 289, discount: 0, total: 3789 });
  });

  it('shows the tax inside the total when prices include it', () => {
    const t = orderTotals([{ unitPrice: 1190, quantity: 1 }], 0, {
      taxRate: 19,
      taxInclusive: true,
    });
    expect(t).toEqual({ subtotal: 1190, shipping: 0, tax: 190, discount: 0, total: 1190 });
  });

  it('has no tax at a zero rate', () => {
    expect(
      orderTotals([{ unitPrice: 333, quantity: 2 }], 0, { taxRate: 0, taxInclusive: false }).total,
    ).toBe(666);
  });
});
