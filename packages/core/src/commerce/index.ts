export * from './money.ts';
export * from './store.ts';
export * from './totals.ts';
export * from './products.ts';
export * from './orders.ts';
export * from './discounts.ts';
export * from './order-status.ts';
export * from './order-cap.ts';
export type * from './storefront.ts';
