import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, dateInZone, type DeviceType, type TrafficSource } from '@tessera/core';
import { analyticsHoursMade } from '../../db/schema.ts';
import { EventsOnlyStore } from '../../test/analytics-events-only.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebsite, registerOwner } from '../../test/website-helpers.ts';
import { AnalyticsReports } from './analytics-reports.ts';
import type { PageViewCollector } from './page-view-collector.ts';
import type { ConversionEvent, PageViewEvent } from './store/events-store.ts';
import { PgEventsStore } from './store/pg-events-store.ts';
import { refreshDay } from './store/pg-rollups.ts';

let t: TestApp;

beforeAll(async () => {
  // The store is driven directly with events at chosen instants, and read at a chosen moment.
  t = await createTestApp({ ANALYTICS: 'off' });
});

afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (iso: string) => Date.parse(iso);

interface Site {
  id: string;
  zone: string;
  userId: string;
}

async function newSite(zone: string): Promise<Site> {
  const owner = await registerOwner(t.app, t.database);
  const site = await createWebsite(t.app, owner.token, { timezone: zone });
  return { id: site.id, zone, userId: owner.user.id };
}

/**
 * A visitor's number on the day of `instant` in the website's zone, as the daily salt makes it:
 * the same person is another number the next day.
 */
const visitorOn = (site: Site, instant: number, person: number) =>
  BigInt(Date.parse(`${dateInZone(instant, site.zone)}T00:00:00Z`) / 86_400_000) * 10_000n +
  BigInt(person);

function view(
  site: Site,
  instant: number,
  person: number,
  extra: Partial<PageViewEvent> = {},
): PageViewEvent {
  return {
    websiteId: site.id,
    timeZone: site.zone,
    at: new Date(instant),
    visitor: visitorOn(site, instant, person),
    path: '/',
    views: 1,
    source: 'direct',
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    device: 'desktop',
    browser: 'Chrome',
    os: 'Windows',
    country: 'Unknown',
    ...extra,
  };
}

function conversion(site: Site, instant: number, person: number, revenue = 0): ConversionEvent {
  return {
    websiteId: site.id,
    timeZone: site.zone,
    at: new Date(instant),
    visitor: visitorOn(site, instant, person),
    revenue,
  };
}

/** A small deterministic generator, so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const PATHS = ['/', '/menu', '/about', '/blog/bread', '/blog/cakes', '/contact', '/shop'];
const ORIGINS: Partial<PageViewEvent>[] = [
  { source: 'direct' },
  { source: 'search', referrerHost: 'google.com' },
  { source: 'search', referrerHost: 'bing.com' },
  { source: 'social', referrerHost: 'instagram.com' },
  { source: 'referral', referrerHost: 'news.example.org' },
  { source: 'email', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' },
];
const CLIENTS: Partial<PageViewEvent>[] = [
  { device: 'desktop', browser: 'Chrome', os: 'Windows', country: 'Germany' },
  { device: 'mobile', browser: 'Mobile Safari', os: 'iOS', country: 'Austria' },
  { device: 'mobile', browser: 'Chrome', os: 'Android', country: 'Germany' },
  { device: 'tablet', browser: 'Mobile Safari', os: 'iOS', country: 'Unknown' },
];

/**
 * Two days of a small website's traffic up to `now`, written in batches in time order as the
 * collector writes them: visits of one to five views a few minutes apart (many over an hour's
 * end), people coming back later the same day, now and then a purchase or a message, and a
 * busy hour under way whose visitors partly came earlier that day.
 */
