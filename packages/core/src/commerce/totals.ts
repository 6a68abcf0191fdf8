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
 * tax on goods less the discount, and shipping, rounded once, half away from zero. The discount
 * (minor units) never takes more than the subtotal.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  shipping: number,
  settings: Pick<StoreSettings, 'taxRate' | 'taxInclusive'>,
  discount = 0,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const taken = Math.max(0, Math.min(discount, subtotal));
  const taxable = subtotal - taken + shipping;
  const basisPoints = Math.round(settings.taxRate * 100);
  const tax = settings.taxInclusive
    ? Math.round((taxable * basisPoints) / (10_000 + basisPoints))
    : Math.round((taxable * basisPoints) / 10_000);
  return {
    subtotal,
    shipping,
    tax,
    discount: taken,
    total: settings.taxInclusive ? taxable : taxable + tax,
  };
}
