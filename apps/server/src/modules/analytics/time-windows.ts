import { addDays, dateInZone, instantOfDay, type AnalyticsTimeRange } from '@tessera/core';

const HOUR_MS = 3_600_000;
const STEP_MS = 15 * 60_000;
const DAYS: Record<Exclude<AnalyticsTimeRange, '24h'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** One period of a range, and the one just before it of the same length. */
export interface Period {
  from: Date;
  to: Date;
  /** Days of the website's zone (ranges of days only), both ends included. */
  firstDay?: string;
  lastDay?: string;
}

export interface RangeWindow {
  unit: 'hour' | 'day';
  current: Period;
  previous: Period;
  /** Every bucket of the current period, oldest first: '2026-11-24' or '2026-11-24T13'. */
  buckets: string[];
}

/** The hour of the website's zone an instant falls in, as the rollups name it. */
export function hourInZone(instant: number, zone: string): string {
  const local = new Date(instant).toLocaleString('sv-SE', { timeZone: zone, hour12: false });
  return `${local.slice(0, 10)}T${local.slice(11, 13)}`;
}

/**
 * The instant the local hour of an instant began (14:35:12 is 14:00), in any zone: the instant
 * less its local minutes and seconds, as the hour figures name their hours. (Where a clock goes
 * back half an hour, as on Lord Howe Island once a year, the half hour lived again is named by
 * the instant half an hour before it began.)
 */
export function hourStartInZone(instant: number, zone: string): number {
  const local = new Date(instant).toLocaleString('sv-SE', { timeZone: zone, hour12: false });
  const minutes = Number(local.slice(14, 16));
  const seconds = Number(local.slice(17, 19));
  return instant - (instant % 1000) - (minutes * 60 + seconds) * 1000;
}

/** The instant the local hour after the one beginning at `hourStart` begins. */
export function nextHourInZone(hourStart: number, zone: string): number {
  // Zones are a whole number of quarter hours off UTC, so hours begin on quarter hours.
  for (let at = hourStart + STEP_MS; ; at += STEP_MS) {
    const start = hourStartInZone(at, zone);
    if (start > hourStart) return start;
  }
}

/** The days from one to another, both included. */
export function daysBetween(firstDay: string, lastDay: string): string[] {
  const days: string[] = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The range as the website's zone reads it: its last 24 hours, this hour included, or the last
 * 7, 30 or 90 of its days, today included, each after a period of as many whole hours or days.
 * Whole hours (as whole days) are what the rollups hold: at 14:35, "24 hours" are 15:00 yesterday
 * until now, the chart's 24 bars, after the 24 hours from 15:00 the day before. An hour that a
 * clock change repeats is one bucket; one it skips is none.
 */
export function rangeWindow(range: AnalyticsTimeRange, now: number, zone: string): RangeWindow {
  if (range === '24h') {
    const from = hourStartInZone(hourStartInZone(now, zone) - 23 * HOUR_MS, zone);
    const buckets: string[] = [];
    // Quarter-hour steps find every local hour, also in zones a half or three quarters off UTC.
    for (let at = from; at < now; at += STEP_MS) {
      const hour = hourInZone(at, zone);
      if (buckets.at(-1) !== hour) buckets.push(hour);
    }
    const nowHour = hourInZone(now, zone);
    if (buckets.at(-1) !== nowHour) buckets.push(nowHour);
    return {
      unit: 'hour',
      current: { from: new Date(from), to: new Date(now) },
      previous: { from: new Date(hourStartInZone(from - 24 * HOUR_MS, zone)), to: new Date(from) },
      buckets,
    };
  }
  const length = DAYS[range];
  const lastDay = dateInZone(now, zone);
  const firstDay = addDays(lastDay, 1 - length);
  const period = (first: string, last: string): Period => ({
    from: new Date(instantOfDay(first, 0, zone)),
    to: new Date(instantOfDay(addDays(last, 1), 0, zone)),
    firstDay: first,
    lastDay: last,
  });
  return {
    unit: 'day',
    current: period(firstDay, lastDay),
    previous: period(addDays(firstDay, -length), addDays(firstDay, -1)),
    buckets: daysBetween(firstDay, lastDay),
  };
}
