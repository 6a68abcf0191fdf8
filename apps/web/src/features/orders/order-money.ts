import { formatCurrency } from '@/lib/format';

/** An API amount (a decimal) in the order's currency, in the website's locale: "$12.50". */
export const orderMoney = (amount: number, currency: string) => formatCurrency(amount, currency);

/** What is left to refund of an order: its total less what was refunded already. */
export const refundableOf = (order: { total: number; refundedAmount: number }) =>
  Math.max(0, Math.round(order.total * 100) - Math.round(order.refundedAmount * 100)) / 100;
