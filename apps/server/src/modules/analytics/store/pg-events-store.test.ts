import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { analyticsDaily, analyticsPageViews, analyticsVisits } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, createWebsite, registerOwner } from '../../../test/website-helpers.ts';
import type { ConversionEvent, Figures, PageViewEvent } from './events-store.ts';
import { PgEventsStore } from './pg-events-store.ts';

let t: TestApp;

beforeAll(async () => {
  // Nothing is served here: the store is driven directly with events at chosen instants.
  t = await createTestApp({ ANALYTICS: 'off' });
});

afterAll(async () => {
  await t?.close();
});

interface Site {
  id: string;
  zone: string;
}

/** A website of its own owner, so each test reads only its own figures. */
async function newSite(zone = 'Europe/Berlin'): Promise<Site> {
  const owner = await registerOwner(t.app, t.database);
  const site = await createWebsite(t.app, owner.token, { timezone: zone });
  expect(site.timezone).toBe(zone);
  return { id: site.id, zone };
}

function view(
  site: Site,
  iso: string,
  visitor: bigint,
  extra: Partial<PageViewEvent> = {},
): PageViewEvent {
  return {
    websiteId: site.id,
    timeZone: site.zone,
    at: new Date(iso),
    visitor,
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

function conversion(site: Site, iso: string, visitor: bigint, revenue = 0): ConversionEvent {
  return { websiteId: site.id, timeZone: site.zone, at: new Date(iso), visitor, revenue };
}

/** Writes one batch and makes its figures, as the collector does. */
async function write(
  store: PgEventsStore,
  views: PageViewEvent[],
  conversions: ConversionEvent[] = [],
) {
  await store.write(views, conversions);
  await store.refreshRollups();
}

const visitsOf = (site: Site) =>
  t.database.db
    .select()
    .from(analyticsVisits)
    .where(eq(analyticsVisits.websiteId, site.id))
    .orderBy(asc(analyticsVisits.startedAt));

const viewsOf = (site: Site) =>
  t.database.db
    .select()
    .from(analyticsPageViews)
    .where(eq(analyticsPageViews.websiteId, site.id))
    .orderBy(asc(analyticsPageViews.at));

const figures = (some: Partial<Figures>): Figures => ({
  visitors: 0,
  visits: 0,
  pageViews: 0,
  bounces: 0,
  duration: 0,
  timed: 0,
  conversions: 0,
  revenue: 0,
  ...some,
});

const MIN = 60;

describe('visits', () => {
  it('keeps views under 30 minutes apart in one visit and starts another at 30 minutes', async () => {
    const site = await newSite();
    const store = new PgEventsStore(t.database.db);
    await write(store, [
      // Given out of order: the store sorts a batch by time.
      view(site, '2026-06-10T10:29:00Z', 1n, { path: '/menu' }),
      view(site, '2026-06-10T10:00:00Z', 1n, { path: '/' }),
      // Exactly 30 minutes after the last: a new visit, of one view.
      view(site, '2026-06-10T10:59:00Z', 1n),
      // 31 minutes later: another.
      view(site, '2026-06-10T11:30:00Z', 1n),
      // 29 minutes 59 seconds later: the same one.
      view(site, '2026-06-10T11:59:59Z', 1n),
    ]);
    const visits = await visitsOf(site);
    expect(
      visits.map((v) => [v.startedAt.toISOString(), v.lastAt.toISOString(), v.views, v.entryPath]),
    ).toEqual([
      ['2026-06-10T10:00:00.000Z', '2026-06-10T10:29:00.000Z', 2, '/'],
      ['2026-06-10T10:59:00.000Z', '2026-06-10T10:59:00.000Z', 1, '/'],
      ['2026-06-10T11:30:00.000Z', '2026-06-10T11:59:59.000Z', 2, '/'],
    ]);
    const views = await viewsOf(site);
    expect(views.map((v) => v.visitId)).toEqual([
      visits[0]!.id,
      visits[0]!.id,
      visits[1]!.id,
      visits[2]!.id,
      visits[2]!.id,
    ]);
    const day = { websiteId: site.id, firstDay: '2026-06-10', lastDay: '2026-06-10' };
    // Duration is first to last view; the one-view visit is a bounce.
    expect(await store.dayTotals(day)).toEqual(
      figures({
        visitors: 1,
        visits: 3,
        pageViews: 5,
        bounces: 1,
        duration: 29 * MIN + 29 * MIN + 59,
        timed: 3,
      }),
    );
  });

  it('tells visitors apart: the same moment, another visitor, another visit', async () => {
    const site = await newSite();
    const store = new PgEventsStore(t.database.db);
    await write(store, [
      view(site, '2026-06-11T08:00:00Z', 1n),
      view(site, '2026-06-11T08:00:00Z', 2n),
      view(site, '2026-06-11T08:05:00Z', 2n),
    ]);
    const day = { websiteId: site.id, firstDay: '2026-06-11', lastDay: '2026-06-11' };
    expect(await store.dayTotals(day)).toEqual(
      figures({ visitors: 2, visits: 2, pageViews: 3, bounces: 1, duration: 5 * MIN, timed: 2 }),
    );
  });

  it('joins a view of a later batch to the visit an earlier batch opened', async () => {
    const site = await newSite();
    const store = new PgEventsStore(t.database.db);
    await write(store, [view(site, '2026-06-12T09:00:00Z', 7n, { source: 'search' })]);
    await write(store, [view(site, '2026-06-12T09:10:00Z', 7n, { path: '/about' })]);
    const visits = await visitsOf(site);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ views: 2, entryPath: '/', source: 'search' });
    expect(visits[0]!.lastAt.toISOString()).toBe('2026-06-12T09:10:00.000Z');
    const day = { websiteId: site.id, firstDay: '2026-06-12', lastDay: '2026-06-12' };
    expect(await store.dayTotals(day)).toEqual(
      figures({ visitors: 1, visits: 1, pageViews: 2, duration: 10 * MIN, timed: 1 }),
    );
  });

  it('finds the open visit in the database after a restart', async () => {
    const site = await newSite();
    await write(new PgEventsStore(t.database.db), [view(site, '2026-06-13T09:00:00Z', 8n)]);
    // A new store knows nothing of the visit but what the database holds.
    const restarted = new PgEventsStore(t.database.db);
    await write(restarted, [view(site, '2026-06-13T09:20:00Z', 8n, { path: '/menu' })]);
    // And after another one, 40 minutes on: the visit is over, a new one begins.
    const again = new PgEventsStore(t.database.db);
    await write(again, [view(site, '2026-06-13T10:00:00Z', 8n)]);
    const visits = await visitsOf(site);
    expect(visits.map((v) => [v.views, v.lastAt.toISOString()])).toEqual([
      [2, '2026-06-13T09:20:00.000Z'],
      [1, '2026-06-13T10:00:00.000Z'],
    ]);
    const day = { websiteId: site.id, firstDay: '2026-06-13', lastDay: '2026-06-13' };
    expect(await again.dayTotals(day)).toEqual(
      figures({ visitors: 1, visits: 2, pageViews: 3, bounces: 1, duration: 20 * MIN, timed: 2 }),
    );
  });
});

