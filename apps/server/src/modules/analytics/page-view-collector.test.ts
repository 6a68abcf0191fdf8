import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { analyticsPageViews, analyticsVisits } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createWebsite, registerOwner } from '../../test/website-helpers.ts';
import { NO_COUNTRIES } from './collect/geoip.ts';
import { DailySalts } from './daily-salts.ts';
import { PageViewCollector, type ServedPageView } from './page-view-collector.ts';
import type { AnalyticsEventsStore } from './store/events-store.ts';
import { PgEventsStore } from './store/pg-events-store.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;

beforeAll(async () => {
  // The app counts nothing itself: each test gathers with a collector of its own.
  t = await createTestApp({ ANALYTICS: 'off' });
});

afterAll(async () => {
  await t?.close();
});

async function newSite(zone: string) {
  const owner = await registerOwner(t.app, t.database);
  return createWebsite(t.app, owner.token, { timezone: zone });
}

function collectorOver(store: AnalyticsEventsStore) {
  return new PageViewCollector({
    db: t.database.db,
    store,
    salts: new DailySalts(t.database.db),
    countries: NO_COUNTRIES,
    retentionDays: 30,
  });
}

const served = (websiteId: string, extra: Partial<ServedPageView> = {}): ServedPageView => ({
  websiteId,
  at: Date.now(),
  path: '/',
  query: '',
  host: 'bakery.example',
  referrer: undefined,
  address: '203.0.113.7',
  userAgent: CHROME,
  ...extra,
});

const visitsOf = (websiteId: string) =>
  t.database.db
    .select()
    .from(analyticsVisits)
    .where(eq(analyticsVisits.websiteId, websiteId))
    .orderBy(asc(analyticsVisits.startedAt));

const viewsOf = (websiteId: string) =>
  t.database.db
    .select()
    .from(analyticsPageViews)
    .where(eq(analyticsPageViews.websiteId, websiteId))
    .orderBy(asc(analyticsPageViews.at));

