// The Analytics screen over a busy website: EVENTS page views (default 10 million) for one
// website in Europe/Berlin over the last 90 days, as ~EVENTS / 2.44 visits of 1 to 8 views
// (45% bounces), 200 pages (a few much more viewed than the rest), sources, referrers, campaigns
// (8% of visits), devices, browsers, systems and 20 countries mixed, visitors repeating within a
// day (each day's visitor ids are new, as the daily salt makes them). Visits arrive evenly in
// time and are stored in that order, as the server writes them.
//   1. load: the rows written straight into analytics_visits and analytics_page_views with
//      `insert ... select generate_series(...)` in chunks, then ANALYZE;
//   2. rollups: the server's own refreshDay (store/pg-rollups.ts) for every day with events, then
//      for the 90 empty days before them (the 90-day range's previous period);
//   3. GET /api/analytics/dashboard (through app.inject) for 90d, 30d, 7d and 24h: median of 5
//      after one warm-up;
//   4. storage of the four tables and raw bytes per million events.
// On PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, else postgres@127.0.0.1:5432; a
// database is created and dropped; skipped, saying so, when that server does not answer) and on
// PGlite on disk under the system's temp folder. Takes a quarter of an hour on two cores.
// Env: EVENTS (both), PGLITE_EVENTS (PGlite only, default EVENTS), TARGETS=postgres,pglite.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addDays, dateInZone } from '../packages/core/src/index.ts';
import { refreshDay } from '../apps/server/src/modules/analytics/store/pg-rollups.ts';
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
const DAYS = 90;
const DAY_MS = 86_400_000;
/** Mean views per visit of the distribution below. */
const VIEWS_PER_VISIT = 2.44;
/** Distinct visitors a day, as a share of the day's visits. */
const VISITORS_PER_VISIT = 0.7;
const CHUNK_VISITS = 250_000;
const RANGES = ['90d', '30d', '7d', '24h'];
const EVENTS = Number(process.env.EVENTS ?? 10_000_000);
const PGLITE_EVENTS = Number(process.env.PGLITE_EVENTS ?? EVENTS);
const TARGETS = (process.env.TARGETS ?? 'postgres,pglite').split(',');

const int = (n) => Math.round(n).toLocaleString('en-US');
const seconds = (msValue) => `${(msValue / 1000).toFixed(1)} s`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Visits `first`..`last` of `visits`, spread evenly from `from` over DAYS days. */
function visitsInsert(websiteId, from, visits, first, last) {
  const spacing = (DAYS * 86_400) / visits;
  const visitorsPerDay = Math.max(1, Math.round((visits / DAYS) * VISITORS_PER_VISIT));
  return `insert into analytics_visits (${VISIT_COLUMNS})
    select i, '${websiteId}',
      (floor((i - 1) * ${spacing} / 86400)::bigint << 32) + floor(rx * ${visitorsPerDay})::bigint,
      started, started + (views - 1) * step * interval '1 second', views,
      ${MIXED_COLUMNS}
    from ${drawnVisits({ first, last, from, spacing, startColumn: 'started' })} as v`;
}

/** The views of visits `first`..`last`, in the order they were made. */
function viewsInsert(first, last) {
  return `${VIEWS_FROM_VISITS}
    where id between ${first} and ${last}
    order by id, g`;
}

async function execute(db, text) {
  return (await db.execute(sql.raw(text))).rows;
}