describe('stored values', () => {
  it('keeps paths and tags exactly, whatever characters they hold', async () => {
    const site = await newSite();
    const store = new PgEventsStore(t.database.db);
    const path = '/a"b\\c{d},e NULL';
    await write(store, [
      view(site, '2026-06-18T08:00:00Z', 7n, {
        path,
        source: 'email',
        utmSource: 'NULL',
        utmMedium: 'e"mail',
        utmCampaign: null,
      }),
      view(site, '2026-06-18T08:01:00Z', 7n, { path: '/ünï/😀' }),
    ]);
    const [visit] = await visitsOf(site);
    expect(visit).toMatchObject({
      entryPath: path,
      utmSource: 'NULL',
      utmMedium: 'e"mail',
      utmCampaign: null,
      referrerHost: null,
      views: 2,
    });
    expect((await viewsOf(site)).map((v) => v.path)).toEqual([path, '/ünï/😀']);
  });
});

describe('daily and hourly figures in the website’s zone', () => {
  it('puts views on the local hours of the March change in Berlin', async () => {
    const site = await newSite('Europe/Berlin');
    const store = new PgEventsStore(t.database.db);
    // 01:30 CET and, an hour later, 03:30 CEST: 02:00 to 03:00 never happened that night.
    await write(store, [
      view(site, '2026-03-29T00:30:00Z', 1n),
      view(site, '2026-03-29T01:30:00Z', 2n),
    ]);
    const hours = await store.hourSeries(site.id, '2026-03-29T00', '2026-03-29T23');
    expect(hours.map((h) => [h.bucket, h.pageViews, h.visits])).toEqual([
      ['2026-03-29T01', 1, 1],
      ['2026-03-29T03', 1, 1],
    ]);
  });

  it('puts both halves of the repeated October hour in one bucket', async () => {
    const site = await newSite('Europe/Berlin');
    const store = new PgEventsStore(t.database.db);
    // 02:30 CEST and 02:30 CET.
    await write(store, [
      view(site, '2026-10-25T00:30:00Z', 1n),
      view(site, '2026-10-25T01:30:00Z', 2n),
    ]);
    const hours = await store.hourSeries(site.id, '2026-10-25T00', '2026-10-25T23');
    expect(hours.map((h) => [h.bucket, h.pageViews, h.visitors])).toEqual([
      ['2026-10-25T02', 2, 2],
    ]);
  });

  it('counts a view at 23:30 UTC on Nov 30 on Dec 1 in Berlin, and on Nov 30 in UTC', async () => {
    const berlin = await newSite('Europe/Berlin');
    const utc = await newSite('UTC');
    const store = new PgEventsStore(t.database.db);
    await write(store, [
      view(berlin, '2026-11-30T23:30:00Z', 1n),
      view(utc, '2026-11-30T23:30:00Z', 1n),
    ]);
    const days = (site: Site) =>
      store.daySeries({ websiteId: site.id, firstDay: '2026-11-29', lastDay: '2026-12-02' });
    expect((await days(berlin)).map((d) => [d.bucket, d.pageViews])).toEqual([['2026-12-01', 1]]);
    expect((await days(utc)).map((d) => [d.bucket, d.pageViews])).toEqual([['2026-11-30', 1]]);
    expect(
      (await store.hourSeries(berlin.id, '2026-12-01T00', '2026-12-01T23')).map((h) => h.bucket),
    ).toEqual(['2026-12-01T00']);
  });

  it('counts a visit over local midnight on the day it began and its views on each day', async () => {
    const site = await newSite('Europe/Berlin');
    const store = new PgEventsStore(t.database.db);
    // 23:50 on Dec 5 in Berlin; the next view, 00:10 on Dec 6, comes in a later batch.
    await write(store, [view(site, '2026-12-05T22:50:00Z', 3n)]);
    await write(store, [view(site, '2026-12-05T23:10:00Z', 3n, { path: '/menu' })]);
    const series = await store.daySeries({
      websiteId: site.id,
      firstDay: '2026-12-05',
      lastDay: '2026-12-06',
    });
    expect(series).toEqual([
      // The first day's figures were made again: the visit is no longer a bounce.
      {
        bucket: '2026-12-05',
        ...figures({ visitors: 1, visits: 1, pageViews: 1, duration: 20 * MIN, timed: 1 }),
      },
      { bucket: '2026-12-06', ...figures({ visitors: 1, pageViews: 1 }) },
    ]);
    const hours = await store.hourSeries(site.id, '2026-12-05T00', '2026-12-06T23');
    expect(hours.map((h) => [h.bucket, h.visits, h.pageViews])).toEqual([
      ['2026-12-05T23', 1, 1],
      ['2026-12-06T00', 0, 1],
    ]);
  });

  it('adds up visitors day by day over a range', async () => {
    const site = await newSite('Europe/Berlin');
    const store = new PgEventsStore(t.database.db);
    await write(store, [
      // Visitor 1: two visits on the 1st, one on the 2nd; visitor 2: the 1st only.
      view(site, '2026-07-01T08:00:00Z', 1n),
      view(site, '2026-07-01T12:00:00Z', 1n),
      view(site, '2026-07-01T09:00:00Z', 2n),
      view(site, '2026-07-02T08:00:00Z', 1n),
    ]);
    const days = { websiteId: site.id, firstDay: '2026-07-01', lastDay: '2026-07-02' };
    expect((await store.daySeries(days)).map((d) => [d.bucket, d.visitors, d.visits])).toEqual([
      ['2026-07-01', 2, 3],
      ['2026-07-02', 1, 1],
    ]);
    expect(await store.dayTotals(days)).toMatchObject({ visitors: 3, visits: 4, pageViews: 4 });
    expect(await store.visitorsFromDay([site.id], '2026-07-02')).toBe(1);
    expect(await store.visitorsFromDay([site.id], '2026-07-01')).toBe(3);
  });
});