async function twoDays(store: PgEventsStore, site: Site, now: number, seed = 7): Promise<void> {
  const random = randomFrom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const views: PageViewEvent[] = [];
  const conversions: ConversionEvent[] = [];
  for (let start = now - 49 * HOUR; start < now; start += (3 + random() * 9) * MINUTE) {
    // In the last hour, twice as many visits, half of them by the day's earlier visitors.
    const busy = now - start < HOUR;
    for (let twice = 0; twice < (busy ? 2 : 1); twice++) {
      const person = busy && random() < 0.5 ? Math.floor(random() * 12) : Math.floor(random() * 40);
      const origin = pick(ORIGINS);
      const client = CLIENTS[person % CLIENTS.length]!;
      const length = 1 + Math.floor(random() * 5);
      let instant = start + Math.floor(random() * 60_000);
      for (let i = 0; i < length && instant < now; i++) {
        // A visit that runs into the next local day goes on as another visitor's, as it would.
        views.push(
          view(site, instant, person, { ...(i === 0 ? origin : {}), ...client, path: pick(PATHS) }),
        );
        instant += Math.floor((1 + random() * 9) * MINUTE);
      }
      if (random() < 0.08 && instant - MINUTE < now) {
        conversions.push(conversion(site, instant - MINUTE, person, random() < 0.5 ? 1250 : 0));
      }
    }
  }
  views.sort((a, b) => a.at.getTime() - b.at.getTime());
  conversions.sort((a, b) => a.at.getTime() - b.at.getTime());
  // Batches of ten minutes, conversions with the batch of their moment.
  for (let from = now - 50 * HOUR; from < now; from += 10 * MINUTE) {
    const inBatch = <E extends { at: Date }>(events: E[]) =>
      events.filter((e) => e.at.getTime() >= from && e.at.getTime() < from + 10 * MINUTE);
    await store.write(inBatch(views), inBatch(conversions));
  }
}

/** Makes every day of the last three with its figures up to `upTo`, as the collector would. */
async function makeDays(site: Site, now: number, upTo?: number) {
  const today = dateInZone(now, site.zone);
  for (let day = addDays(today, -3); day <= today; day = addDays(day, 1)) {
    await refreshDay(
      t.database.db,
      { websiteId: site.id, timeZone: site.zone, day },
      upTo === undefined ? undefined : new Date(upTo),
    );
  }
}

function readers(site: Site, now: number, collector: PageViewCollector | null = null) {
  const db = t.database.db;
  const store = new PgEventsStore(db);
  return {
    store,
    served: new AnalyticsReports({ db, store, collector, now: () => now }),
    fromEvents: new AnalyticsReports({
      db,
      store: new EventsOnlyStore(db),
      collector: null,
      now: () => now,
    }),
  };
}

/** The range as served equals the range read from the events alone, field by field. */
async function expectAsFromEvents(site: Site, now: number, store?: PgEventsStore) {
  const { served, fromEvents } = readers(site, now);
  const reports = store
    ? new AnalyticsReports({ db: t.database.db, store, collector: null, now: () => now })
    : served;
  const expected = await fromEvents.dashboard(site.userId, site.id, '24h');
  const dashboard = await reports.dashboard(site.userId, site.id, '24h');
  expect(dashboard).toEqual(expected);
  expect(await reports.record(site.userId, site.id, '24h')).toEqual(
    await fromEvents.record(site.userId, site.id, '24h'),
  );
  expect(await reports.exportCsv(site.userId, site.id, '24h')).toBe(
    await fromEvents.exportCsv(site.userId, site.id, '24h'),
  );
  return dashboard;
}

