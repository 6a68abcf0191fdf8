import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { websites } from '../../db/schema.ts';
import type { CountryLookup } from './collect/geoip.ts';
import { trafficOrigin } from './collect/traffic-source.ts';
import { clientOf } from './collect/user-agent.ts';
import { localDayOf, visitorId } from './collect/visitor-id.ts';
import type { DailySalts } from './daily-salts.ts';
import type { AnalyticsEventsStore, ConversionEvent, PageViewEvent } from './store/events-store.ts';

/** A page view as served: the address and user agent live only in memory, until the next flush. */
export interface ServedPageView {
  websiteId: string;
  at: number;
  path: string;
  /** The raw query string, for UTM tags. */
  query: string;
  /** The host that served it, so links between the site's own pages are not a source. */
  host: string;
  referrer: string | undefined;
  address: string;
  userAgent: string;
  /** How many times it was asked for (the same request again within the second adds here). */
  times?: number;
}

/** Whether two views are the same request of the same visitor within one second. */
function sameRequest(a: ServedPageView, b: ServedPageView): boolean {
  return (
    Math.floor(a.at / 1000) === Math.floor(b.at / 1000) &&
    a.path === b.path &&
    a.userAgent === b.userAgent &&
    a.address === b.address &&
    a.query === b.query &&
    a.referrer === b.referrer &&
    a.host === b.host &&
    a.websiteId === b.websiteId
  );
}

/** A form sent, an order placed or a booking made, to be credited to the visit behind it. */
export interface ServedConversion {
  websiteId: string;
  at: number;
  address: string;
  userAgent: string;
  /** Minor units (0 for a message or a booking). */
  revenue: number;
}

export interface CollectorOptions {
  db: Db;
  store: AnalyticsEventsStore;
  salts: DailySalts;
  countries: CountryLookup;
  log?: FastifyBaseLogger;
  /** Raw events older than this many days are deleted; the daily and hourly figures stay. */
  retentionDays: number;
  now?: () => number;
}

const FLUSH_EVERY_MS = 1000;
/** A batch this large is written at once rather than at the next tick. */
const FLUSH_AT = 5000;
/** Held while the database is unreachable; beyond it the oldest are let go. */
const HELD_LIMIT = 200_000;
/** Rollups are remade at most this often (less when remaking takes long), or at once when read. */
const ROLLUPS_EVERY_MS = 10_000;
const QUARTER_HOUR_MS = 15 * 60_000;
/** Batches go every second: two seconds after a moment, what was served before it is written. */
const WRITTEN_WITHIN_MS = 2000;
/** The last 24 hours and the 24 before them reach into three days at most. */
const HOUR_FIGURES_KEPT_MS = 4 * 86_400_000;
const MAINTENANCE_EVERY_MS = 3_600_000;
const ZONES_FOR_MS = 60_000;

/** What makes two views one request: the same visitor, page, query, referrer and second. */
const requestKeyOf = (view: ServedPageView) =>
  `${view.websiteId}\0${Math.floor(view.at / 1000)}\0${view.address}\0${view.userAgent}\0${view.host}\0${view.path}\0${view.query}\0${view.referrer ?? ''}`;

/**
 * The batch's views with how often each was requested: the same visitor asking for the same page
 * (same address, user agent, query, referrer) within one second is one row of that many views,
 * so a reload storm or a load test costs the database one row, not thousands.
 */
export function collapseRepeats(views: readonly ServedPageView[]): Map<ServedPageView, number> {
  const firstOf = new Map<string, ServedPageView>();
  const counts = new Map<ServedPageView, number>();
  for (const view of views) {
    const key = requestKeyOf(view);
    const first = firstOf.get(key);
    const times = view.times ?? 1;
    if (first) {
      counts.set(first, counts.get(first)! + times);
    } else {
      firstOf.set(key, view);
      counts.set(view, times);
    }
  }
  return counts;
}

