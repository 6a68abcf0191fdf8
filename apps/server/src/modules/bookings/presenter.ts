import { dateInZone, fromMinor, wallTimeAt, type Booking } from '@tessera/core';
import type { bookings } from '../../db/schema.ts';
import { awaitingPayment } from './payment-window.ts';

type BookingRow = typeof bookings.$inferSelect;

/** "09:05": the wall-clock time of an instant in a zone. */
export function clockTime(instant: Date, zone: string): string {
  const wall = wallTimeAt(instant.getTime(), zone);
  return `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
}

/** The owner's view of a booking: never its manage token, calendar identity or locks. */
export function presentBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    websiteId: row.websiteId,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    staffId: row.staffId,
    staffName: row.staffName,
    customerId: row.customerId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    date: dateInZone(row.startAt.getTime(), row.timezone),
    time: clockTime(row.startAt, row.timezone),
    duration: Math.round((row.endAt.getTime() - row.startAt.getTime()) / 60_000),
    timezone: row.timezone,
    status: row.status,
    paymentStatus: row.paymentStatus,
    totalAmount: fromMinor(row.totalAmount),
    depositAmount: row.depositAmount === null ? null : fromMinor(row.depositAmount),
    amountPaid: fromMinor(row.amountPaid),
    awaitingPayment: awaitingPayment(row),
    currency: row.currency,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