describe('making the figures', () => {
  it('has them made when a refresh asked during another one returns', async () => {
    const site = await newSite();
    const store = new PgEventsStore(t.database.db);
    await store.write(
      [view(site, '2026-06-20T10:00:00Z', 1n), view(site, '2026-06-20T10:05:00Z', 2n)],
      [],
    );
    // The collector's timer refreshes while the screen asks for its figures.
    const timer = store.refreshRollups();
    await store.refreshRollups([site.id]);
    const day = { websiteId: site.id, firstDay: '2026-06-20', lastDay: '2026-06-20' };
    expect(await store.dayTotals(day)).toMatchObject({ visitors: 2, visits: 2, pageViews: 2 });
    await timer;
    expect(await store.dayTotals(day)).toMatchObject({ visitors: 2, visits: 2, pageViews: 2 });
  });
});

describe('a website deleted', () => {
  it('takes its events and figures with it, and its days left to remake are let go', async () => {
    const owner = await registerOwner(t.app, t.database);
    const website = await createWebsite(t.app, owner.token, { timezone: 'UTC' });
    const site = { id: website.id, zone: 'UTC' };
    const other = await newSite('UTC');
    const store = new PgEventsStore(t.database.db);
    await write(store, [view(site, '2026-06-22T10:00:00Z', 1n)]);
    // Written, its figures not yet made, when the owner deletes the website.
    await store.write(
      [view(site, '2026-06-23T10:00:00Z', 1n), view(other, '2026-06-23T10:00:00Z', 1n)],
      [],
    );
    const res = await call(t.app, owner.token, 'DELETE', `/api/websites/${site.id}`);
    expect(res.statusCode, res.body).toBeLessThan(300);
    await store.refreshRollups();
    await store.refreshRollups();
    expect(await visitsOf(site)).toEqual([]);
    expect(await viewsOf(site)).toEqual([]);
    // A batch written after the deletion leaves nothing of it either, and keeps the others' views.
    await store.write(
      [view(site, '2026-06-23T10:05:00Z', 1n), view(other, '2026-06-23T10:05:00Z', 2n)],
      [],
    );
    expect(await viewsOf(site)).toEqual([]);
    expect(await visitsOf(site)).toEqual([]);
    expect(await viewsOf(other)).toHaveLength(2);
    await store.refreshRollups();
    const days = { websiteId: site.id, firstDay: '2026-06-22', lastDay: '2026-06-23' };
    expect(await store.daySeries(days)).toEqual([]);
    const otherDay = { websiteId: other.id, firstDay: '2026-06-23', lastDay: '2026-06-23' };
    expect(await store.dayTotals(otherDay)).toMatchObject({ visitors: 2, pageViews: 2 });
  });
});

