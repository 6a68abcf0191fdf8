import type { StoreSettings } from './store.ts';

export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

/** An order's money, all in minor units. */
export interface OrderTotals {
  subtotal: number;
  shipping: number;
  /** Added to the total, or (prices with tax included) the part of it that is tax. */
  tax: number;
  discount: number;
  total: number;
}

/**
 * The totals of a cart or an order, always computed from the catalogue's prices (never a form's):
 * tax on goods and shipping, rounded once, half away from zero.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  shipping: number,
  settings: Pick<StoreSettings, 'taxRate' | 'taxInclusive'>,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const taxable = subtotal + shipping;
  const basisPoints = Math.round(settings.taxRate * 100);
  const tax = settings.taxInclusive
    ? Math.round((taxable * basisPoints) / (10_000 + basisPoints))
    : Math.round((taxable * basisPoints) / 10_000);
  return {
    subtotal,
    shipping,
    tax,
    discount: 0,
    total: settings.taxInclusive ? taxable : taxable + tax,
  };
}
