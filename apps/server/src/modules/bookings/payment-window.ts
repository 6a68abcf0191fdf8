import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { bookings } from '../../db/schema.ts';

type BookingRow = typeof bookings.$inferSelect;

/**
 * How long a booking waits for its deposit or prepayment: its Checkout Session's life. The
 * booking's own `createdAt` starts it (in the app's clock), so no other column is needed; the
 * session is asked to end at the same instant, which Stripe counts from its own creation a
 * moment later, so the window carries a minute over Stripe's 30-minute minimum.
 */
export const PAYMENT_WINDOW_MS = 31 * 60_000;

/**
 * A booking waiting for the visitor to pay on Stripe's page: made with a card payment asked for
 * (`paymentUrl` is set, empty until the session exists), nothing paid and not yet settled.
 */
export const awaitingPayment = (
  row: Pick<BookingRow, 'paymentUrl' | 'paymentStatus' | 'status'>,
): boolean =>
  row.paymentUrl !== null && row.paymentStatus === 'PENDING' && row.status === 'PENDING';

/** When a booking's payment window ends. */
export const paymentEndsAt = (row: Pick<BookingRow, 'createdAt'>): Date =>
  new Date(row.createdAt.getTime() + PAYMENT_WINDOW_MS);

/** The SQL of `awaitingPayment`, for rows whose window ended by `now`. */
export const overduePayment = (now: number) =>
  and(
    isNotNull(bookings.paymentUrl),
    eq(bookings.paymentStatus, 'PENDING'),
    eq(bookings.status, 'PENDING'),
    lte(bookings.createdAt, new Date(now - PAYMENT_WINDOW_MS)),
  );
