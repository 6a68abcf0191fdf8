import type { AnalyticsTimeRange, DeviceType, TrafficSource } from '@tessera/core';

export const TIME_RANGE_LABELS: Record<AnalyticsTimeRange, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

const PREVIOUS_PERIODS: Record<AnalyticsTimeRange, string> = {
  '24h': 'the previous 24 hours',
  '7d': 'the previous 7 days',
  '30d': 'the previous 30 days',
  '90d': 'the previous 90 days',
};

export const SOURCE_LABELS: Record<TrafficSource, string> = {
  direct: 'Direct',
  search: 'Search',
  social: 'Social',
  referral: 'Referral',
  email: 'E-mail',
};

export const DEVICE_LABELS: Record<DeviceType, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
};

const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** '42.5%': a rate with the product's one decimal. */
export const formatPercent = (value: number) => `${oneDecimal.format(value)}%`;

/** A change read as good (green), bad (red) or neither. */
export type ChangeTone = 'good' | 'bad' | 'neutral';

export interface ChangeText {
  /** '+12.5%', '−3.0%', '0.0%' or '—'. */
  text: string;
  tone: ChangeTone;
  /** What a screen reader says: 'up 12.5% on the previous 7 days'. */
  label: string;
}

/**
 * A metric's change against the previous period. `lowerIsBetter` (bounce rate) makes a drop
 * good. A null change (nothing to compare with) reads '—'.
 */
export function describeChange(
  change: number | null,
  range: AnalyticsTimeRange,
  { lowerIsBetter = false }: { lowerIsBetter?: boolean } = {},
): ChangeText {
  const previous = PREVIOUS_PERIODS[range];
  if (change === null || !Number.isFinite(change)) {
    return { text: '—', tone: 'neutral', label: `nothing to compare with in ${previous}` };
  }
  const digits = oneDecimal.format(Math.abs(change));
  if (digits === '0.0') {
    return { text: '0.0%', tone: 'neutral', label: `unchanged on ${previous}` };
  }
  const up = change > 0;
  return {
    text: `${up ? '+' : '\u2212'}${digits}%`,
    tone: up === lowerIsBetter ? 'bad' : 'good',
    label: `${up ? 'up' : 'down'} ${digits}% on ${previous}`,
  };
}

/** A duration by the product's rule, minutes and seconds: '2m 05s', '45s'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  if (minutes === 0) return `${rest}s`;
  return `${minutes}m ${String(rest).padStart(2, '0')}s`;
}

const HOURLY = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/;
const DAILY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Buckets are already in the website's zone: read them as UTC so the browser's zone cannot shift them.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const utcDay = (year: string, month: string, day: string) =>
  new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));

/** A chart axis label: '2026-11-24' → 'Nov 24'; '2026-11-24T13' → '13:00'. */
export function bucketLabel(bucket: string): string {
  const hourly = HOURLY.exec(bucket);
  if (hourly) return `${hourly[4]}:00`;
  const daily = DAILY.exec(bucket);
  if (daily) return dayFormat.format(utcDay(daily[1]!, daily[2]!, daily[3]!));
  return bucket;
}

/** A tooltip title: '2026-11-24' → 'Tue, Nov 24'; '2026-11-24T13' → 'Nov 24, 13:00'. */
export function bucketTitle(bucket: string): string {
  const hourly = HOURLY.exec(bucket);
  if (hourly) {
    return `${dayFormat.format(utcDay(hourly[1]!, hourly[2]!, hourly[3]!))}, ${hourly[4]}:00`;
  }
  const daily = DAILY.exec(bucket);
  if (daily) return longDayFormat.format(utcDay(daily[1]!, daily[2]!, daily[3]!));
  return bucket;
}

/** A part of a whole in percent (0 when the whole is 0). */
export const shareOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

let countryNames: Intl.DisplayNames | null = null;

/** A country's name from its ISO code ('DE' → 'Germany'); other values as they are. */
export function countryName(country: string): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  try {
    countryNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return countryNames.of(country) ?? country;
  } catch {
    return country;
  }
}
