import { describe, expect, it } from 'vitest';
import { filterZones, offsetText, zoneOptions } from './iana-zones';

// 15 January 2026, noon UTC: northern winter, southern summer.
const january = Date.UTC(2026, 0, 15, 12);
// 15 July 2026, noon UTC.
const july = Date.UTC(2026, 6, 15, 12);

describe('offsetText', () => {
  it('writes whole, half and negative offsets', () => {
    expect(offsetText(0)).toBe('UTC');
    expect(offsetText(60)).toBe('UTC+01:00');
    expect(offsetText(330)).toBe('UTC+05:30');
    expect(offsetText(-180)).toBe('UTC−03:00');
  });
});

describe('zoneOptions', () => {
  it('lists UTC and the zones by their offset at the time asked', () => {
    const options = zoneOptions(january);
    const berlin = options.find((o) => o.zone === 'Europe/Berlin');
    expect(berlin).toMatchObject({ offset: 'UTC+01:00', name: 'Europe/Berlin' });
    expect(options.find((o) => o.zone === 'UTC')?.offset).toBe('UTC');
    expect(zoneOptions(july).find((o) => o.zone === 'Europe/Berlin')?.offset).toBe('UTC+02:00');
    const offsets = options.map((o) => o.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('reads underscores as spaces and keeps a saved zone the list lacks', () => {
    const options = zoneOptions(january, 'Asia/Kolkata');
    expect(options.find((o) => o.zone === 'America/New_York')?.name).toBe('America/New York');
    expect(options.filter((o) => o.zone === 'Asia/Kolkata')).toHaveLength(1);
    expect(options.find((o) => o.zone === 'Asia/Kolkata')?.offset).toBe('UTC+05:30');
  });
});

describe('filterZones', () => {
  const options = zoneOptions(january);
  const zones = (query: string) => filterZones(options, query).map((o) => o.zone);

  it('finds a zone by any part of its name, in any case', () => {
    expect(zones('new york')).toContain('America/New_York');
    expect(zones('BERLIN')).toEqual(['Europe/Berlin']);
    expect(zones('europe berl')).toEqual(['Europe/Berlin']);
  });

  it('finds zones by their offset, written either way', () => {
    const halfPast = filterZones(options, '+05:30');
    expect(halfPast.length).toBeGreaterThan(0);
    expect(halfPast.every((o) => o.offset === 'UTC+05:30')).toBe(true);
    expect(zones('utc-3')).toContain('America/Sao_Paulo');
    expect(zones('utc-3')).not.toContain('Europe/Berlin');
  });

  it('gives every zone for an empty search and none for nonsense', () => {
    expect(filterZones(options, '  ')).toHaveLength(options.length);
    expect(zones('atlantis')).toEqual([]);
  });
});