describe('breakdowns', () => {
  it('gives each page its views, entries and time until the next view of the visit', async () => {
    const site = await newSite();
    const store = new PgEventsStore(t.database.db);
    await write(store, [
      view(site, '2026-06-14T10:00:00Z', 1n, { path: '/' }),
      view(site, '2026-06-14T10:00:40Z', 1n, { path: '/about' }),
      view(site, '2026-06-14T10:01:40Z', 1n, { path: '/' }),
      // Another visitor lands on /about and leaves.
      view(site, '2026-06-14T11:00:00Z', 2n, { path: '/about' }),
    ]);
    const day = { websiteId: site.id, firstDay: '2026-06-14', lastDay: '2026-06-14' };
    const pages = await store.dayBreakdown(day, 'page', 10);
    expect(pages).toEqual([
      // '/': 40 s before /about; its second view was the last of the visit, so not timed.
      { value: '/', ...figures({ visitors: 1, pageViews: 2, visits: 1, duration: 40, timed: 1 }) },
      {
        value: '/about',
        ...figures({ visitors: 2, pageViews: 2, visits: 1, bounces: 1, duration: 60, timed: 1 }),
      },
    ]);
    // The same from the events, as the last 24 hours are read.
    const span = {
      websiteId: site.id,
      timeZone: site.zone,
      from: new Date('2026-06-14T00:00:00Z'),
      to: new Date('2026-06-15T00:00:00Z'),
    };
    expect(await store.spanBreakdown(span, 'page', 10)).toEqual(pages);
  });

  it('credits sources, devices and campaigns with the visit’s first view', async () => {
    // Moving to another page of the site stays in the visit; arriving anew from elsewhere does not.
    const site = await newSite();
    const store = new PgEventsStore(t.database.db);
    await write(store, [
      view(site, '2026-06-15T10:00:00Z', 1n, {
        source: 'email',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'june',
        device: 'mobile',
      }),
      view(site, '2026-06-15T10:02:00Z', 1n, { path: '/menu', device: 'mobile' }),
      view(site, '2026-06-15T10:05:00Z', 1n, {
        source: 'social',
        referrerHost: 'facebook.com',
        device: 'mobile',
      }),
      view(site, '2026-06-15T10:00:00Z', 2n, { source: 'search', referrerHost: 'google.com' }),
    ]);
    const day = { websiteId: site.id, firstDay: '2026-06-15', lastDay: '2026-06-15' };
    const sources = await store.dayBreakdown(day, 'source', 10);
    expect(sources.map((s) => [s.value, s.visitors, s.visits, s.pageViews])).toEqual([
      ['email', 1, 1, 2],
      ['search', 1, 1, 1],
      ['social', 1, 1, 1],
    ]);
    expect((await store.dayBreakdown(day, 'referrer', 10)).map((r) => r.value)).toEqual([
      'facebook.com',
      'google.com',
    ]);
    expect((await store.dayBreakdown(day, 'campaign', 10)).map((r) => r.value)).toEqual([
      'newsletter\u001femail\u001fjune',
    ]);
    const devices = await store.dayBreakdown(day, 'device', 10);
    expect(devices.map((d) => [d.value, d.visitors])).toEqual([
      ['desktop', 1],
      ['mobile', 1],
    ]);
  });
});

