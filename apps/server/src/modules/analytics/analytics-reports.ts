import { and, desc, eq, gte, lt } from 'drizzle-orm';
import {
  DEVICE_TYPES,
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
  NO_FIGURES,
  type AnalyticsDimension,
  type AnalyticsEventsStore,
  type Figures,
} from './store/events-store.ts';
import { hourInZone, rangeWindow, type Period, type RangeWindow } from './time-windows.ts';

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

/**
 * What the Analytics screen, its export and the spec's analytics record show for one website: read
 * from the daily rollups for ranges of days and from the events for the last 24 hours, after the
 * collector has written what it holds.
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
    await this.deps.collector?.settle([website.id]);
    return website;
  }

  private totals(websiteId: string, window: RangeWindow, period: Period) {
    const { store } = this.deps;
    return window.unit === 'day'
      ? store.dayTotals({ websiteId, firstDay: period.firstDay!, lastDay: period.lastDay! })
      : store.spanTotals({ websiteId, timeZone: 'UTC', from: period.from, to: period.to });
  }

  private breakdown(
    website: Website,
    window: RangeWindow,
    dimension: AnalyticsDimension,
    limit = LIST_LIMIT,
  ) {
    const { store } = this.deps;
    const { current } = window;
    return window.unit === 'day'
      ? store.dayBreakdown(
          { websiteId: website.id, firstDay: current.firstDay!, lastDay: current.lastDay! },
          dimension,
          limit,
        )
      : store.spanBreakdown(
          { websiteId: website.id, timeZone: website.timezone, ...current },
          dimension,
          limit,
        );
  }

  /** Every bucket of the range, those with no views as zeros. */
  private async series(website: Website, window: RangeWindow) {
    const { store } = this.deps;
    const first = window.buckets[0]!;
    const last = window.buckets.at(-1)!;
    const rows =
      window.unit === 'day'
        ? await store.daySeries({ websiteId: website.id, firstDay: first, lastDay: last })
        : await store.hourSeries(website.id, first, last);
    const byBucket = new Map(rows.map((row) => [row.bucket, row]));
    return window.buckets.map((bucket) => ({ bucket, figures: byBucket.get(bucket) }));
  }

  async dashboard(
    userId: string,
    websiteId: string,
    range: AnalyticsTimeRange,
  ): Promise<AnalyticsDashboard> {
    const website = await this.website(userId, websiteId);
    const window = rangeWindow(range, this.now(), website.timezone);
    const [now, before, series, publishes, sources, referrers, campaigns, devices] =
      await Promise.all([
        this.totals(website.id, window, window.current),
        this.totals(website.id, window, window.previous),
        this.series(website, window),
        this.publishes(website, window),
        this.breakdown(website, window, 'source', TRAFFIC_SOURCES.length),
        this.breakdown(website, window, 'referrer'),
        this.breakdown(website, window, 'campaign'),
        this.breakdown(website, window, 'device', DEVICE_TYPES.length),
      ]);
    const [browsers, systems, pages, countries, revenue, revenueBefore] = await Promise.all([
      this.breakdown(website, window, 'browser'),
      this.breakdown(website, window, 'os'),
      this.breakdown(website, window, 'page'),
      this.breakdown(website, window, 'country'),
      orderRevenue(this.deps.db, website.id, window.current),
      orderRevenue(this.deps.db, website.id, window.previous),
    ]);
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
      sources: sources.map((row) => ({
        source: row.value as TrafficSource,
        visitors: row.visitors,
        visits: row.visits,
        conversions: row.conversions,
      })),
      referrers: referrers.map((row) => ({ host: row.value, visitors: row.visitors })),
      campaigns: campaigns.map((row) => {
        const [source = '', medium = '', campaign = ''] = row.value.split('\u001f');
        return { source, medium, campaign, visitors: row.visitors };
      }),
      devices: devices.map((row) => ({
        device: row.value as DeviceType,
        visitors: row.visitors,
        visits: row.visits,
      })),
      browsers: browsers.map((row) => ({ name: row.value, visitors: row.visitors })),
      systems: systems.map((row) => ({ name: row.value, visitors: row.visitors })),
      topPages: pages.map((row) => ({
        path: row.value,
        views: row.pageViews,
        visitors: row.visitors,
        bounceRate: bounceRateOf(row),
        avgTimeOnPage: durationOf(row),
      })),
      locations: countries.map((row) => ({ country: row.value, visitors: row.visitors })),
    };
  }

  /** The spec's record, built from the same figures as the screen. */
  async record(
    userId: string,
    websiteId: string,
    range: AnalyticsTimeRange,
  ): Promise<AnalyticsRecord> {
    const d = await this.dashboard(userId, websiteId, range);
    const website = await this.website(userId, websiteId);
    const window = rangeWindow(range, this.now(), website.timezone);
    const [sources, devices, countries] = await Promise.all([
      this.breakdown(website, window, 'source', TRAFFIC_SOURCES.length),
      this.breakdown(website, window, 'device', DEVICE_TYPES.length),
      this.breakdown(website, window, 'country'),
    ]);
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
    const website = await this.website(userId, websiteId);
    const window = rangeWindow(range, this.now(), website.timezone);
    const [series, revenue] = await Promise.all([
      this.series(website, window),
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

  async realtime(userId: string, websiteId: string): Promise<AnalyticsRealtime> {
    const website = await this.website(userId, websiteId);
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
