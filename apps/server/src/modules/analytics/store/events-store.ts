import type { DeviceType, TrafficSource } from '@tessera/core';

/** A counted page view, ready to store: the visitor is a hash, never an address. */
export interface PageViewEvent {
  websiteId: string;
  /** The website's zone: the day and hour the view counts in. */
  timeZone: string;
  at: Date;
  visitor: bigint;
  path: string;
  /** Requests of the page by this visitor within the same second (a reload counts). */
  views: number;
  source: TrafficSource;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: DeviceType;
  browser: string;
  os: string;
  country: string;
}

/** A form sent, an order placed or a booking made by a visitor, credited to their visit. */
export interface ConversionEvent {
  websiteId: string;
  timeZone: string;
  at: Date;
  visitor: bigint;
  /** Minor units of the store's currency (0 for a message or a booking). */
  revenue: number;
}

/** Figures for one bucket, one dimension value, or a whole range. */
export interface Figures {
  visitors: number;
  visits: number;
  pageViews: number;
  bounces: number;
  /** Seconds, summed over `timed` visits (for a page, over its views followed by another). */
  duration: number;
  timed: number;
  conversions: number;
  /** Minor units. */
  revenue: number;
}

/** Figures of a bucket with nothing in it. */
export const NO_FIGURES: Readonly<Figures> = {
  visitors: 0,
  visits: 0,
  pageViews: 0,
  bounces: 0,
  duration: 0,
  timed: 0,
  conversions: 0,
  revenue: 0,
};

export const ANALYTICS_DIMENSIONS = [
  'source',
  'referrer',
  'campaign',
  'device',
  'browser',
  'os',
  'country',
  'page',
] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/** A half-open span of instants and the website's zone it is read in. */
export interface Span {
  websiteId: string;
  timeZone: string;
  from: Date;
  to: Date;
}

/**
 * Whole hours of the website's zone from `from` (the start of one) to `to`, read from the hour
 * figures before `current` and from the events from it on (see readyHours).
 */
export interface HourSpan extends Span {
  current: Date;
}

/** Days of the website's zone, 'YYYY-MM-DD', both ends included. */
export interface DaySpan {
  websiteId: string;
  firstDay: string;
  lastDay: string;
}

export interface LiveView {
  at: Date;
  path: string;
  source: TrafficSource;
  device: DeviceType;
  browser: string;
  country: string;
}

/**
 * Where page views are kept and read back. PostgreSQL (or the embedded PGlite) holds them by
 * default (pg-events-store.ts); a column store can take the same place when one database is not
 * enough, without the collector or the Analytics screen knowing.
 */
export interface AnalyticsEventsStore {
  /**
   * Stores a batch, joining each view to its visitor's open visit or opening a new one. Events of
   * a website deleted meanwhile are left out, and nothing of it outlives its deletion.
   */
  write(views: PageViewEvent[], conversions: ConversionEvent[]): Promise<void>;
  /**
   * Brings the hourly and daily figures of the given websites up to date with what was written,
   * taking the events dated before `upTo` (all of a day without it): the last 24 hours read the
   * later ones from the events (see readyHours). A day made before it ended is made again, whole,
   * by the first call after it has.
   */
  refreshRollups(websiteIds?: readonly string[], options?: { upTo?: Date }): Promise<void>;
  /** Whole-span figures and those per dimension, straight from the events. */
  spanTotals(span: Span): Promise<Figures>;
  spanBreakdown(
    span: Span,
    dimension: AnalyticsDimension,
    limit: number,
  ): Promise<({ value: string } & Figures)[]>;
  /**
   * Readies the hours of a span (up to now) to be read: a day over with events whose hours were
   * made before it ended (or never), or the last day if never made while it has events, is made
   * now. Answers the instant from which the last day's events are read as they are: where its
   * hours' figures end.
   */
  readyHours(span: Span): Promise<Date>;
  /**
   * The same figures for whole hours (the last 24): from the hour figures before the span's
   * `current`, from the events after it, equal to spanTotals and spanBreakdown of the same span.
   * Breakdowns come for each dimension given a limit.
   */
  hourTotals(span: HourSpan): Promise<Figures>;
  hourBreakdowns(
    span: HourSpan,
    limits: Partial<Record<AnalyticsDimension, number>>,
  ): Promise<Partial<Record<AnalyticsDimension, ({ value: string } & Figures)[]>>>;
  /** The hourly rollups (the chart's) from one hour ('YYYY-MM-DDTHH') to another, both included. */
  hourSeries(
    websiteId: string,
    firstHour: string,
    lastHour: string,
  ): Promise<({ bucket: string } & Figures)[]>;
  /** The same from the daily rollups, for ranges of days. */
  dayTotals(days: DaySpan): Promise<Figures>;
  daySeries(days: DaySpan): Promise<({ bucket: string } & Figures)[]>;
  dayBreakdown(
    days: DaySpan,
    dimension: AnalyticsDimension,
    limit: number,
  ): Promise<({ value: string } & Figures)[]>;
  /** Visitors of several websites from a day on (the overview's month), from the daily rollups. */
  visitorsFromDay(websiteIds: readonly string[], firstDay: string): Promise<number>;
  /** Visitors seen since an instant and the latest views. */
  live(
    websiteId: string,
    since: Date,
    latest: number,
  ): Promise<{ visitors: number; views: LiveView[] }>;
  /**
   * Deletes raw events older than the retention, and the hour figures of each dimension before
   * `hoursBefore` (only the last 24 hours and the 24 before them read those); the daily figures
   * and the chart's hourly ones stay.
   */
  prune(before: Date, hoursBefore?: Date): Promise<void>;
}
