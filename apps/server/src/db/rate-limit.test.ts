import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { secondsUntilAllowed, takeHit, withdrawHit, type RateLimit } from './rate-limit.ts';
import { rateLimitHits } from './schema.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const HOUR = 60 * 60 * 1000;
// Each test has its own bucket, so counts never mix.
const limit = (bucket: string, max = 3): RateLimit => ({ bucket, max, windowMs: HOUR });

describe('takeHit', () => {
  it('lets `max` hits through, then answers the seconds until the oldest leaves the window', async () => {
    const rule = limit('sequential');
    for (let i = 0; i < 3; i++)
      expect((await takeHit(t.database.db, rule, 'k')).allowed).toBe(true);
    const refused = await takeHit(t.database.db, rule, 'k');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(HOUR / 1000 - 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(HOUR / 1000);
    // The refused hit was not kept.
    const rows = await t.database.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, 'sequential'));
    expect(rows).toHaveLength(3);
  });

  it('counts each key and each bucket on its own', async () => {
    const rule = limit('keys', 1);
    expect((await takeHit(t.database.db, rule, 'a')).allowed).toBe(true);
    expect((await takeHit(t.database.db, rule, 'a')).allowed).toBe(false);
    expect((await takeHit(t.database.db, rule, 'b')).allowed).toBe(true);
    expect((await takeHit(t.database.db, limit('other-bucket', 1), 'a')).allowed).toBe(true);
  });

  it('frees the place of a withdrawn hit', async () => {
    const rule = limit('withdraw', 1);
    const first = await takeHit(t.database.db, rule, 'k');
    expect(first.allowed).toBe(true);
    expect((await takeHit(t.database.db, rule, 'k')).allowed).toBe(false);
    await withdrawHit(t.database.db, first.hitId!);
    expect((await takeHit(t.database.db, rule, 'k')).allowed).toBe(true);
  });

  it('lets exactly `max` of many simultaneous hits through', async () => {
    const rule = limit('parallel');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => takeHit(t.database.db, rule, 'k')),
    );
    // Counted in turn: the first three pass, and a burst is never refused whole.
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    for (const r of results.filter((r) => !r.allowed)) {
      expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
  });

  it('ignores hits older than the window and removes them', async () => {
    const rule = limit('old', 1);
    const longAgo = new Date(Date.now() - 2 * HOUR);
    await t.database.db.insert(rateLimitHits).values([
      { bucket: 'old', key: 'k', createdAt: longAgo },
      { bucket: 'old', key: 'gone-quiet', createdAt: longAgo },
      { bucket: 'untouched', key: 'k', createdAt: longAgo },
    ]);
    expect((await takeHit(t.database.db, rule, 'k')).allowed).toBe(true);
    const left = await t.database.db
      .select({ bucket: rateLimitHits.bucket, key: rateLimitHits.key })
      .from(rateLimitHits);
    expect(left.filter((row) => row.bucket === 'old')).toEqual([{ bucket: 'old', key: 'k' }]);
    // Another limit's rows are its own business: its window may be longer.
    expect(left.filter((row) => row.bucket === 'untouched')).toHaveLength(1);
  });
});

describe('secondsUntilAllowed', () => {
  const now = Date.parse('2025-01-01T12:00:00Z');
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);

  it('waits for enough earlier hits to leave that max - 1 remain', () => {
    // Three earlier hits, max 3: the oldest must leave, 45 minutes from now.
    expect(secondsUntilAllowed([at(15), at(10), at(5)], 3, HOUR, now)).toBe(45 * 60);
    // Four earlier hits (a race let one more in), max 3: the two oldest must leave.
    expect(secondsUntilAllowed([at(20), at(15), at(10), at(5)], 3, HOUR, now)).toBe(45 * 60);
  });

  it('never asks for longer than the window', () => {
    const justAfter = new Date(now + 1500);
    expect(secondsUntilAllowed([justAfter], 1, HOUR, now)).toBe(HOUR / 1000);
  });

  it('never answers less than a second', () => {
    expect(secondsUntilAllowed([at(60)], 1, HOUR, now)).toBe(1);
    expect(secondsUntilAllowed([], 1, HOUR, now)).toBe(1);
  });
});
