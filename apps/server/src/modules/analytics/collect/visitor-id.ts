import { createHash, randomBytes } from 'node:crypto';

const SEPARATOR = Buffer.from([0]);

/**
 * An anonymous visitor number: a hash of the day's secret salt, the website, the address and the
 * user agent. Without the salt (discarded when the day ends) it cannot be traced back to an address.
 * The first 8 bytes as a signed 64-bit integer fit a PostgreSQL bigint.
 */
export function visitorId(
  salt: Buffer,
  websiteId: string,
  address: string,
  userAgent: string,
): bigint {
  const digest = createHash('sha256')
    .update(salt)
    .update(websiteId)
    .update(SEPARATOR)
    .update(address)
    .update(SEPARATOR)
    .update(userAgent)
    .digest();
  return digest.readBigInt64BE(0);
}

/** A fresh secret salt. */
export function newSalt(): Buffer {
  return randomBytes(32);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Every zone's day begins on a quarter hour, so the day of a quarter hour is the day of its instants. */
const QUARTER_HOUR_MS = 15 * 60_000;
const knownDays = new Map<string, string>();
const KNOWN_DAYS_LIMIT = 10_000;

/** The calendar day ('YYYY-MM-DD') that an instant falls on in a time zone; salts are kept per such day. */
export function localDayOf(at: Date, timeZone: string): string {
  // Worked out once per zone and quarter hour: every page view asks.
  const key = `${timeZone} ${Math.floor(at.getTime() / QUARTER_HOUR_MS)}`;
  let day = knownDays.get(key);
  if (day === undefined) {
    // Parts rather than the formatted string, so the separator never depends on the ICU version.
    const parts = dayFormatOf(timeZone).formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
    day = `${part('year')}-${part('month')}-${part('day')}`;
    if (knownDays.size >= KNOWN_DAYS_LIMIT) knownDays.clear();
    knownDays.set(key, day);
  }
  return day;
}
