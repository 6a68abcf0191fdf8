import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createWebsite, registerOwner } from '../test/website-helpers.ts';
import { analyticsDaily, analyticsPageViews, analyticsVisits } from './schema.ts';

// Migration 0015 renames views counted before order and booking pages were counted without their
// token. Its statements are run again here over such rows (each is safe to run twice).
const MIGRATION = path.resolve(
  import.meta.dirname,
  '../../drizzle/0015_private_analytics_paths.sql',
);

let t: TestApp;
let websiteId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await registerOwner(t.app, t.database, 'pro');
  websiteId = (await createWebsite(t.app, owner.token)).id;
});
afterAll(() => t.close());

const day = (value: string, pageViews: number, visitors = pageViews) => ({
  websiteId,
  day: '2026-11-20',
  dimension: 'page',
  value,
  visitors,
  visits: visitors,
  pageViews,
  bounces: 0,
  duration: 10 * pageViews,
  timed: pageViews,
  conversions: 0,
  revenue: 0,
});

async function runMigration(): Promise<void> {
  const statements = fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}

describe('views of private pages counted before', () => {
  it('lose their token everywhere, merge into the page names used now, and downloads go', async () => {
    const at = new Date('2026-11-20T10:00:00Z');
    const view = (p: string) => ({ websiteId, at, visitId: 1n, visitor: 7n, path: p });
    await t.database.db
      .insert(analyticsPageViews)
      .values([
        view('/order/secret-order-token'),
        view('/book/manage/secret-booking-token'),
        view('/book/manage/secret-booking-token/invite.ics'),
        view('/menu'),
      ]);
    await t.database.db.insert(analyticsVisits).values({
      id: 1n,
      websiteId,
      visitor: 7n,
      startedAt: at,
      lastAt: at,
      views: 3,
      entryPath: '/order/secret-order-token',
      source: 'direct',
      device: 'desktop',
      browser: 'Firefox',
      os: 'Linux',
      country: 'Unknown',
    });
    await t.database.db
      .insert(analyticsDaily)
      .values([
        day('/order/token-a', 2),
        day('/order/token-b', 3),
        day('Order page', 1),
        day('/book/manage/token-c', 4),
        day('/book/manage/token-c/invite.ics', 5),
        day('/menu', 6),
      ]);

    await runMigration();
    await runMigration();

    const paths = await t.database.db
      .select({ path: analyticsPageViews.path })
      .from(analyticsPageViews)
      .where(eq(analyticsPageViews.websiteId, websiteId));
    expect(paths.map((p) => p.path).sort()).toEqual(['/menu', 'Booking page', 'Order page']);
    const [visit] = await t.database.db
      .select({ entryPath: analyticsVisits.entryPath })
      .from(analyticsVisits)
      .where(eq(analyticsVisits.websiteId, websiteId));
    expect(visit!.entryPath).toBe('Order page');
    const pages = await t.database.db
      .select({ value: analyticsDaily.value, pageViews: analyticsDaily.pageViews })
      .from(analyticsDaily)
      .where(and(eq(analyticsDaily.websiteId, websiteId), eq(analyticsDaily.dimension, 'page')));
    expect(Object.fromEntries(pages.map((p) => [p.value, p.pageViews]))).toEqual({
      '/menu': 6,
      'Order page': 6,
      'Booking page': 4,
    });
  });
});
