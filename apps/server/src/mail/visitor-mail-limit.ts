import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/** Mails a visitor's action sends to the address they typed, which may be anyone's. */
export const VISITOR_MAIL_KINDS = [
  'order-confirmation',
  'booking-confirmation',
  'booking-rescheduled',
  'booking-cancelled',
  'auto-reply',
];

/** At most this many such mails to one address from one website in an hour. */
export const VISITOR_MAILS_PER_HOUR = 5;

/**
 * Whether one more mail of a visitor's action may go to `to` from this website. Run it in the
 * transaction that queues the mail: a lock per website and address makes parallel requests
 * count one after another, so no burst passes the limit, on any number of processes.
 */
export async function mayMailVisitor(tx: Db, websiteId: string, to: string): Promise<boolean> {
  const recipient = to.trim().toLowerCase();
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`visitor-mail:${websiteId}:${recipient}`}::text, 0))`,
  );
  const [row] = await tx
    .select({ sent: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.websiteId, websiteId),
        sql`lower(${mailOutbox.to}) = ${recipient}`,
        inArray(mailOutbox.kind, VISITOR_MAIL_KINDS),
        gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return Number(row?.sent ?? 0) < VISITOR_MAILS_PER_HOUR;
}
