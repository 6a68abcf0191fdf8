import { asc, inArray } from 'drizzle-orm';
import type { MailDelivery } from '@tessera/core';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

type OutboxRow = typeof mailOutbox.$inferSelect;

/** How an outbox mail is doing, as the owner's screens show it. */
export function deliveryOf(row: OutboxRow): MailDelivery {
  const retrying = row.status === 'PENDING' && row.attempts > 0 && row.lastError !== null;
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status: retrying ? 'RETRYING' : row.status,
    attempts: row.attempts,
    lastError: row.status === 'SENT' ? null : row.lastError,
    nextAttemptAt: retrying ? row.sendAfter.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The mails about these records (submissions, customers), oldest first. */
export async function deliveriesFor(db: Db, refIds: string[]): Promise<MailDelivery[]> {
  if (refIds.length === 0) return [];
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.refId, refIds))
    .orderBy(asc(mailOutbox.createdAt));
  return rows.map(deliveryOf);
}
