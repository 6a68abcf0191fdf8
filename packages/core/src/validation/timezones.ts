/** Whole-hour offsets from UTC-12 to UTC+12, written 'UTC-8', 'UTC+0', 'UTC+5'. */
export const TIMEZONES: readonly string[] = Array.from({ length: 25 }, (_, i) => {
  const offset = i - 12;
  return `UTC${offset < 0 ? '-' : '+'}${Math.abs(offset)}`;
});

export const DEFAULT_TIMEZONE = 'UTC-8';

export function isTimezone(value: string): boolean {
  return TIMEZONES.includes(value);
}

/** A new account's zone when the sign-up did not send the browser's. */
export const DEFAULT_ACCOUNT_ZONE = 'UTC';

/**
 * The account's IANA zone. Accounts made before zones were IANA names hold a whole-hour offset
 * ('UTC-8'), shown as the IANA zone of that fixed offset ('Etc/GMT+8': the sign is POSIX's, the
 * reverse of the usual one).
 */
export function accountZone(stored: string): string {
  const offset = /^UTC([+-])(\d{1,2})$/.exec(stored);
  if (!offset) return stored;
  const hours = Number(offset[2]);
  if (hours === 0) return 'UTC';
  return `Etc/GMT${offset[1] === '-' ? '+' : '-'}${hours}`;
}
