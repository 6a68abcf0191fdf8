import { discountStatus, fromMinor, type Discount } from '@tessera/core';
import type { discounts } from '../../db/schema.ts';

export type DiscountRow = typeof discounts.$inferSelect;

/** The API's discount: money as decimals, a percent as a number with up to two decimals. */
export function presentDiscount(row: DiscountRow, now: number): Discount {
  return {
    id: row.id,
    websiteId: row.websiteId,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percent' ? row.value / 100 : fromMinor(row.value),
    minSubtotal: row.minSubtotal === null ? null : fromMinor(row.minSubtotal),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    oncePerCustomer: row.oncePerCustomer,
    productIds: row.productIds,
    active: row.active,
    status: discountStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A discount in the shape the input schema reads, for a `PUT` that carries only some fields. */
export function discountAsInput(d: Discount): Record<string, unknown> {
  return {
    code: d.code,
    kind: d.kind,
    value: d.value,
    minSubtotal: d.minSubtotal,
    startsAt: d.startsAt,
    endsAt: d.endsAt,
    usageLimit: d.usageLimit,
    oncePerCustomer: d.oncePerCustomer,
    productIds: d.productIds,
    active: d.active,
  };
}
