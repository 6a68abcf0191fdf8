import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rateLimitHits } from './schema.ts';

/** At most `max` hits per key within `windowMs`; `bucket` keeps one limit's keys apart from another's. */
export interface RateLimit {
  bucket: string;
  max: number;
  windowMs: number;
}

export type RateLimitResult =
  | { allowed: true; hitId: number; retryAfterSeconds: 0 }
  | { allowed: false; hitId: null; retryAfterSeconds: number };

/**
 * Records a hit for `key` unless `max` hits are already in the window. Hits of one key are
 * counted one request at a time, under a lock on the key held to the commit, so of hits sent in
 * parallel exactly the first `max` pass; the rows live in the database, so every server process
 * shares the count. Over the limit nothing is recorded, and the answer carries the seconds until
 * one more would pass.
 */
export async function takeHit(db: Db, limit: RateLimit, key: string): Promise<RateLimitResult> {
  const now = Date.now();
  await pruneHits(db, limit, now);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`rate-limit:${limit.bucket}:${key}`}::text, 0))`,
    );
    const rows = await tx
      .select({ createdAt: rateLimitHits.createdAt })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, limit.bucket),
          eq(rateLimitHits.key, key),
          gt(rateLimitHits.createdAt, new Date(now - limit.windowMs)),
        ),
      )
      .orderBy(asc(rateLimitHits.createdAt), asc(rateLimitHits.id));
    if (rows.length >= limit.max) {
      const earlier = rows.map((row) => row.createdAt);
      return {
        allowed: false as const,
        hitId: null,
        retryAfterSeconds: secondsUntilAllowed(earlier, limit.max, limit.windowMs, now),
      };
    }
    const inserted = await tx
      .insert(rateLimitHits)
      .values({ bucket: limit.bucket, key })
      .returning({ id: rateLimitHits.id });
    return { allowed: true as const, hitId: inserted[0]!.id, retryAfterSeconds: 0 as const };
  });
}

/** Takes back a hit that turned out not to count (say, a password check that succeeded). */
export async function withdrawHit(db: Db, hitId: number): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, hitId));
}

/**
 * Seconds until one more hit fits under `max`, given the earlier hits in the window (oldest
 * first): enough of them must leave the window that `max - 1` remain.
 */
export function secondsUntilAllowed(
  earlier: readonly Date[],
  max: number,
  windowMs: number,
  now = Date.now(),
): number {
  const mustExpire = earlier[Math.max(0, earlier.length - max)];
  if (!mustExpire) return 1;
  const expiresAt = mustExpire.getTime() + windowMs;
  // A hit recorded in parallel may carry a time just after `now`; no wait exceeds the window.
  const seconds = Math.ceil(Math.min(expiresAt - now, windowMs) / 1000);
  return Math.max(1, seconds);
}

/** Hits older than the window no longer count; dropping them keeps the bucket small. */
async function pruneHits(db: Db, limit: RateLimit, now: number): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, limit.bucket),
        lt(rateLimitHits.createdAt, new Date(now - limit.windowMs)),
      ),
    );
}