describe('the last 24 hours from the hourly figures', () => {
  it.each([
    // 16:40 in Berlin; Kathmandu's hours begin at a quarter past UTC's, its days at 18:15 UTC.
    ['Europe/Berlin', '2026-06-10T14:40:00Z'],
    ['Asia/Kathmandu', '2026-06-10T14:40:00Z'],
    // Just after local midnight: the day before is read from any hour, today from its first.
    ['Europe/Berlin', '2026-06-10T22:05:00Z'],
  ])('in %s at %s equal the raw rows, however far the figures were made', async (zone, iso) => {
    const now = at(iso);
    const site = await newSite(zone);
    const { store } = readers(site, now);
    await twoDays(store, site, now);
    const hourUnderWay = now - (now % HOUR) + (zone === 'Asia/Kathmandu' ? 15 * MINUTE : 0);
    // Made up to now; minutes ago (the usual); at this hour's start; before it (its views
    // and those of the hour before, read from the events); and with nothing made today.
    for (const upTo of [now, now - 7 * MINUTE, hourUnderWay, hourUnderWay - 50 * MINUTE]) {
      await makeDays(site, now, upTo);
      const dashboard = await expectAsFromEvents(site, now);
      expect(dashboard.metrics.pageViews.value).toBeGreaterThan(300);
      expect(dashboard.metrics.visitors.value).toBeGreaterThan(40);
      expect(dashboard.metrics.conversions.value).toBeGreaterThan(0);
      expect(dashboard.topPages.length).toBe(PATHS.length);
    }
  });

  it('counts a visitor once over the day’s hours, in every list, and again the next day', async () => {
    const now = at('2026-06-10T14:40:00Z'); // 16:40 in Berlin
    const site = await newSite('Europe/Berlin');
    const { store } = readers(site, now);
    const search = { source: 'search' as TrafficSource, referrerHost: 'google.com' };
    const phone = { device: 'mobile' as DeviceType, browser: 'Mobile Safari', os: 'iOS' };
    await store.write(
      [
        // Person 1 yesterday evening and this morning: two visitors (a number lasts a day).
        view(site, at('2026-06-09T19:10:00Z'), 1, { path: '/menu', ...search }),
        view(site, at('2026-06-10T06:00:00Z'), 1, { path: '/menu', ...search }),
        // Person 2 at 09:00, 12:00 and in the hour under way, on the same page from search.
        view(site, at('2026-06-10T07:00:00Z'), 2, { path: '/', ...search, ...phone }),
        view(site, at('2026-06-10T10:00:00Z'), 2, { path: '/', ...search, ...phone }),
        view(site, at('2026-06-10T14:05:00Z'), 2, { path: '/', ...search, ...phone }),
        // Person 3 only in the hour under way, on two pages.
        view(site, at('2026-06-10T14:10:00Z'), 3, { path: '/' }),
        view(site, at('2026-06-10T14:11:00Z'), 3, { path: '/menu' }),
      ],
      [],
    );
    await makeDays(site, now, now - 30 * MINUTE);
    const dashboard = await expectAsFromEvents(site, now);
    expect(dashboard.metrics.visitors.value).toBe(4);
    expect(dashboard.metrics.pageViews.value).toBe(7);
    expect(dashboard.topPages.map((p) => [p.path, p.views, p.visitors])).toEqual([
      ['/', 4, 2],
      ['/menu', 3, 3],
    ]);
    expect(dashboard.sources).toEqual([
      { source: 'search', visitors: 3, visits: 5, conversions: 0 },
      { source: 'direct', visitors: 1, visits: 1, conversions: 0 },
    ]);
    expect(dashboard.devices.map((d) => [d.device, d.visitors, d.visits])).toEqual([
      ['desktop', 3, 3],
      ['mobile', 1, 3],
    ]);
  });

  it('reads a day of 25 hours inside which the range falls from the events', async () => {
    // 23:30 CET on 2026-10-25: the 24 hours from 01:00 CEST lie inside that day.
    const now = at('2026-10-25T22:30:00Z');
    const site = await newSite('Europe/Berlin');
    const { store } = readers(site, now);
    await twoDays(store, site, now, 11);
    await makeDays(site, now, now - 5 * MINUTE);
    const dashboard = await expectAsFromEvents(site, now);
    expect(dashboard.series).toHaveLength(23);
  });

  it('reads a day of 23 hours whole between two others', async () => {
    // 00:30 CEST on 2026-03-30: the range holds all of the 23 hours of 2026-03-29.
    const now = at('2026-03-29T22:30:00Z');
    const site = await newSite('Europe/Berlin');
    const { store } = readers(site, now);
    await twoDays(store, site, now, 13);
    await makeDays(site, now, now - 5 * MINUTE);
    await expectAsFromEvents(site, now);
  });
});

describe('the hour under way', () => {
  it('shows views as soon as their batch is written, without making any figures', async () => {
    const now = at('2026-06-10T14:40:00Z');
    const site = await newSite('Europe/Berlin');
    const db = t.database.db;
    const store = new PgEventsStore(db);
    await twoDays(store, site, now - 10 * MINUTE, 3);
    await makeDays(site, now, now - 12 * MINUTE);
    const before = (await expectAsFromEvents(site, now, store)).metrics;

    // Gathered by the collector and written when the screen asks: one earlier visitor on a page
    // of theirs, one on a page new to them, and a newcomer.
    const gathered = [
      view(site, now - 2 * MINUTE, 1, { path: '/' }),
      view(site, now - 2 * MINUTE, 2, { path: '/never-seen-before' }),
      view(site, now - MINUTE, 999, { path: '/' }),
    ];
    const collector = {
      flush: vi.fn(async () => {
        await store.write(gathered.splice(0), []);
      }),
      settle: vi.fn(),
    };
    const refresh = vi.spyOn(store, 'refreshRollups');
    const made = await db
      .select()
      .from(analyticsHoursMade)
      .where(eq(analyticsHoursMade.websiteId, site.id));
    const reports = new AnalyticsReports({
      db,
      store,
      collector: collector as unknown as PageViewCollector,
      now: () => now,
    });
    const dashboard = await reports.dashboard(site.userId, site.id, '24h');
    expect(collector.flush).toHaveBeenCalledTimes(1);
    expect(collector.settle).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(
      await db.select().from(analyticsHoursMade).where(eq(analyticsHoursMade.websiteId, site.id)),
    ).toEqual(made);
    expect(dashboard.metrics.pageViews.value).toBe(before.pageViews.value + 3);
    expect(dashboard.metrics.visitors.value).toBe(before.visitors.value + 1);
    expect(dashboard.series.at(-1)!.pageViews).toBeGreaterThanOrEqual(3);
    expect(dashboard.topPages.find((p) => p.path === '/never-seen-before')).toMatchObject({
      views: 1,
      visitors: 1,
    });
    expect(await reports.dashboard(site.userId, site.id, '24h')).toEqual(
      await readers(site, now).fromEvents.dashboard(site.userId, site.id, '24h'),
    );
  });
});

