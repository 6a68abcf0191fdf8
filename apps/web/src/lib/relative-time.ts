const MINUTE = 60_000;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * How long ago something happened, by the product's rule: under a minute 'Just now', under 60
 * minutes in minutes, under 1440 minutes (a day) in hours, else in days. Future times (a clock a
 * little ahead) read as 'Just now'.
 */
export function relativeTime(date: string | Date, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const minutes = Math.floor((now.getTime() - then.getTime()) / MINUTE);
  if (!Number.isFinite(minutes) || minutes < 1) return 'Just now';
  if (minutes < 60) return plural(minutes, 'minute');
  if (minutes < 1440) return plural(Math.floor(minutes / 60), 'hour');
  return plural(Math.floor(minutes / 1440), 'day');
}
