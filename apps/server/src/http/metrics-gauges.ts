import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox, orders, posts } from '../db/schema.ts';
import { WEBHOOK_GRACE_MS } from '../modules/orders/card-order-handler.ts';
import type { PageViewCollector } from '../modules/analytics/page-view-collector.ts';
import type { SiteCacheStats } from '../modules/sites/site-responder.ts';
import { labelSet, type Exposition } from './metrics-exposition.ts';

export interface GaugeSources {
  database: Database;
  /** The site responder's caches. */
  siteCaches: () => SiteCacheStats;
  /** Page views waiting to be written; null when analytics are off. */
  analytics: Pick<PageViewCollector, 'backlog'> | null;
  /** The clock of the background jobs (milliseconds), against which their lag is measured. */
  now: () => number;
}

/** The work with a due time, its lag and the query that finds it (see `backlogQuery`). */
const JOBS = ['mail', 'stock_holds', 'card_checkouts', 'scheduled_posts'] as const;
const JOB_LABELS = JOBS.map((job) => labelSet({ job }));

const CACHE_LABELS = {
  render: labelSet({ cache: 'render' }),
  release: labelSet({ cache: 'release' }),
  directory: labelSet({ cache: 'directory' }),
};
const hitMiss = (cache: string) => ({
  hit: labelSet({ cache, result: 'hit' }),
  miss: labelSet({ cache, result: 'miss' }),
});
const CACHE_RESULT_LABELS = {
  render: hitMiss('render'),
  release: hitMiss('release'),
  directory: hitMiss('directory'),
};
const POOL_LABELS = {
  total: labelSet({ state: 'total' }),
  idle: labelSet({ state: 'idle' }),
  waiting: labelSet({ state: 'waiting' }),
};

/**
 * Everything the database says about waiting work, in one statement of small aggregates, each
 * on an index (the outbox's pending mail, orders' stock holds) or a small table (posts). A job's
 * lag is how long its oldest due item has been due: 0 when nothing waits. The conditions are
 * those of the jobs themselves: mail/outbox-worker.ts, orders/stock-holds.ts,
 * orders/card-order-handler.ts (the checkout reconciler) and posts/post-announcer.ts.
 */
function backlogQuery(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const cardDue = sql`${new Date(now.getTime() - WEBHOOK_GRACE_MS).toISOString()}::timestamptz`;
  const lag = (oldest: SQL) => sql`coalesce(extract(epoch from (${at} - (${oldest}))), 0)`;
  return sql`select
    (select count(*) from ${mailOutbox}
      where ${mailOutbox.status} = 'PENDING' and ${mailOutbox.sendAfter} <= ${at}) as mail_due,
    (select count(*) from ${mailOutbox}
      where ${mailOutbox.status} = 'PENDING' and ${mailOutbox.sendAfter} > ${at}) as mail_scheduled,
    ${lag(sql`select min(${mailOutbox.sendAfter}) from ${mailOutbox}
      where ${mailOutbox.status} = 'PENDING' and ${mailOutbox.sendAfter} <= ${at}`)} as mail,
    ${lag(sql`select min(${orders.stockHeldUntil}) from ${orders}
      where ${orders.stockHeldUntil} < ${at} and ${orders.status} = 'PENDING'
        and ${orders.paymentStatus} in ('PENDING', 'FAILED') and ${orders.paymentMethod} <> 'card'`)}
      as stock_holds,
    ${lag(sql`select min(${orders.stockHeldUntil}) + make_interval(secs => ${WEBHOOK_GRACE_MS / 1000})
      from ${orders}
      where ${orders.stockHeldUntil} < ${cardDue} and ${orders.paymentMethod} = 'card'
        and ${orders.paymentStatus} = 'PENDING' and ${orders.status} <> 'CANCELLED'
        and ${orders.paymentSessionId} is not null`)} as card_checkouts,
    ${lag(sql`select min(${posts.publishedAt}) from ${posts}
      where ${posts.status} = 'scheduled' and ${posts.announcedAt} is null
        and ${posts.liveRevisionId} is not null and ${posts.publishedAt} <= ${at}`)}
      as scheduled_posts`;
}

type BacklogRow = Record<'mail_due' | 'mail_scheduled' | (typeof JOBS)[number], string | number>;

/**
 * The gauges read when scraped: the database's backlog, its connections, the sites' caches, the
 * analytics batch and the process itself. The event loop's delay is sampled all along (a libuv
 * timer every 20 ms) and reported since the previous scrape.
 */
