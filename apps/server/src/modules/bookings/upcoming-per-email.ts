import { and, asc, eq, gt, inArray, not, sql } from 'drizzle-orm';
import { HOLDING_STATUSES } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { overduePayment } from './payment-window.ts';

/**
 * Refuses a visitor's booking when their e-mail already holds `max` upcoming bookings (pending
 * or confirmed, not yet over) on this website: one person cannot fill a calendar. Run in the
 * booking's transaction; a lock per website and address makes parallel bookings count in turn.
 * The 429 says when the first of them is over, when one more fits.
 */
export async function refuseBeyondUpcoming(
  tx: Db,
  websiteId: string,
  email: string,
  max: number,
  now: number,
): Promise<void> {
  const address = email.trim().toLowerCase();
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`upcoming-bookings:${websiteId}:${address}`}::text, 0))`,
  );
  const upcoming = await tx
    .select({ endAt: bookings.endAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.websiteId, websiteId),
        sql`lower(${bookings.customerEmail}) = ${address}`,
        gt(bookings.endAt, new Date(now)),
        inArray(bookings.status, [...HOLDING_STATUSES]),
        // A card payment left unpaid past its window holds nothing.
        not(overduePayment(now)!),
      ),
    )
    .orderBy(asc(bookings.endAt))
    .limit(max);
  if (upcoming.length < max) return;
  const seconds = Math.max(1, Math.ceil((upcoming[0]!.endAt.getTime() - now) / 1000));
  throw new AppError(
    429,
    'TOO_MANY_BOOKINGS',
    `You already have ${max} upcoming bookings here. Please cancel one, or wait until one has passed, before booking again.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}
