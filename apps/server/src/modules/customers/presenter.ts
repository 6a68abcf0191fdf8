import type { Currency, Customer, CustomerStatus } from '@tessera/core';
import type { customers } from '../../db/schema.ts';

export type CustomerRow = typeof customers.$inferSelect;

/**
 * What the orders say of a customer (totalSpent a decimal in the website's store currency), and how
 * many messages they sent.
 */
export interface CustomerTotals {
  totalOrders: number;
  totalSpent: number;
  currency: Currency;
  lastOrderDate: Date | null;
  submissionCount: number;
}

const ACTIVE_DAYS = 30;

/** No order: new; an order within 30 days: active; else inactive. */
export function customerStatus(lastOrderDate: Date | null, now = new Date()): CustomerStatus {
  if (!lastOrderDate) return 'new';
  return now.getTime() - lastOrderDate.getTime() <= ACTIVE_DAYS * 86_400_000
    ? 'active'
    : 'inactive';
}

export function presentCustomer(row: CustomerRow, totals: CustomerTotals): Customer {
  return {
    id: row.id,
    websiteId: row.websiteId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    totalOrders: totals.totalOrders,
    totalSpent: totals.totalSpent,
    currency: totals.currency,
    lastOrderDate: totals.lastOrderDate?.toISOString() ?? null,
    status: customerStatus(totals.lastOrderDate),
    submissionCount: totals.submissionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
