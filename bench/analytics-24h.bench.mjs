// The Analytics screen's "24 hours" at VIEWS_PER_DAY page views a day (default 111,000): one
// website in Europe/Berlin with that many views over each of the last two days (the range and
// the period it is compared with), as visits of 1 to 8 views (45% bounces) of 200 pages, with
// sources, referrers, campaigns, devices, browsers, systems and 20 countries mixed, and visitors
// coming back within their day (each day's visitor numbers are new, as the daily salt makes them;
// no visit runs over midnight, as none can). Visits arrive evenly up to this moment, so the hour
// under way holds its share.
//   1. load: rows written straight into analytics_visits and analytics_page_views, then ANALYZE;
//      the rollups made with the server's own refreshDay for each day;
//   2. the raw-rows reading the range used to make: the totals of both periods and every
//      breakdown from the events of the last 24 hours, the chart from the hourly rollups;
//   3. the range as served now: GET /api/analytics/dashboard, /api/analytics (the record) and
//      /api/analytics/export with timeRange=24h through app.inject;
// each the median of 5 after one warm-up. It then checks that the served figures equal those of
// the raw rows over the same hours.
// On PGlite on disk under the system's temp folder and on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL, else postgres@127.0.0.1:5432; a database is created and dropped; skipped,
// saying so, when that server does not answer). Env: VIEWS_PER_DAY, TARGETS=pglite,postgres.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addDays, dateInZone, instantOfDay } from '../packages/core/src/index.ts';
import { ANALYTICS_DIMENSIONS } from '../apps/server/src/modules/analytics/store/events-store.ts';
import { AnalyticsReports } from '../apps/server/src/modules/analytics/analytics-reports.ts';
import { PgEventsStore } from '../apps/server/src/modules/analytics/store/pg-events-store.ts';
import { EventsOnlyStore } from '../apps/server/src/test/analytics-events-only.ts';
import { refreshDay } from '../apps/server/src/modules/analytics/store/pg-rollups.ts';
import { hourInZone } from '../apps/server/src/modules/analytics/time-windows.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createPostgresDatabase } from './server-process.mjs';
import { call, measure, ms, owner } from './support.mjs';

process.env.BENCH_DATABASE_URL ??=
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const ZONE = 'Europe/Berlin';
const DAYS = 2;
const DAY_MS = 86_400_000;
const VIEWS_PER_VISIT = 2.44;
/** Distinct visitors a day, as a share of the day's visits. */
const VISITORS_PER_VISIT = 0.7;
const VIEWS_PER_DAY = Number(process.env.VIEWS_PER_DAY ?? 111_000);
const TARGETS = (process.env.TARGETS ?? 'pglite,postgres').split(',');
const LIST_LIMIT = 10;
/** Today's figures as the collector leaves them: made up to two minutes ago at most. */
const TAIL_MS = 2 * 60_000;

const int = (n) => Math.round(n).toLocaleString('en-US');

/** One of 200 paths, `r` in [0, 1): the home page and the first pages far more often. */
const pathOf = (r) => `(case floor(200 * power(${r}, 2.5))::int when 0 then '/'
  else (case when floor(200 * power(${r}, 2.5)) < 20 then '/page-' else '/blog/article-' end)
    || floor(200 * power(${r}, 2.5))::int end)`;

const pick = (values, r) =>
  `(array[${values.map((v) => `'${v}'`).join(',')}])[1 + floor(${r} * ${values.length})::int]`;

const COUNTRIES = [
  'Germany',
  'Austria',
  'Switzerland',
  'Netherlands',
  'France',
  'United States',
  'United Kingdom',
  'Poland',
  'Italy',
  'Spain',
  'Belgium',
  'Denmark',
  'Sweden',
  'Czechia',
  'Canada',
  'Norway',
  'Portugal',
  'Ireland',
  'Finland',
  'Unknown',
];

/**
 * `visits` visits spread evenly from `from` to `to`. A visitor's number is its local day's
 * (days since 1970 in the high bits) and one of the day's visitors; a visit that would run over
 * local midnight begins earlier, so it ends before it.
 */
