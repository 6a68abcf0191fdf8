import { and, desc, eq, gte, lt } from 'drizzle-orm';
import {
  DEVICE_TYPES,
  dateInZone,
  instantOfDay,
  TRAFFIC_SOURCES,
  storeSettingsOf,
  type AnalyticsDashboard,
  type AnalyticsRealtime,
  type AnalyticsRecord,
  type AnalyticsTimeRange,
  type DeviceType,
  type Metric,
  type TrafficSource,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { releases } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { toCsv } from '../../http/csv.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { orderRevenue, orderRevenueByBucket } from './order-revenue.ts';
import type { PageViewCollector } from './page-view-collector.ts';
import {
  ANALYTICS_DIMENSIONS,
  NO_FIGURES,
  type AnalyticsDimension,
  type AnalyticsEventsStore,
  type Figures,
  type HourSpan,
} from './store/events-store.ts';
import {
  hourInZone,
  hourStartInZone,
  nextHourInZone,
  rangeWindow,
  type Period,
  type RangeWindow,
} from './time-windows.ts';

const LIST_LIMIT = 10;
const LIVE_MINUTES = 5;
const LIVE_VIEWS = 20;

const round1 = (n: number) => Math.round(n * 10) / 10;
const bounceRateOf = (f: Figures) => (f.visits === 0 ? 0 : round1((f.bounces / f.visits) * 100));
const durationOf = (f: Figures) => (f.timed === 0 ? 0 : Math.round(f.duration / f.timed));

/** A figure with its change on the previous period; none when there was nothing to compare. */
export function metricOf(value: number, previous: number): Metric {
  return {
    value,
    previous,
    change: previous === 0 ? null : round1(((value - previous) / previous) * 100),
  };
}

interface Website {
  id: string;
  timezone: string;
  store: Parameters<typeof storeSettingsOf>[0];
}

/** The lists of the screen and the record, and how many of each. */
const LIMITS: Record<AnalyticsDimension, number> = {
  source: TRAFFIC_SOURCES.length,
  referrer: LIST_LIMIT,
  campaign: LIST_LIMIT,
  device: DEVICE_TYPES.length,
  browser: LIST_LIMIT,
  os: LIST_LIMIT,
  page: LIST_LIMIT,
  country: LIST_LIMIT,
};

type Lists = Record<AnalyticsDimension, ({ value: string } & Figures)[]>;

/** Everything the screen and the record show for a range, read once. */
interface Report {
  website: Website;
  now: Figures;
  before: Figures;
  series: { bucket: string; figures: Figures | undefined }[];
  publishes: { bucket: string; at: string }[];
  lists: Lists;
  revenue: number;
  revenueBefore: number;
}

/**
 * What the Analytics screen, its export and the spec's analytics record show for one website:
 * ranges of days from the daily rollups, the last 24 hours from the hourly ones and the events of
 * the hour under way, after the collector has written what it holds.
 */
export class AnalyticsReports {
  constructor(
    private readonly deps: {
      db: Db;
      store: AnalyticsEventsStore;
      collector: PageViewCollector | null;
      now?: () => number;
    },
  ) {}

  private now() {
    return (this.deps.now ?? Date.now)();
  }

  private async website(userId: string, websiteId: string): Promise<Website> {
    const website = await findOwnedWebsite(this.deps.db, userId, websiteId);
    if (!website) throw notFound(WEBSITE_NOT_FOUND);
    return website;
  }

  /**
   * The website and its range, once what this process gathered for it is written and the rollups
   * the range reads are made. Ranges of days remake the website's days written to. The last 24
   * hours remake nothing as a rule: the hour figures hold the events up to their last making
   * (every ten seconds or so while views come), and the events after it are read as they are, so
   * a view shows once its batch is written. A visit begun before then that goes on shows its new
   * length and bounce, or a conversion, at the next making; another process's batch written late,
   * once that process has remade its day.
   */
  private async prepare(userId: string, websiteId: string, range: AnalyticsTimeRange) {
    const website = await this.website(userId, websiteId);
    const window = rangeWindow(range, this.now(), website.timezone);
    const { collector, store } = this.deps;
    if (window.unit === 'day') {
      await collector?.settle([website.id]);
      return { website, window, eventsFrom: window.current.to };
    }
    await collector?.flush();
    const eventsFrom = await store.readyHours({
      websiteId: website.id,
      timeZone: website.timezone,
      from: window.previous.from,
      to: window.current.to,
    });
    return { website, window, eventsFrom };
  }

  /**
   * A period of hours: from the hour figures up to `eventsFrom`, from the events after it. The
   * day under way has its figures up to `eventsFrom` only, so a period that ends earlier that
   * day (the one before the current, in a day of 25 hours) reads that day from the events.
   */
  private hourSpan(website: Website, period: Period, eventsFrom: Date): HourSpan {
    const zone = website.timezone;
    const from = period.from.getTime();
    const to = period.to.getTime();
    const dayStart = instantOfDay(dateInZone(eventsFrom.getTime(), zone), 0, zone);
    const current = to >= eventsFrom.getTime() ? eventsFrom.getTime() : Math.min(to, dayStart);
    return {
      websiteId: website.id,
      timeZone: zone,
      from: period.from,
      to: period.to,
      current: new Date(Math.max(from, current)),
    };
  }

  private totals(website: Website, window: RangeWindow, period: Period, eventsFrom: Date) {
    const { store } = this.deps;
    return window.unit === 'day'
      ? store.dayTotals({
          websiteId: website.id,
          firstDay: period.firstDay!,
          lastDay: period.lastDay!,
        })
      : store.hourTotals(this.hourSpan(website, period, eventsFrom));
  }

  private async lists(website: Website, window: RangeWindow, eventsFrom: Date): Promise<Lists> {
    const { store } = this.deps;
    const { current } = window;
    if (window.unit === 'hour') {
      return (await store.hourBreakdowns(
        this.hourSpan(website, current, eventsFrom),
        LIMITS,
      )) as Lists;
    }
    const days = { websiteId: website.id, firstDay: current.firstDay!, lastDay: current.lastDay! };
    const entries = await Promise.all(
      ANALYTICS_DIMENSIONS.map(
        async (dimension) =>
          [dimension, await store.dayBreakdown(days, dimension, LIMITS[dimension])] as const,
      ),
    );
    return Object.fromEntries(entries) as Lists;
  }

  /**
   * Every bucket of the range, those with no views as zeros; the hours from the one holding
   * `eventsFrom` on (the hour under way, as a rule) each from its events.
   */
  private async series(website: Website, window: RangeWindow, eventsFrom: Date) {
    const { store } = this.deps;
    const first = window.buckets[0]!;
    const last = window.buckets.at(-1)!;
    if (window.unit === 'day') {
      const rows = await store.daySeries({ websiteId: website.id, firstDay: first, lastDay: last });
      const byBucket = new Map(rows.map((row) => [row.bucket, row]));
      return window.buckets.map((bucket) => ({ bucket, figures: byBucket.get(bucket) }));
    }
    const zone = website.timezone;
    const { from, to } = window.current;
    // The hours from the one `eventsFrom` falls in, each a bucket (the hour a clock change
    // repeats is one, from its first time on).
    const label = (instant: number) => hourInZone(instant, zone);
    const previousHour = (start: number) => hourStartInZone(start - 1, zone);
    let start = Math.max(
      from.getTime(),
      hourStartInZone(Math.min(eventsFrom.getTime(), to.getTime()), zone),
    );
    while (start > from.getTime() && label(previousHour(start)) === label(start)) {
      start = previousHour(start);
    }
    const live: { bucket: string; from: Date; to: Date }[] = [];
    for (let at = start; at < to.getTime(); at = nextHourInZone(at, zone)) {
      const end = new Date(Math.min(nextHourInZone(at, zone), to.getTime()));
      if (live.at(-1)?.bucket === label(at)) live.at(-1)!.to = end;
      else live.push({ bucket: label(at), from: new Date(at), to: end });
    }
    const [rows, ...fresh] = await Promise.all([
      store.hourSeries(website.id, first, last),
      ...live.map((hour) =>
        store.spanTotals({ websiteId: website.id, timeZone: zone, from: hour.from, to: hour.to }),
      ),
    ]);
    const byBucket = new Map<string, Figures>(
      rows.filter((row) => row.bucket < label(start)).map((row) => [row.bucket, row]),
    );
    live.forEach((hour, i) => byBucket.set(hour.bucket, fresh[i]!));
    return window.buckets.map((bucket) => ({ bucket, figures: byBucket.get(bucket) }));
  }

  private async report(
    userId: string,
    websiteId: string,
    range: AnalyticsTimeRange,
  ): Promise<Report> {
    const { website, window, eventsFrom } = await this.prepare(userId, websiteId, range);
    const [now, before, series, publishes, lists, revenue, revenueBefore] = await Promise.all([
      this.totals(website, window, window.current, eventsFrom),
      this.totals(website, window, window.previous, eventsFrom),
      this.series(website, window, eventsFrom),
      this.publishes(website, window),
      this.lists(website, window, eventsFrom),
      orderRevenue(this.deps.db, website.id, window.current),
      orderRevenue(this.deps.db, website.id, window.previous),
    ]);
    return { website, now, before, series, publishes, lists, revenue, revenueBefore };
  }

  async dashboard(
    userId: string,
    websiteId: string,
    range: AnalyticsTimeRange,
  ): Promise<AnalyticsDashboard> {
    return this.present(range, await this.report(userId, websiteId, range));
  }

  private present(range: AnalyticsTimeRange, report: Report): AnalyticsDashboard {
    const { website, now, before, series, publishes, lists, revenue, revenueBefore } = report;
    return {
      timeRange: range,
      timezone: website.timezone,
      currency: storeSettingsOf(website.store).currency,
      metrics: {
        visitors: metricOf(now.visitors, before.visitors),
        pageViews: metricOf(now.pageViews, before.pageViews),
        visits: metricOf(now.visits, before.visits),
        bounceRate: metricOf(bounceRateOf(now), bounceRateOf(before)),
        avgVisitDuration: metricOf(durationOf(now), durationOf(before)),
        conversions: metricOf(now.conversions, before.conversions),
        revenue: metricOf(revenue / 100, revenueBefore / 100),
      },
      series: series.map(({ bucket, figures }) => ({
        bucket,
        visitors: figures?.visitors ?? 0,
        pageViews: figures?.pageViews ?? 0,
      })),
      publishes,
      sources: lists.source.map((row) => ({
        source: row.value as TrafficSource,
        visitors: row.visitors,
        visits: row.visits,
        conversions: row.conversions,
      })),
      referrers: lists.referrer.map((row) => ({ host: row.value, visitors: row.visitors })),
      campaigns: lists.campaign.map((row) => {
        const [source = '', medium = '', campaign = ''] = row.value.split('\u001f');
        return { source, medium, campaign, visitors: row.visitors };
      }),
      devices: lists.device.map((row) => ({
        device: row.value as DeviceType,
        visitors: row.visitors,
        visits: row.visits,
      })),
      browsers: lists.browser.map((row) => ({ name: row.value, visitors: row.visitors })),
      systems: lists.os.map((row) => ({ name: row.value, visitors: row.visitors })),
      topPages: lists.page.map((row) => ({
        path: row.value,
        views: row.pageViews,
        visitors: row.visitors,
        bounceRate: bounceRateOf(row),
        avgTimeOnPage: durationOf(row),
      })),
      locations: lists.country.map((row) => ({ country: row.value, visitors: row.visitors })),
    };
  }

  /** The spec's record, built from the same figures as the screen. */
  async record(
    userId: string,
    websiteId: string,
    range: AnalyticsTimeRange,
  ): Promise<AnalyticsRecord> {
    const report = await this.report(userId, websiteId, range);
    const d = this.present(range, report);
    const { source: sources, device: devices, country: countries } = report.lists;
    return {
      visitors: d.metrics.visitors.value,
      pageViews: d.metrics.pageViews.value,
      sessions: d.metrics.visits.value,
      bounceRate: d.metrics.bounceRate.value,
      avgSessionDuration: d.metrics.avgVisitDuration.value,
      conversions: d.metrics.conversions.value,
      revenue: d.metrics.revenue.value,
      topPages: d.topPages.map((page) => ({
        pageName: page.path,
        uniqueViews: page.visitors,
        avgTimeOnPage: page.avgTimeOnPage,
        views: page.views,
        bounceRate: page.bounceRate,
      })),
      trafficSources: sources.map((row) => ({
        source: row.value,
        medium: MEDIUM_OF[row.value as TrafficSource] ?? row.value,
        visitors: row.visitors,
        conversions: row.conversions,
      })),
      deviceTypes: devices.map((row) => ({
        deviceType: row.value,
        sessions: row.visits,
        visitors: row.visitors,
        conversions: row.conversions,
      })),
      locations: countries.map((row) => ({
        city: 'Unknown',
        country: row.value,
        sessions: row.visits,
        visitors: row.visitors,
        conversions: row.conversions,
      })),
    };
  }

  /** One line per hour or day of the range, as the chart and the cards count them. */
  async exportCsv(userId: string, websiteId: string, range: AnalyticsTimeRange): Promise<string> {
    const { website, window, eventsFrom } = await this.prepare(userId, websiteId, range);
    const [series, revenue] = await Promise.all([
      this.series(website, window, eventsFrom),
      orderRevenueByBucket(this.deps.db, website.id, window, website.timezone),
    ]);
    const currency = storeSettingsOf(website.store).currency;
    return toCsv(
      [
        window.unit === 'day' ? 'Day' : 'Hour',
        'Visitors',
        'Page views',
        'Visits',
        'Bounce rate (%)',
        'Avg. visit duration (s)',
        'Conversions',
        `Revenue (${currency})`,
      ],
      series.map(({ bucket, figures = NO_FIGURES }) => [
        window.unit === 'day' ? bucket : `${bucket.replace('T', ' ')}:00`,
        figures.visitors,
        figures.pageViews,
        figures.visits,
        bounceRateOf(figures).toFixed(1),
        durationOf(figures),
        figures.conversions,
        ((revenue.get(bucket) ?? 0) / 100).toFixed(2),
      ]),
    );
  }

  /** Read from the events alone: what was gathered is written, no rollup needs making. */
  async realtime(userId: string, websiteId: string): Promise<AnalyticsRealtime> {
    const website = await this.website(userId, websiteId);
    await this.deps.collector?.flush();
    const since = new Date(this.now() - LIVE_MINUTES * 60_000);
    const live = await this.deps.store.live(website.id, since, LIVE_VIEWS);
    return {
      visitorsNow: live.visitors,
      latest: live.views.map((view) => ({ ...view, at: view.at.toISOString() })),
    };
  }

  /** Releases published in the range, in the chart's buckets. */
  private async publishes(website: Website, window: RangeWindow) {
    const rows = await this.deps.db
      .select({ at: releases.createdAt })
      .from(releases)
      .where(
        and(
          eq(releases.websiteId, website.id),
          gte(releases.createdAt, window.current.from),
          lt(releases.createdAt, window.current.to),
        ),
      )
      .orderBy(desc(releases.createdAt))
      .limit(50);
    return rows.reverse().map(({ at }) => ({
      bucket:
        window.unit === 'day'
          ? new Date(at).toLocaleDateString('sv-SE', { timeZone: website.timezone })
          : hourInZone(at.getTime(), website.timezone),
      at: at.toISOString(),
    }));
  }
}

/** The spec's medium beside each source: how the visitor was sent. */
const MEDIUM_OF: Record<TrafficSource, string> = {
  direct: '(none)',
  search: 'organic',
  social: 'social',
  referral: 'referral',
  email: 'email',
};
