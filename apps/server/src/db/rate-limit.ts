import { and, asc, eq, gt, lt } from 'drizzle-orm';
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
 * Records a hit for `key`, then counts the key's hits in the window. Recording first means hits
 * sent in parallel see each other, so no more than `max` can pass at once; the rows live in the
 * database, so every server process shares the count. Over the limit, the hit is withdrawn and the
 * answer carries the seconds until one more would pass.
 */
export async function takeHit(db: Db, limit: RateLimit, key: string): Promise<RateLimitResult> {
  const now = Date.now();
  await pruneHits(db, limit, now);
  const inserted = await db
    .insert(rateLimitHits)
    .values({ bucket: limit.bucket, key })
    .returning({ id: rateLimitHits.id });
  const hitId = inserted[0]!.id;
  const rows = await db
    .select({ id: rateLimitHits.id, createdAt: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, limit.bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.createdAt, new Date(now - limit.windowMs)),
      ),
    )
    .orderBy(asc(rateLimitHits.createdAt), asc(rateLimitHits.id));
  if (rows.length <= limit.max) return { allowed: true, hitId, retryAfterSeconds: 0 };
  await withdrawHit(db, hitId);
  const earlier = rows.filter((row) => row.id !== hitId).map((row) => row.createdAt);
  return {
    allowed: false,
    hitId: null,
    retryAfterSeconds: secondsUntilAllowed(earlier, limit.max, limit.windowMs, now),
  };
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