function visitsInsert(websiteId, from, to, visits) {
  const spacing = (to - from) / 1000 / visits;
  const visitorsPerDay = Math.max(
    1,
    Math.round((VIEWS_PER_DAY / VIEWS_PER_VISIT) * VISITORS_PER_VISIT),
  );
  const dayOf = (column) => `((${column}) at time zone '${ZONE}')::date`;
  return `insert into analytics_visits (id, website_id, visitor, started_at, last_at, views,
      entry_path, source, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, os,
      country, conversions, revenue)
    select i, '${websiteId}',
      ((${dayOf('started')} - date '1970-01-01')::bigint << 32) + floor(rx * ${visitorsPerDay})::bigint,
      started, started + length, views,
      ${pathOf('rp')}, source,
      case source
        when 'search' then ${pick(['google.com', 'bing.com', 'duckduckgo.com', 'ecosia.org'], 'rr')}
        when 'social' then ${pick(['facebook.com', 'instagram.com', 't.co', 'linkedin.com', 'reddit.com'], 'rr')}
        when 'referral' then 'partner-' || floor(rr * 60)::int || '.example'
      end,
      case when ru < 0.08 then ${pick(['newsletter', 'facebook', 'google', 'instagram'], 'ru / 0.08')} end,
      case when ru < 0.08 then ${pick(['email', 'social', 'cpc', 'social'], 'ru / 0.08')} end,
      case when ru < 0.08 then 'campaign-' || (i % 12) end,
      device,
      case device
        when 'desktop' then ${pick(['Chrome', 'Chrome', 'Chrome', 'Chrome', 'Edge', 'Firefox', 'Safari'], 'rb')}
        when 'mobile' then ${pick(['Mobile Safari', 'Mobile Safari', 'Chrome', 'Chrome', 'Samsung Browser'], 'rb')}
        else ${pick(['Mobile Safari', 'Mobile Safari', 'Chrome'], 'rb')}
      end,
      case device
        when 'desktop' then case when rb >= 6.0 / 7 then 'Mac OS' else ${pick(['Windows', 'Windows', 'Windows', 'Mac OS', 'Linux'], 'ro')} end
        else case when rb < (case device when 'tablet' then 2.0 / 3 else 0.4 end) then 'iOS' else 'Android' end
      end,
      ${pick(COUNTRIES, 'power(rc, 2)')},
      case when rk < 0.02 then 1 else 0 end,
      case when rk < 0.01 then 1500 + floor(rk * 1e6)::int % 10000 else 0 end
    from (select *, case when ${dayOf('first + length')} <> ${dayOf('first')}
          then first - length - interval '1 second' else first end as started
      from (select *, (views - 1) * step * interval '1 second' as length
        from (select i,
            timestamptz '${new Date(from).toISOString()}' + ((i - 1) * ${spacing} + random() * ${Math.min(spacing, 60)}) * interval '1 second' as first,
            case when rv < 0.45 then 1 when rv < 0.65 then 2 when rv < 0.77 then 3 when rv < 0.85 then 4
              when rv < 0.91 then 5 when rv < 0.95 then 6 when rv < 0.98 then 7 else 8 end as views,
            case when rs < 0.40 then 'direct' when rs < 0.70 then 'search' when rs < 0.82 then 'social'
              when rs < 0.95 then 'referral' else 'email' end as source,
            case when rd < 0.55 then 'desktop' when rd < 0.95 then 'mobile' else 'tablet' end as device,
            15 + floor(rt * 170) as step, rx, rp, rr, ru, rb, ro, rc, rk
          from (select i, random() as rv, random() as rs, random() as rd, random() as rt,
              random() as rx, random() as rp, random() as rr, random() as ru, random() as rb,
              random() as ro, random() as rc, random() as rk
            from generate_series(1, ${visits}) as i offset 0) as r
          offset 0) as v
        offset 0) as l
      offset 0) as s
    where started + length < timestamptz '${new Date(to).toISOString()}'`;
}

