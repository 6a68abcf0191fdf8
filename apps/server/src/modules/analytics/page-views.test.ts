import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnalyticsDashboard,
  AnalyticsRealtime,
  AnalyticsRecord,
  MonthlyStats,
  Website,
} from '@tessera/core';
import { inject } from '../../test/auth-helpers.ts';
import {
  createPage,
  createWebsite,
  call,
  dataOf,
  registerOwner,
} from '../../test/website-helpers.ts';
import { publish, siteHost } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
let token: string;
let site: Website;
let host: string;

/** A visitor's request from an address, with a user agent unless told otherwise. */
function view(
  url: string,
  who: { ip: string; ua?: string },
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
) {
  return inject(t.app, {
    method,
    url,
    remoteAddress: who.ip,
    headers: { host, ...(who.ua ? { 'user-agent': who.ua } : {}), ...headers },
  });
}

async function dashboard(range = '7d', owner = token, websiteId = site.id) {
  return call(
    t.app,
    owner,
    'GET',
    `/api/analytics/dashboard?websiteId=${websiteId}&timeRange=${range}`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerOwner(t.app, t.database, 'pro')).token;
  site = await createWebsite(t.app, token, { name: 'Corner Bakery' });
  await call(t.app, token, 'PUT', `/api/websites/${site.id}`, { timezone: 'Europe/Berlin' });
  await createPage(t.app, token, site.id, { name: 'About' });
  await publish(t.app, token, site.id);
  host = siteHost(site);

  const a = { ip: '203.0.113.1', ua: CHROME };
  const b = { ip: '203.0.113.2', ua: IPHONE };
  const c = { ip: '203.0.113.3', ua: CHROME };
  const d = { ip: '203.0.113.1', ua: FIREFOX };
  // A: from a search, then a second page, then the first again revalidated (304).
  const first = await view('/', a, { referer: 'https://www.google.com/' });
  expect(first.statusCode).toBe(200);
  expect((await view('/about', a, { referer: `http://${host}/` })).statusCode).toBe(200);
  const etag = String(first.headers.etag);
  expect((await view('/', a, { 'if-none-match': etag })).statusCode).toBe(304);
  // B: a newsletter link on a phone; C: a link on another site; D: A's address, another browser.
  await view('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring', b);
  await view('/', c, { referer: 'https://news.example.org/post/1' });
  await view('/', d);

  // None of these is a view.
  const e = { ip: '203.0.113.9', ua: CHROME };
  await view('/', { ip: '203.0.113.10', ua: GOOGLEBOT });
  await view('/', { ip: '203.0.113.11' });
  await view('/', e, {}, 'HEAD');
  await view('/', e, { 'sec-purpose': 'prefetch' });
  await view('/robots.txt', e);
  await view('/sitemap.xml', e);
  await view('/no-such-page', e);
  await view('/', e, { referer: 'https://semalt.com/' });
});

afterAll(async () => {
  await t?.close();
});

describe('page views counted on the server', () => {
  it('gives the visitors, visits, bounces and sources of what was served', async () => {
    const data = dataOf<AnalyticsDashboard>(await dashboard('7d'));
    expect(data.timezone).toBe('Europe/Berlin');
    expect(data.metrics.visitors.value).toBe(4);
    expect(data.metrics.pageViews.value).toBe(6);
    expect(data.metrics.visits.value).toBe(4);
    expect(data.metrics.bounceRate.value).toBe(75);
    expect(data.metrics.conversions.value).toBe(0);
    const bySource = Object.fromEntries(data.sources.map((s) => [s.source, s.visitors]));
    expect(bySource).toEqual({ search: 1, email: 1, referral: 1, direct: 1 });
    expect(data.referrers).toEqual(
      expect.arrayContaining([
        { host: 'google.com', visitors: 1 },
        { host: 'news.example.org', visitors: 1 },
      ]),
    );
    expect(data.campaigns).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'spring', visitors: 1 },
    ]);
    const byDevice = Object.fromEntries(data.devices.map((s) => [s.device, s.visitors]));
    expect(byDevice).toEqual({ desktop: 3, mobile: 1 });
    expect(data.topPages.map((p) => [p.path, p.views, p.visitors])).toEqual([
      ['/', 5, 4],
      ['/about', 1, 1],
    ]);
    expect(data.locations).toEqual([{ country: 'Unknown', visitors: 4 }]);
    expect(data.series.at(-1)).toMatchObject({ visitors: 4, pageViews: 6 });
    expect(data.series).toHaveLength(7);
    expect(data.publishes).toHaveLength(1);
  });

  it('reads the last 24 hours from the events with the same figures', async () => {
    const data = dataOf<AnalyticsDashboard>(await dashboard('24h'));
    expect(data.metrics.visitors.value).toBe(4);
    expect(data.metrics.pageViews.value).toBe(6);
    expect(data.metrics.visits.value).toBe(4);
    expect(data.metrics.bounceRate.value).toBe(75);
    expect(data.series.reduce((sum, b) => sum + b.pageViews, 0)).toBe(6);
    expect(data.series.length).toBeGreaterThanOrEqual(24);
  });

  it("answers the spec's record, the realtime view and a CSV of the range", async () => {
    const [record] = dataOf<AnalyticsRecord[]>(
      await call(t.app, token, 'GET', `/api/analytics?websiteId=${site.id}&timeRange=30d`),
    );
    expect(record).toMatchObject({ visitors: 4, pageViews: 6, sessions: 4, bounceRate: 75 });
    expect(record!.topPages[0]).toMatchObject({ pageName: '/', views: 5, uniqueViews: 4 });

    const live = dataOf<AnalyticsRealtime>(
      await call(t.app, token, 'GET', `/api/analytics/realtime?websiteId=${site.id}`),
    );
    expect(live.visitorsNow).toBe(4);
    expect(live.latest).toHaveLength(6);
    expect(live.latest).toContainEqual(
      expect.objectContaining({
        path: '/',
        source: 'direct',
        device: 'desktop',
        browser: 'Firefox',
      }),
    );
    expect(live.latest).toContainEqual(
      expect.objectContaining({ path: '/about', source: 'search', browser: 'Chrome' }),
    );
    const times = live.latest.map((v) => Date.parse(v.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    const csv = await call(
      t.app,
      token,
      'GET',
      `/api/analytics/export?websiteId=${site.id}&timeRange=7d`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Day,Visitors,Page views,Visits,Bounce rate (%),Avg. visit duration (s),Conversions,Revenue (USD)',
    );
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},4,6,4,75\.0,\d+,0,0\.00$/);
  });

  it("counts this month's visitors on the overview", async () => {
    const stats = dataOf<MonthlyStats>(
      await call(t.app, token, 'GET', '/api/analytics/monthly-stats'),
    );
    expect(stats.totalVisitors).toBe(4);
  });

  it('sets no cookie and sends no script with a counted page', async () => {
    const res = await view('/about', { ip: '203.0.113.20', ua: CHROME });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).not.toMatch(/<script/i);
  });
});