describe('an hour’s end', () => {
  const boundary = at('2026-06-10T13:00:00Z'); // 15:00 in Berlin

  it.each([
    ['made before the hour ended', boundary - 1500],
    ['made exactly at its end', boundary],
    ['made just after it', boundary + 250],
    ['made whole', undefined],
  ])('neither drops nor doubles a view (%s)', async (_, upTo) => {
    const now = boundary + 1000;
    const site = await newSite('Europe/Berlin');
    const { store } = readers(site, now);
    await store.write(
      [
        view(site, boundary - 30 * MINUTE, 1, { path: '/' }),
        view(site, boundary - 1, 1, { path: '/menu' }),
        view(site, boundary - 1, 2, { path: '/' }),
        view(site, boundary, 1, { path: '/menu' }),
        view(site, boundary, 3, { path: '/' }),
        view(site, boundary + 500, 2, { path: '/' }),
      ],
      [conversion(site, boundary + 600, 2, 900)],
    );
    await makeDays(site, now, upTo);
    const dashboard = await expectAsFromEvents(site, now);
    expect(dashboard.metrics.pageViews.value).toBe(6);
    expect(dashboard.metrics.visitors.value).toBe(3);
    expect(dashboard.metrics.visits.value).toBe(3);
    expect(dashboard.metrics.conversions.value).toBe(1);
    expect(dashboard.series.slice(-2)).toEqual([
      { bucket: '2026-06-10T14', visitors: 2, pageViews: 3 },
      { bucket: '2026-06-10T15', visitors: 3, pageViews: 3 },
    ]);
    expect(dashboard.topPages.map((p) => [p.path, p.views, p.visitors])).toEqual([
      ['/', 4, 3],
      ['/menu', 2, 1],
    ]);
  });

  it('makes a day whole once it is over, when the collector next makes figures', async () => {
    const midnight = at('2026-06-10T22:00:00Z'); // midnight in Berlin
    const site = await newSite('Europe/Berlin');
    const db = t.database.db;
    const store = new PgEventsStore(db);
    await store.write([view(site, midnight - 20 * MINUTE, 1), view(site, midnight - 3000, 2)], []);
    await store.refreshRollups([site.id], { upTo: new Date(midnight - 2000) });
    const made = () =>
      db
        .select({ until: analyticsHoursMade.until })
        .from(analyticsHoursMade)
        .where(
          and(eq(analyticsHoursMade.websiteId, site.id), eq(analyticsHoursMade.day, '2026-06-10')),
        );
    expect(await made()).toEqual([{ until: new Date(midnight - 2000) }]);
    // Nothing written since; once the day is over, it is made again, whole.
    await store.refreshRollups([site.id], { upTo: new Date(midnight + 1000) });
    expect(await made()).toEqual([{ until: new Date(midnight) }]);
    await expectAsFromEvents(site, midnight + 5 * MINUTE, store);
  });

  it('makes a day over whose figures stop short of it before reading it', async () => {
    const midnight = at('2026-06-10T22:00:00Z');
    const site = await newSite('Europe/Berlin');
    const { store } = readers(site, midnight);
    await store.write([view(site, midnight - 20 * MINUTE, 1), view(site, midnight - 3000, 2)], []);
    // Made before its last views (by a process since stopped); read after midnight.
    await refreshDay(
      t.database.db,
      { websiteId: site.id, timeZone: site.zone, day: '2026-06-10' },
      new Date(midnight - 10 * MINUTE),
    );
    const dashboard = await expectAsFromEvents(site, midnight + 5 * MINUTE);
    expect(dashboard.metrics.pageViews.value).toBe(2);
    expect(dashboard.metrics.visitors.value).toBe(2);
  });
});
