import { fromMinor, type Service } from '@tessera/core';
import type { services } from '../../db/schema.ts';

export type ServiceRow = typeof services.$inferSelect;

/** The API's service: amounts as decimals in the website's currency, times in minutes. */
export function presentService(row: ServiceRow, staffIds: string[]): Service {
  return {
    id: row.id,
    websiteId: row.websiteId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    type: row.type,
    duration: row.duration,
    price: fromMinor(row.price),
    capacity: row.capacity,
    advanceBookingDays: row.advanceBookingDays,
    cancellationHours: row.cancellationHours,
    bufferTime: row.bufferTime,
    minNoticeMinutes: row.minNoticeMinutes,
    slotInterval: row.slotInterval,
    allowRescheduling: row.allowRescheduling,
    requireDeposit: row.requireDeposit,
    depositAmount: row.depositAmount === null ? null : fromMinor(row.depositAmount),
    requirePrepayment: row.requirePrepayment,
    requiresConfirmation: row.requiresConfirmation,
    image: row.image,
    isPublished: row.isPublished,
    staffIds,
    sample: row.sample,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