describe('the page view collector', () => {
  it("keeps a visitor's repeats of a request within a second as one row of that many views", async () => {
    const site = await newSite('Europe/Berlin');
    const collector = collectorOver(new PgEventsStore(t.database.db));
    const at = Date.parse('2026-06-12T10:00:00.100Z');
    const again = (extra: Partial<ServedPageView> = {}) =>
      collector.pageView(served(site.id, { at, ...extra }));
    again();
    again({ at: at + 300 });
    again({ at: at + 500 });
    // Another page, another visitor, then the first request again: apart, and rejoined.
    again({ path: '/menu' });
    again({ userAgent: FIREFOX });
    again({ at: at + 800 });
    // The next second is a row of its own.
    again({ at: at + 1000 });
    await collector.close();
    const views = await viewsOf(site.id);
    expect(views.map((v) => [v.path, v.views]).sort()).toEqual([
      ['/', 1],
      ['/', 1],
      ['/', 4],
      ['/menu', 1],
    ]);
    expect(views.reduce((sum, v) => sum + v.views, 0)).toBe(7);
  });

  it('gathers many visitors asking in turn within a second as one row each, written in one batch', async () => {
    const site = await newSite('UTC');
    const store = new PgEventsStore(t.database.db);
    const batches: number[] = [];
    const counting: AnalyticsEventsStore = Object.assign(Object.create(store) as PgEventsStore, {
      write: (
        views: Parameters<PgEventsStore['write']>[0],
        conversions: Parameters<PgEventsStore['write']>[1],
      ) => {
        batches.push(views.length);
        return store.write(views, conversions);
      },
    });
    const collector = collectorOver(counting);
    // A batch is written early only past 5,000 distinct requests, not 5,000 requests.
    const early = vi.spyOn(collector, 'flush');
    const at = Date.parse('2026-06-12T10:00:00.000Z');
    // 12,000 requests of 3,000 visitors in turn: never the same as the one before.
    for (let round = 0; round < 4; round += 1) {
      for (let visitor = 0; visitor < 3000; visitor += 1) {
        collector.pageView(
          served(site.id, {
            at: at + round * 100,
            address: `198.51.100.${visitor % 250}`,
            userAgent: `${CHROME} v${visitor}`,
          }),
        );
      }
    }
    expect(early).not.toHaveBeenCalled();
    await collector.close();
    expect(batches).toEqual([3000]);
    const views = await viewsOf(site.id);
    expect(views).toHaveLength(3000);
    expect(views.every((v) => v.views === 4)).toBe(true);
  });

  it('writes what it gathered, and its figures, when it closes', async () => {
    const site = await newSite('Asia/Kathmandu');
    const store = new PgEventsStore(t.database.db);
    const collector = collectorOver(store);
    const at = Date.parse('2026-06-10T18:20:00Z'); // 00:05 on the 11th in Kathmandu
    collector.pageView(served(site.id, { at, referrer: 'https://www.google.com/search?q=bread' }));
    collector.pageView(
      served(site.id, { at: at + 60_000, path: '/menu', referrer: 'http://bakery.example/' }),
    );
    // The same address in another browser is another visitor.
    collector.pageView(served(site.id, { at: at + 1000, userAgent: FIREFOX }));
    // Referrer spam is dropped; a view of a website deleted meanwhile too, without the rest.
    collector.pageView(served(site.id, { at, referrer: 'https://semalt.com/' }));
    collector.pageView(served(randomUUID(), { at }));
    collector.conversion({
      websiteId: site.id,
      at: at + 120_000,
      address: '203.0.113.7',
      userAgent: CHROME,
      revenue: 1250,
    });
    expect(await viewsOf(site.id)).toEqual([]);

    await collector.close();

    const views = await viewsOf(site.id);
    expect(views.map((v) => v.path)).toEqual(['/', '/', '/menu']);
    const visits = await visitsOf(site.id);
    expect(visits.map((v) => [v.source, v.browser, v.views, v.conversions, v.revenue])).toEqual([
      ['search', 'Chrome', 2, 1, 1250],
      ['direct', 'Firefox', 1, 0, 0],
    ]);
    // Nothing of the address is kept: visitors are numbers, and the two differ.
    expect(new Set(visits.map((v) => v.visitor)).size).toBe(2);
    expect(
      JSON.stringify(visits, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
    ).not.toContain('203.0.113.7');
    const day = { websiteId: site.id, firstDay: '2026-06-11', lastDay: '2026-06-11' };
    expect(await store.dayTotals(day)).toMatchObject({
      visitors: 2,
      visits: 2,
      pageViews: 3,
      bounces: 1,
      conversions: 1,
      revenue: 1250,
    });
  });

  it('hashes a visitor alike through the day in the website’s zone, and anew the next day', async () => {
    const site = await newSite('Europe/Berlin');
    const collector = collectorOver(new PgEventsStore(t.database.db));
    // 23:00 and 23:50 on Dec 5 in Berlin, then 00:10 on Dec 6: the salt of Dec 6 is another.
    for (const iso of ['2026-12-05T22:00:00Z', '2026-12-05T22:50:00Z', '2026-12-05T23:10:00Z']) {
      collector.pageView(served(site.id, { at: Date.parse(iso) }));
    }
    await collector.close();
    const visitors = (await viewsOf(site.id)).map((v) => v.visitor);
    expect(visitors[0]).toBe(visitors[1]);
    expect(visitors[2]).not.toBe(visitors[1]);
  });

  it('keeps a batch the database refused and writes it on the next flush', async () => {
    const site = await newSite('UTC');
    const real = new PgEventsStore(t.database.db);
    let refusals = 1;
    const flaky: AnalyticsEventsStore = Object.assign(Object.create(real) as PgEventsStore, {
      write: async (...args: Parameters<PgEventsStore['write']>) => {
        if (refusals-- > 0) throw new Error('connection lost');
        return real.write(...args);
      },
    });
    const collector = collectorOver(flaky);
    collector.pageView(served(site.id));
    await expect(collector.flush()).rejects.toThrow('connection lost');
    collector.pageView(served(site.id, { path: '/menu' }));
    await collector.close();
    expect((await viewsOf(site.id)).map((v) => v.path)).toEqual(['/', '/menu']);
  });

  it('drops the views of a website deleted meanwhile and writes the others', async () => {
    const owner = await registerOwner(t.app, t.database);
    const gone = await createWebsite(t.app, owner.token, { timezone: 'UTC' });
    const kept = await newSite('UTC');
    const collector = collectorOver(new PgEventsStore(t.database.db));
    // The collector has met the website: it knows its zone.
    collector.pageView(served(gone.id));
    await collector.flush();
    // A view served just before the website is deleted is written after.
    collector.pageView(served(gone.id, { path: '/menu' }));
    collector.pageView(served(kept.id));
    const deleted = await call(t.app, owner.token, 'DELETE', `/api/websites/${gone.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await collector.flush();
    expect((await viewsOf(kept.id)).map((v) => v.path)).toEqual(['/']);
    expect(await viewsOf(gone.id)).toEqual([]);
    await collector.close();
  });

  it('deletes raw events past the retention when maintained, and keeps the figures', async () => {
    const site = await newSite('UTC');
    const store = new PgEventsStore(t.database.db);
    const collector = collectorOver(store);
    collector.pageView(served(site.id, { at: Date.parse('2026-01-10T10:00:00Z') }));
    collector.pageView(served(site.id, { at: Date.parse('2026-03-01T10:00:00Z') }));
    await collector.settle([site.id]);
    // Retention 30 days: on March 15 the January view goes, the March one stays.
    await collector.maintain(new Date('2026-03-15T00:00:00Z'));
    expect((await viewsOf(site.id)).map((v) => v.at.toISOString())).toEqual([
      '2026-03-01T10:00:00.000Z',
    ]);
    const days = { websiteId: site.id, firstDay: '2026-01-01', lastDay: '2026-03-31' };
    expect(await store.dayTotals(days)).toMatchObject({ visitors: 2, pageViews: 2 });
    await collector.close();
  });
});