/**
 * Page views and conversions, gathered off the request path: serving a page only appends to an
 * array. Every second the batch is hashed, classified and written in one transaction, and at
 * shutdown whatever is left; the rollups follow every ten seconds or when they are read.
 */
export class PageViewCollector {
  /** This batch's distinct requests, each with how often it was made. */
  private pending = new Map<string, ServedPageView>();
  /** The request made last, compared first: one visitor reloading costs no lookup. */
  private last: ServedPageView | null = null;
  /** Views of a batch the database refused, tried again with the next. */
  private held: ServedPageView[] = [];
  private conversions: ServedConversion[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private nextRollups = 0;
  private lastRollups = 0;
  private lastMaintenance = 0;
  private readonly zones = new Map<string, { zone: string; until: number }>();
  private readonly now: () => number;
  /** When a flush last finished (wall clock), whether or not it had anything to write. */
  private lastFlushedAt = Date.now();

  constructor(private readonly options: CollectorOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * What waits to be written, for GET /metrics: views (distinct requests) and conversions, when
   * the oldest of them was served, and when a flush last finished.
   */
  backlog(): { pending: number; oldestAt: number | null; lastFlushedAt: number } {
    const oldest = this.held[0] ?? this.pending.values().next().value ?? this.conversions[0];
    return {
      pending: this.held.length + this.pending.size + this.conversions.length,
      oldestAt: oldest?.at ?? null,
      lastFlushedAt: this.lastFlushedAt,
    };
  }

  pageView(view: ServedPageView): void {
    // A repeat of a request of this second (a reload, many visitors in turn, a load test) is
    // counted on it, not kept again: a batch holds at most one entry per visitor and page.
    const last = this.last;
    if (last && sameRequest(last, view)) {
      last.times = (last.times ?? 1) + 1;
      return;
    }
    const key = requestKeyOf(view);
    const known = this.pending.get(key);
    if (known) {
      known.times = (known.times ?? 1) + 1;
      this.last = known;
      return;
    }
    this.pending.set(key, view);
    this.last = view;
    if (this.pending.size >= FLUSH_AT) void this.flush().catch(() => undefined);
  }

  conversion(conversion: ServedConversion): void {
    this.conversions.push(conversion);
  }

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /** Writes what is gathered; calls queue behind one another. */
  flush(): Promise<void> {
    const next = this.running
      .then(() => this.write())
      .then(() => {
        this.lastFlushedAt = Date.now();
      });
    this.running = next.catch(() => undefined);
    return next;
  }

  /** Everything gathered so far written and its figures made, for one website or all. */
  async settle(websiteIds?: readonly string[]): Promise<void> {
    await this.flush();
    await this.refreshRollups(websiteIds);
  }

  /**
   * The figures take what is dated before now: what this process gathered before is written. The
   * last 24 hours read later events (another process's batch of the same moment) as they are.
   */
  private refreshRollups(websiteIds?: readonly string[]): Promise<void> {
    return this.options.store.refreshRollups(websiteIds, { upTo: new Date(this.now()) });
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.settle();
  }

  private async tick(): Promise<void> {
    try {
      await this.flush();
      const now = this.now();
      // A local day ended (every zone's days end on a quarter hour) and its last batch is
      // written: its figures are made now, so the last 24 hours seldom remake it themselves.
      const quarter = (at: number) => Math.floor((at - WRITTEN_WITHIN_MS) / QUARTER_HOUR_MS);
      const hourMayHaveEnded = quarter(now) !== quarter(this.lastRollups);
      if (now >= this.nextRollups || hourMayHaveEnded) {
        this.lastRollups = now;
        await this.refreshRollups();
        // A busy day takes longer to remake: the database spends at most a thirtieth of its time
        // on it. Reading the figures remakes what this process wrote first, so they stay exact.
        const took = this.now() - now;
        this.nextRollups = now + Math.max(ROLLUPS_EVERY_MS, took * 30);
      }
      if (now - this.lastMaintenance >= MAINTENANCE_EVERY_MS) {
        this.lastMaintenance = now;
        await this.maintain(new Date(now));
      }
    } catch (error) {
      this.options.log?.error({ err: error }, 'Page views could not be written; trying again');
    }
  }

  /**
   * Deletes the salts of finished days, the raw events past the retention, and the hour figures
   * of days no longer in the last 24 hours or the 24 before them.
   */
  async maintain(now: Date): Promise<void> {
    await this.options.salts.rotate(now);
    await this.options.store.prune(
      new Date(now.getTime() - this.options.retentionDays * 86_400_000),
      new Date(now.getTime() - HOUR_FIGURES_KEPT_MS),
    );
  }

  private async write(): Promise<void> {
    const views = [...this.held, ...this.pending.values()];
    const conversions = this.conversions;
    if (views.length === 0 && conversions.length === 0) return;
    // Taken whole: a view counted after this moment goes to the next batch.
    this.held = [];
    this.pending = new Map();
    this.last = null;
    this.conversions = [];
    try {
      const repeated = collapseRepeats(views);
      const distinct = [...repeated.keys()];
      const zones = await this.zonesOf([...distinct, ...conversions].map((e) => e.websiteId));
      const hashed = await this.hash([...distinct, ...conversions], zones);
      const viewEvents: PageViewEvent[] = [];
      distinct.forEach((view, i) => {
        const zone = zones.get(view.websiteId);
        if (!zone) return; // the website is gone
        const origin = trafficOrigin({
          referrer: view.referrer,
          ownHost: view.host,
          query: view.query,
        });
        if (origin === 'spam') return;
        const client = clientOf(view.userAgent);
        viewEvents.push({
          websiteId: view.websiteId,
          timeZone: zone,
          at: new Date(view.at),
          visitor: hashed[i]!,
          path: view.path,
          views: repeated.get(view)!,
          ...origin,
          ...client,
          country: this.options.countries.countryOf(view.address),
        });
      });
      const conversionEvents: ConversionEvent[] = [];
      conversions.forEach((conversion, i) => {
        const zone = zones.get(conversion.websiteId);
        if (!zone) return;
        conversionEvents.push({
          websiteId: conversion.websiteId,
          timeZone: zone,
          at: new Date(conversion.at),
          visitor: hashed[distinct.length + i]!,
          revenue: conversion.revenue,
        });
      });
      await this.options.store.write(viewEvents, conversionEvents);
    } catch (error) {
      // Kept for the next try, the oldest let go if the database stays away too long.
      this.held = views.slice(-HELD_LIMIT);
      this.conversions = [...conversions, ...this.conversions].slice(-HELD_LIMIT);
      throw error;
    }
  }

  /** Each event's visitor: a hash under the salt of its day in the website's zone. */
  private async hash(
    events: readonly { websiteId: string; at: number; address: string; userAgent: string }[],
    zones: Map<string, string>,
  ): Promise<bigint[]> {
    const hashed: bigint[] = [];
    for (const event of events) {
      const zone = zones.get(event.websiteId) ?? 'UTC';
      const salt = await this.options.salts.saltFor(localDayOf(new Date(event.at), zone));
      hashed.push(visitorId(salt, event.websiteId, event.address, event.userAgent));
    }
    return hashed;
  }

  /** The websites' zones, remembered for a minute; a deleted website has none. */
  private async zonesOf(ids: string[]): Promise<Map<string, string>> {
    const now = this.now();
    const missing = [...new Set(ids)].filter((id) => (this.zones.get(id)?.until ?? 0) < now);
    if (missing.length > 0) {
      const rows = await this.options.db
        .select({ id: websites.id, timezone: websites.timezone })
        .from(websites)
        .where(inArray(websites.id, missing));
      for (const row of rows) {
        this.zones.set(row.id, { zone: row.timezone, until: now + ZONES_FOR_MS });
      }
    }
    const zones = new Map<string, string>();
    for (const id of ids) {
      const known = this.zones.get(id);
      if (known) zones.set(id, known.zone);
    }
    return zones;
  }
}