describe('visits', () => {
  it('begin anew when a visitor arrives again from elsewhere, not when they move between pages', async () => {
    const other = await createWebsite(t.app, token, { name: 'Second Shop' });
    await createPage(t.app, token, other.id, { name: 'Menu' });
    await publish(t.app, token, other.id);
    const otherHost = siteHost(other);
    const who = { ip: '198.51.100.7', ua: FIREFOX };
    const get = (url: string, headers: Record<string, string> = {}) =>
      inject(t.app, {
        method: 'GET',
        url,
        remoteAddress: who.ip,
        headers: { host: otherHost, 'user-agent': who.ua, ...headers },
      });
    await get('/', { referer: 'https://duckduckgo.com/' });
    await get('/menu', { referer: `http://${otherHost}/` });
    // The same campaign link opened again is the same visit; a new one is a new visit.
    await get('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    await get('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    await get('/menu', { referer: 'https://www.facebook.com/' });
    const data = dataOf<AnalyticsDashboard>(await dashboard('24h', token, other.id));
    expect(data.metrics.visitors.value).toBe(1);
    expect(data.metrics.pageViews.value).toBe(5);
    expect(data.metrics.visits.value).toBe(3);
    const bySource = Object.fromEntries(data.sources.map((s) => [s.source, s.visits]));
    expect(bySource).toEqual({ search: 1, email: 1, social: 1 });
    expect(data.metrics.bounceRate.value).toBe(33.3);
  });
});

describe('repeated requests', () => {
  it('count every view while the same second of one visitor is stored as one row', async () => {
    const other = await createWebsite(t.app, token, { name: 'Reloads' });
    await publish(t.app, token, other.id);
    const who = { 'user-agent': CHROME, host: siteHost(other) };
    await Promise.all(
      Array.from({ length: 6 }, () =>
        inject(t.app, { method: 'GET', url: '/', remoteAddress: '198.51.100.9', headers: who }),
      ),
    );
    const data = dataOf<AnalyticsDashboard>(await dashboard('24h', token, other.id));
    expect(data.metrics.pageViews.value).toBe(6);
    expect(data.metrics.visits.value).toBe(1);
    expect(data.metrics.bounceRate.value).toBe(0);
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n, sum(views)::int as views from analytics_page_views where website_id = ${other.id}`,
    )) as unknown as { rows: { n: number; views: number }[] };
    expect(rows.rows[0]!.views).toBe(6);
    // One row a second: six requests made together span at most two.
    expect(rows.rows[0]!.n).toBeLessThanOrEqual(2);
  });
});

describe('analytics API refusals', () => {
  it("answers 404 for another owner's website", async () => {
    const other = await registerOwner(t.app, t.database);
    for (const path of ['/dashboard', '/realtime', '/export', '']) {
      const res = await call(
        t.app,
        other.token,
        'GET',
        `/api/analytics${path}?websiteId=${site.id}&timeRange=7d`,
      );
      expect(res.statusCode, path).toBe(404);
    }
  });

  it('answers 400 for a range it does not know, naming the ranges', async () => {
    for (const range of ['1y', '7', '', '24H']) {
      const res = await dashboard(range);
      expect(res.statusCode, range).toBe(400);
      expect(res.json().error.fields.timeRange).toBe('Time range must be one of 24h, 7d, 30d, 90d');
    }
    const res = await call(t.app, token, 'GET', '/api/analytics/dashboard?websiteId=nope');
    expect(res.statusCode).toBe(400);
  });
});
