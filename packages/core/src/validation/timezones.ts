/** Whole-hour offsets from UTC-12 to UTC+12, written 'UTC-8', 'UTC+0', 'UTC+5'. */
export const TIMEZONES: readonly string[] = Array.from({ length: 25 }, (_, i) => {
  const offset = i - 12;
  return `UTC${offset < 0 ? '-' : '+'}${Math.abs(offset)}`;
});

export const DEFAULT_TIMEZONE = 'UTC-8';

export function isTimezone(value: string): boolean {
  return TIMEZONES.includes(value);
}