/** Each visit's views, evenly apart from its start to its last view (the first on its entry page), stored in time order as the server writes them. */
const VIEWS_INSERT = `insert into analytics_page_views (website_id, at, visit_id, visitor, path)
  select website_id, started_at + g * (last_at - started_at) / greatest(views - 1, 1), id, visitor,
    case when g = 0 then entry_path else ${pathOf('random()')} end
  from analytics_visits cross join lateral generate_series(0, views - 1) as g
  order by 2`;

/** The app on a fresh database of the given kind whose clock reads `now`. */
async function appAt(kind, now) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir }), webDist: path.join(dataDir, 'none') };
  let drop = async () => {};
  let database;
  if (kind === 'postgres') {
    const created = await createPostgresDatabase(process.env.BENCH_DATABASE_URL);
    database = await openDatabase({ kind: 'postgres', url: created.url });
    drop = created.drop;
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir });
  }
  const app = await buildApp({ config, database, now: () => now });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function execute(db, text) {
  return (await db.execute(sql.raw(text))).rows;
}

async function run(kind) {
  // The last half minute of 18:00 in the zone, today or yesterday: most of the day before it
  // and a full hour under way (the events after the figures' last making are read as they are).
  const today = dateInZone(Date.now(), ZONE);
  const at = (day) => instantOfDay(day, 18 * 60 + 59, ZONE) + 30_000;
  const now = at(today) <= Date.now() ? at(today) : at(addDays(today, -1));
  const bench = await appAt(kind, now);
  const { app, database } = bench;
  const { db } = database;
  const label = kind.padEnd(8);
  try {
    const { token } = await owner(app);
    const site = await call(app, 'POST', '/api/websites', token, {
      name: 'Busy Bakery',
      subdomain: 'busy-bakery',
      timezone: ZONE,
    });
    const from = now - DAYS * DAY_MS;

    let start = performance.now();
    await execute(
      db,
      visitsInsert(site.id, from, now, Math.round((VIEWS_PER_DAY * DAYS) / VIEWS_PER_VISIT)),
    );
    await execute(db, VIEWS_INSERT);
    await execute(db, 'analyze analytics_visits');
    await execute(db, 'analyze analytics_page_views');
    // The hourly upkeep the collector runs (time indexes summarised; nothing is old enough to go).
    await new PgEventsStore(db).prune(new Date(from - DAY_MS));
    const loadMs = performance.now() - start;
    const [counts] = await execute(
      db,
      `select (select count(*) from analytics_page_views where at >= '${new Date(now - DAY_MS).toISOString()}')::int as day_views,
        (select count(*) from analytics_page_views)::int as views,
        (select count(*) from analytics_visits)::int as visits`,
    );
    start = performance.now();
    const days = [];
    for (let day = dateInZone(from, ZONE); day <= dateInZone(now, ZONE); day = addDays(day, 1)) {
      await refreshDay(db, { websiteId: site.id, timeZone: ZONE, day }, new Date(now - TAIL_MS));
      days.push(day);
    }
    const refreshMs = performance.now() - start;
    await execute(db, 'analyze');
    console.log(
      `  ${label} load: ${int(counts.views)} page views in ${int(counts.visits)} visits over ${DAYS} days ` +
        `(${int(counts.day_views)} in the last 24 hours) in ${(loadMs / 1000).toFixed(1)} s; ` +
        `rollups of ${days.length} days in ${ms(refreshMs)} (${ms(refreshMs / days.length)} a day)`,
    );

    // What the range read before: the events of the last 24 hours (and the 24 before, for the
    // comparison) for totals and breakdowns, the hourly rollups for the chart.
    const store = new PgEventsStore(db);
    const last24 = {
      websiteId: site.id,
      timeZone: ZONE,
      from: new Date(now - DAY_MS),
      to: new Date(now),
    };
    const rawReading = () =>
      Promise.all([
        store.spanTotals(last24),
        store.spanTotals({
          ...last24,
          from: new Date(now - 2 * DAY_MS),
          to: new Date(now - DAY_MS),
        }),
        ...ANALYTICS_DIMENSIONS.map((dimension) =>
          store.spanBreakdown(last24, dimension, LIST_LIMIT),
        ),
        store.hourSeries(site.id, hourInZone(now - DAY_MS, ZONE), hourInZone(now, ZONE)),
      ]);
    const raw = await measure(5, rawReading);
    console.log(
      `  ${label} before: totals, lists and chart of 24 hours from the raw rows   median ${ms(raw.median).padStart(9)} (min ${ms(raw.min)}, max ${ms(raw.max)})`,
    );

    const query = `websiteId=${site.id}&timeRange=24h`;
    const endpoints = [
      ['GET /api/analytics/dashboard', `/api/analytics/dashboard?${query}`],
      ['GET /api/analytics (record)  ', `/api/analytics?${query}`],
      ['GET /api/analytics/export    ', `/api/analytics/export?${query}`],
    ];
    const served = {};
    const time = async (name, url) => {
      const t = await measure(5, async () => {
        const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        served[url] = url.includes('/export') ? res.body : res.json().data;
      });
      return `${name} median ${ms(t.median).padStart(8)} (min ${ms(t.min)}, max ${ms(t.max)})`;
    };
    for (const [name, url] of endpoints) {
      console.log(
        `  ${label} now: ${await time(name, url)}, figures made ${TAIL_MS / 60_000} minutes ago`,
      );
    }
    const dashboard = served[endpoints[0][1]];
    const m = dashboard.metrics;
    console.log(
      `  ${label} shows ${int(m.pageViews.value)} views, ${int(m.visits.value)} visits, ${int(m.visitors.value)} visitors ` +
        `(previous 24 hours: ${int(m.pageViews.previous)} views, ${int(m.visitors.previous)} visitors), ` +
        `${dashboard.topPages.length} top pages, ${dashboard.series.length} hours`,
    );
    await compare(label, db, site, now, served, endpoints);

    // Had today's figures last been made an hour ago, the events of that hour are read as they are.
    await refreshDay(
      db,
      { websiteId: site.id, timeZone: ZONE, day: dateInZone(now, ZONE) },
      new Date(now - 3_600_000),
    );
    console.log(
      `  ${label} now: ${await time(endpoints[0][0], endpoints[0][1])}, figures made an hour ago`,
    );
    await compare(label, db, site, now, served, endpoints.slice(0, 1));
  } finally {
    await bench.close();
  }
}

