import { HOLDING_STATUSES, type Booking } from '@tessera/core';

/** A booking that still holds its time, of a service that still exists, can be moved. */
export const canMove = (booking: Booking) =>
  booking.serviceId !== null && HOLDING_STATUSES.includes(booking.status);
