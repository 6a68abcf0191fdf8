import { formatMoney } from '@tessera/core';

/** An API amount (a decimal) in the order's currency: "$12.50", "€8.00". */
export const orderMoney = (amount: number, currency: string) =>
  formatMoney(Math.round(amount * 100), currency);

/** What is left to refund of an order: its total less what was refunded already. */
export const refundableOf = (order: { total: number; refundedAmount: number }) =>
  Math.max(0, Math.round(order.total * 100) - Math.round(order.refundedAmount * 100)) / 100;