/** What the endpoints served against the same reports read from the raw rows alone. */
async function compare(label, db, site, now, served, endpoints) {
  const [{ user_id: userId }] = await execute(
    db,
    `select user_id from websites where id = '${site.id}'`,
  );
  const fromEvents = new AnalyticsReports({
    db,
    store: new EventsOnlyStore(db),
    collector: null,
    now: () => now,
  });
  const expected = {
    dashboard: await fromEvents.dashboard(userId, site.id, '24h'),
    record: [await fromEvents.record(userId, site.id, '24h')],
    export: await fromEvents.exportCsv(userId, site.id, '24h'),
  };
  const differing = endpoints
    .map(([, url]) =>
      url.includes('/dashboard') ? 'dashboard' : url.includes('/export') ? 'export' : 'record',
    )
    .filter((key, i) => JSON.stringify(served[endpoints[i][1]]) !== JSON.stringify(expected[key]));
  console.log(
    `  ${label} the raw rows of the same hours give ${int(expected.dashboard.metrics.pageViews.value)} views, ` +
      `${int(expected.dashboard.metrics.visitors.value)} visitors: ` +
      (differing.length === 0
        ? `every figure the same (${endpoints.length === 1 ? 'dashboard' : 'dashboard, record and export'})`
        : `OTHER FIGURES in ${differing.join(', ')}`),
  );
  if (differing.length > 0) process.exitCode = 1;
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let failed = false;
try {
  console.log(
    `Analytics' 24 hours of one website (${ZONE}) at ${int(VIEWS_PER_DAY)} page views a day; load average before: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  for (const kind of TARGETS) {
    if (kind === 'postgres' && !(await postgresAnswers())) {
      console.log(`postgres: no server answers at ${process.env.BENCH_DATABASE_URL}: skipped`);
      continue;
    }
    console.log(`${kind}:`);
    await run(kind);
  }
} catch (error) {
  failed = true;
  console.error(error);
}
process.exit(failed || process.exitCode ? 1 : 0);
