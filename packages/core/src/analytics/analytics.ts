import { z } from 'zod';

/** The Analytics screen's ranges: the last 24 hours, 7, 30 or 90 days (7 by default). */
export const ANALYTICS_TIME_RANGES = ['24h', '7d', '30d', '90d'] as const;
export type AnalyticsTimeRange = (typeof ANALYTICS_TIME_RANGES)[number];

export const TRAFFIC_SOURCES = ['direct', 'search', 'social', 'referral', 'email'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const analyticsQuery = z.object({
  websiteId: z.uuid({ error: 'Choose a website' }),
  timeRange: z
    .enum(ANALYTICS_TIME_RANGES, {
      error: `Time range must be one of ${ANALYTICS_TIME_RANGES.join(', ')}`,
    })
    .default('7d'),
});

/** A figure with its change against the previous period of the same length (percent, or null). */
export interface Metric {
  value: number;
  previous: number;
  change: number | null;
}

/** The spec's analytics record (`GET /api/analytics`), the first element of its answer. */
export interface AnalyticsRecord {
  visitors: number;
  pageViews: number;
  sessions: number;
  /** Percent with one decimal. */
  bounceRate: number;
  /** Seconds. */
  avgSessionDuration: number;
  conversions: number;
  revenue: number;
  topPages: {
    pageName: string;
    uniqueViews: number;
    avgTimeOnPage: number;
    views: number;
    bounceRate: number;
  }[];
  trafficSources: { source: string; medium: string; visitors: number; conversions: number }[];
  deviceTypes: { deviceType: string; sessions: number; visitors: number; conversions: number }[];
  locations: {
    city: string;
    country: string;
    sessions: number;
    visitors: number;
    conversions: number;
  }[];
}

/** Everything the Analytics screen shows for one website and range. */
export interface AnalyticsDashboard {
  timeRange: AnalyticsTimeRange;
  /** The website's zone: buckets are its hours and days. */
  timezone: string;
  /** The store's currency, for revenue. */
  currency: string;
  metrics: {
    visitors: Metric;
    pageViews: Metric;
    visits: Metric;
    bounceRate: Metric;
    avgVisitDuration: Metric;
    conversions: Metric;
    revenue: Metric;
  };
  /** Hourly buckets for 24h, daily otherwise, labelled in the website's zone ('2026-11-24' or '2026-11-24T13'). */
  series: { bucket: string; visitors: number; pageViews: number }[];
  /** Publish dates in the range, to mark on the chart (buckets as in `series`). */
  publishes: { bucket: string; at: string }[];
  sources: { source: TrafficSource; visitors: number; visits: number; conversions: number }[];
  referrers: { host: string; visitors: number }[];
  campaigns: { source: string; medium: string; campaign: string; visitors: number }[];
  devices: { device: DeviceType; visitors: number; visits: number }[];
  browsers: { name: string; visitors: number }[];
  systems: { name: string; visitors: number }[];
  topPages: {
    path: string;
    views: number;
    visitors: number;
    bounceRate: number;
    /** Seconds from a view of the page to the next view of the visit, on average. */
    avgTimeOnPage: number;
  }[];
  /** "Unknown" when no GeoIP database is configured. */
  locations: { country: string; visitors: number }[];
}

/** Who is on the site now: visitors in the last 5 minutes and the latest page views. */
export interface AnalyticsRealtime {
  visitorsNow: number;
  latest: {
    at: string;
    path: string;
    source: TrafficSource;
    device: DeviceType;
    browser: string;
    country: string;
  }[];
}
