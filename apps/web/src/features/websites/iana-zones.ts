import { offsetMinutesAt } from '@tessera/core';

export interface ZoneOption {
  /** The IANA name the server stores: 'America/New_York'. */
  zone: string;
  /** The name as read: 'America/New York'. */
  name: string;
  /** The offset from UTC now: 'UTC−05:00'. */
  offset: string;
  offsetMinutes: number;
}

/** 'UTC+05:30', 'UTC−03:00', 'UTC' (a true minus sign, as clocks are printed). */
export function offsetText(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The zone this browser is in, as the platform names it ('UTC' when it cannot say). */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Every zone the platform knows, with UTC and `keep` (the saved zone, even under a name the
 * list spells differently) included, ordered by offset now and then by name.
 */
export function zoneOptions(now: number, keep?: string): ZoneOption[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  if (keep) zones.add(keep);
  return [...zones]
    .map((zone) => {
      const offsetMinutes = offsetMinutesAt(now, zone);
      return {
        zone,
        name: zone.replaceAll('_', ' '),
        offset: offsetText(offsetMinutes),
        offsetMinutes,
      };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.name.localeCompare(b.name));
}

const folded = (text: string) => text.toLowerCase().replaceAll('_', ' ').replaceAll('−', '-');

/**
 * The options whose name or offset hold every word typed: "new york", "york", "berlin",
 * "+05:30" and "utc-3" all find their zones.
 */
export function filterZones(options: readonly ZoneOption[], query: string): ZoneOption[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const text = `${folded(option.name)} ${folded(option.offset)} ${folded(option.offset)
      .replace(/:00$/, '')
      .replace(/([+-])0/, '$1')}`;
    return words.every((word) => text.includes(word));
  });
}
