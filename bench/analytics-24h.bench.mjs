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
import {
  MIXED_COLUMNS,
  VIEWS_FROM_VISITS,
  VISIT_COLUMNS,
  drawnVisits,
} from './analytics-visits.mjs';
import { benchApp, call, measure, ms, owner } from './support.mjs';

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
  return `insert into analytics_visits (${VISIT_COLUMNS})
    select i, '${websiteId}',
      ((${dayOf('started')} - date '1970-01-01')::bigint << 32) + floor(rx * ${visitorsPerDay})::bigint,
      started, started + length, views,
      ${MIXED_COLUMNS}
    from (select *, case when ${dayOf('first + length')} <> ${dayOf('first')}
          then first - length - interval '1 second' else first end as started
      from (select *, (views - 1) * step * interval '1 second' as length
        from ${drawnVisits({ first: 1, last: visits, from: new Date(from), spacing, startColumn: 'first' })} as v
        offset 0) as l
      offset 0) as s
    where started + length < timestamptz '${new Date(to).toISOString()}'`;
}

/** Every visit's views, stored in time order as the server writes them. */
const VIEWS_INSERT = `${VIEWS_FROM_VISITS}
  order by 2`;

async function execute(db, text) {
  return (await db.execute(sql.raw(text))).rows;
}

async function run(kind) {
  // The last half minute of 18:00 in the zone, today or yesterday: most of the day before it
  // and a full hour under way (the events after the figures' last making are read as they are).
  const today = dateInZone(Date.now(), ZONE);
  const at = (day) => instantOfDay(day, 18 * 60 + 59, ZONE) + 30_000;
  const now = at(today) <= Date.now() ? at(today) : at(addDays(today, -1));
  const bench = await benchApp(kind, {}, { now: () => now });
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