async function run(kind, events) {
  const visits = Math.round(events / VIEWS_PER_VISIT);
  const bench = await benchApp(kind);
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
    const now = Date.now();
    const from = new Date(now - DAYS * DAY_MS);

    let start = performance.now();
    for (let first = 1; first <= visits; first += CHUNK_VISITS) {
      const last = Math.min(visits, first + CHUNK_VISITS - 1);
      await execute(db, visitsInsert(site.id, from, visits, first, last));
      await execute(db, viewsInsert(first, last));
      if (kind === 'pglite' && (last / CHUNK_VISITS) % 4 === 0)
        console.log(
          `  ${label} ... ${int(last)} of ${int(visits)} visits after ${seconds(performance.now() - start)}`,
        );
    }
    await execute(db, 'analyze analytics_visits');
    await execute(db, 'analyze analytics_page_views');
    const loadMs = performance.now() - start;
    const [counts] = await execute(
      db,
      `select (select count(*) from analytics_page_views)::int as views,
        (select count(*) from analytics_visits)::int as visits,
        (select count(*) from analytics_visits where views = 1)::int as bounces`,
    );
    console.log(
      `  ${label} load: ${int(counts.views)} page views in ${int(counts.visits)} visits ` +
        `(${((counts.bounces / counts.visits) * 100).toFixed(1)}% bounces) in ${seconds(loadMs)} with ANALYZE ` +
        `(${int(counts.views / (loadMs / 1000))} views/s)`,
    );

    const lastDay = dateInZone(now, ZONE);
    const firstDay = dateInZone(from.getTime(), ZONE);
    const refresh = async (first, last) => {
      const begin = performance.now();
      let days = 0;
      for (let day = first; day <= last; day = addDays(day, 1), days++)
        // Up to now, as the collector makes them: today's hours then end where the events take over.
        await refreshDay(db, { websiteId: site.id, timeZone: ZONE, day }, new Date(now));
      return { days, took: performance.now() - begin };
    };
    const filled = await refresh(firstDay, lastDay);
    const empty = await refresh(addDays(firstDay, -DAYS), addDays(firstDay, -1));
    console.log(
      `  ${label} rollups (refreshDay: hours, days and the chart's hours): ${filled.days} days with events in ${seconds(filled.took)} ` +
        `(${ms(filled.took / filled.days)} a day); ${empty.days} empty days before them in ${seconds(empty.took)}`,
    );

    for (const range of RANGES) {
      const url = `/api/analytics/dashboard?websiteId=${site.id}&timeRange=${range}`;
      let dashboard;
      const time = await measure(5, async () => {
        dashboard = await call(app, 'GET', url, token);
      });
      const m = dashboard.metrics;
      console.log(
        `  ${label} dashboard ${range.padEnd(3)} median ${ms(time.median).padStart(10)} (min ${ms(time.min)}, max ${ms(time.max)})` +
          `   shows ${int(m.pageViews.value)} views, ${int(m.visits.value)} visits, ${int(m.visitors.value)} visitors, ` +
          `${dashboard.topPages.length} top pages, ${dashboard.series.length} buckets`,
      );
    }

    const sizes = {};
    for (const table of [
      'analytics_page_views',
      'analytics_visits',
      'analytics_daily',
      'analytics_hourly',
    ]) {
      const [row] = await execute(db, `select pg_total_relation_size('${table}')::bigint as bytes`);
      sizes[table] = Number(row.bytes);
    }
    const raw = sizes.analytics_page_views + sizes.analytics_visits;
    console.log(
      `  ${label} storage (with indexes): ${Object.entries(sizes)
        .map(([table, bytes]) => `${table} ${mb(bytes)}`)
        .join(', ')}`,
    );
    console.log(
      `  ${label} raw tables: ${mb((raw / counts.views) * 1e6)} per million page views ` +
        `(${int(raw / counts.views)} bytes a view, its visit's share included)`,
    );
  } finally {
    await bench.close();
  }
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
    `Analytics of one website (${ZONE}) over ${DAYS} days; load average before: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  for (const kind of TARGETS) {
    if (kind === 'postgres' && !(await postgresAnswers())) {
      console.log(`postgres: no server answers at ${process.env.BENCH_DATABASE_URL}: skipped`);
      continue;
    }
    const events = kind === 'pglite' ? PGLITE_EVENTS : EVENTS;
    console.log(
      `${kind}: ${int(events)} page views asked for` +
        (events !== EVENTS ? ` (PGLITE_EVENTS: fewer than the ${int(EVENTS)} on PostgreSQL)` : ''),
    );
    await run(kind, events);
  }
} catch (error) {
  failed = true;
  console.error(error);
}
process.exit(failed ? 1 : 0);