describe('conversions', () => {
  it('credits a conversion and its revenue to the visit open at its moment', async () => {
    const site = await newSite();
    const store = new PgEventsStore(t.database.db);
    await write(
      store,
      [view(site, '2026-06-16T10:00:00Z', 1n, { source: 'search' })],
      [conversion(site, '2026-06-16T10:05:00Z', 1n, 3850)],
    );
    // In a later batch, from a store that has just started: the open visit is read back.
    await write(
      new PgEventsStore(t.database.db),
      [],
      [conversion(site, '2026-06-16T10:20:00Z', 1n, 1200)],
    );
    // No visit at all, another website's visitor of the same hash, and one too late: nothing.
    const other = await newSite();
    await write(
      store,
      [],
      [
        conversion(site, '2026-06-16T10:06:00Z', 99n, 5000),
        conversion(other, '2026-06-16T10:06:00Z', 1n, 5000),
        conversion(site, '2026-06-16T10:31:00Z', 1n, 700),
      ],
    );
    const visits = await visitsOf(site);
    expect(visits.map((v) => [v.conversions, v.revenue])).toEqual([[2, 5050]]);
    const day = { websiteId: site.id, firstDay: '2026-06-16', lastDay: '2026-06-16' };
    expect(await store.dayTotals(day)).toMatchObject({ conversions: 2, revenue: 5050 });
    const sources = await store.dayBreakdown(day, 'source', 10);
    expect(sources.map((s) => [s.value, s.conversions, s.revenue])).toEqual([['search', 2, 5050]]);
    expect(await visitsOf(other)).toEqual([]);
    const otherDay = { websiteId: other.id, firstDay: '2026-06-16', lastDay: '2026-06-16' };
    expect(await store.dayTotals(otherDay)).toMatchObject({ conversions: 0, revenue: 0 });
  });

  it('never credits a visit that began after the conversion, in the same batch', async () => {
    const site = await newSite();
    const store = new PgEventsStore(t.database.db);
    await write(
      store,
      [view(site, '2026-06-17T09:10:00Z', 5n, { source: 'social' })],
      [conversion(site, '2026-06-17T09:00:00Z', 5n, 900)],
    );
    expect((await visitsOf(site)).map((v) => [v.conversions, v.revenue])).toEqual([[0, 0]]);
  });
});

describe('pruning', () => {
  it('deletes the raw events before a date and keeps the daily and hourly figures', async () => {
    const site = await newSite();
    const store = new PgEventsStore(t.database.db);
    await write(store, [
      view(site, '2026-01-10T10:00:00Z', 1n),
      view(site, '2026-01-10T10:10:00Z', 1n),
      view(site, '2026-03-10T10:00:00Z', 2n),
    ]);
    const days = { websiteId: site.id, firstDay: '2026-01-01', lastDay: '2026-03-31' };
    const before = await store.dayTotals(days);
    expect(before).toMatchObject({ visitors: 2, visits: 2, pageViews: 3 });
    const rollupRows = await t.database.db
      .select()
      .from(analyticsDaily)
      .where(eq(analyticsDaily.websiteId, site.id));

    await store.prune(new Date('2026-02-01T00:00:00Z'));

    expect((await viewsOf(site)).map((v) => v.at.toISOString())).toEqual([
      '2026-03-10T10:00:00.000Z',
    ]);
    expect(await visitsOf(site)).toHaveLength(1);
    expect(await store.dayTotals(days)).toEqual(before);
    expect(
      await t.database.db
        .select()
        .from(analyticsDaily)
        .where(eq(analyticsDaily.websiteId, site.id)),
    ).toHaveLength(rollupRows.length);
    expect(await store.hourSeries(site.id, '2026-01-10T00', '2026-01-10T23')).toHaveLength(1);
  });
});