export class Gauges {
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 20 });

  constructor(private readonly sources: GaugeSources) {
    this.loopDelay.enable();
  }

  stop(): void {
    this.loopDelay.disable();
  }

  async write(out: Exposition): Promise<void> {
    await this.writeDatabase(out);
    this.writeSiteCaches(out);
    this.writeAnalytics(out);
    this.writeProcess(out);
  }

  private async writeDatabase(out: Exposition): Promise<void> {
    const { database, now } = this.sources;
    const started = performance.now();
    let row: BacklogRow | undefined;
    try {
      const result = (await database.db.execute(backlogQuery(new Date(now())))) as unknown as {
        rows: BacklogRow[];
      };
      row = result.rows[0];
    } catch {
      row = undefined;
    }
    const took = (performance.now() - started) / 1000;
    out.family('tessera_database_up', 'gauge', 'Whether the database answered this scrape.');
    out.sample('tessera_database_up', labelSet({ database: database.kind }), row ? 1 : 0);
    out.gauge(
      'tessera_database_scrape_seconds',
      "How long this scrape's database query took.",
      took,
    );
    const pool = database.pool?.();
    out.family(
      'tessera_database_connections',
      'gauge',
      'Database connections: in the pool (PostgreSQL), idle, and queries waiting for one. The embedded database is one connection.',
    );
    out.sample('tessera_database_connections', POOL_LABELS.total, pool ? pool.total : 1);
    if (pool) {
      out.sample('tessera_database_connections', POOL_LABELS.idle, pool.idle);
      out.sample('tessera_database_connections', POOL_LABELS.waiting, pool.waiting);
    }
    out.gauge(
      'tessera_database_connections_max',
      'The most connections the pool opens.',
      pool ? pool.max : 1,
    );
    if (!row) return;
    out.gauge(
      'tessera_outbox_depth',
      'Mail in the outbox that is due and not yet sent.',
      Number(row.mail_due),
    );
    out.gauge(
      'tessera_outbox_scheduled',
      'Mail in the outbox waiting for its time (reminders, retries after a failure).',
      Number(row.mail_scheduled),
    );
    out.gauge(
      'tessera_outbox_oldest_age_seconds',
      'How long the oldest due mail of the outbox has been waiting; 0 when none is.',
      Number(row.mail),
    );
    out.family(
      'tessera_job_lag_seconds',
      'gauge',
      'How long the oldest item due for a background job has been due; 0 when none is.',
    );
    JOBS.forEach((job, i) =>
      out.sample('tessera_job_lag_seconds', JOB_LABELS[i]!, Number(row[job])),
    );
  }

  private writeSiteCaches(out: Exposition): void {
    const stats = this.sources.siteCaches();
    const requests = 'tessera_site_cache_requests_total';
    out.family(
      requests,
      'counter',
      "Published sites' cache lookups: rendered responses, parsed releases and the host directory.",
    );
    for (const cache of ['render', 'release', 'directory'] as const) {
      out.sample(requests, CACHE_RESULT_LABELS[cache].hit, stats[cache].hits);
      out.sample(requests, CACHE_RESULT_LABELS[cache].miss, stats[cache].misses);
    }
    out.family('tessera_site_cache_entries', 'gauge', "Entries in the published sites' caches.");
    out.sample('tessera_site_cache_entries', CACHE_LABELS.render, stats.render.entries);
    out.sample('tessera_site_cache_entries', CACHE_LABELS.release, stats.release.entries);
    out.family('tessera_site_cache_bytes', 'gauge', "Bytes held by the published sites' caches.");
    out.sample('tessera_site_cache_bytes', CACHE_LABELS.render, stats.render.bytes);
    out.sample('tessera_site_cache_bytes', CACHE_LABELS.release, stats.release.bytes);
  }

  private writeAnalytics(out: Exposition): void {
    const analytics = this.sources.analytics;
    if (!analytics) return;
    const { pending, oldestAt, lastFlushedAt } = analytics.backlog();
    const wall = Date.now();
    out.gauge(
      'tessera_analytics_pending_events',
      'Page views (distinct requests) and conversions served but not yet written.',
      pending,
    );
    out.gauge(
      'tessera_analytics_batch_lag_seconds',
      'How long ago the oldest page view not yet written was served; 0 when none waits.',
      oldestAt === null ? 0 : Math.max(0, (wall - oldestAt) / 1000),
    );
    out.gauge(
      'tessera_analytics_last_flush_age_seconds',
      'Time since the analytics batch was last written (every second while healthy).',
      Math.max(0, (wall - lastFlushedAt) / 1000),
    );
  }

  private writeProcess(out: Exposition): void {
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    out.gauge(
      'process_start_time_seconds',
      'When the process started, in seconds since the Unix epoch.',
      Math.round(performance.timeOrigin) / 1000,
    );
    out
      .family('process_cpu_seconds_total', 'counter', 'CPU time the process has used.')
      .sample('process_cpu_seconds_total', '', (cpu.user + cpu.system) / 1e6);
    out.gauge('process_resident_memory_bytes', 'Resident memory of the process.', memory.rss);
    out.gauge('nodejs_heap_used_bytes', 'JavaScript heap in use.', memory.heapUsed);
    const delay = this.loopDelay;
    const sampled = delay.count > 0;
    out.gauge(
      'nodejs_eventloop_delay_p99_seconds',
      "The event loop's 99th percentile delay since the previous scrape.",
      sampled ? delay.percentile(99) / 1e9 : 0,
    );
    out.gauge(
      'nodejs_eventloop_delay_max_seconds',
      "The event loop's longest delay since the previous scrape.",
      sampled ? delay.max / 1e9 : 0,
    );
    delay.reset();
  }
}
