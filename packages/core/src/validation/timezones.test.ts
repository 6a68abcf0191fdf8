import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE, isTimezone, TIMEZONES } from './timezones.ts';

describe('TIMEZONES', () => {
  it('has the 25 whole-hour offsets from UTC-12 to UTC+12', () => {
    expect(TIMEZONES).toHaveLength(25);
    expect(TIMEZONES[0]).toBe('UTC-12');
    expect(TIMEZONES[24]).toBe('UTC+12');
    expect(new Set(TIMEZONES).size).toBe(25);
  });

  it('is ordered west to east and writes zero as UTC+0', () => {
    expect(TIMEZONES.slice(10, 15)).toEqual(['UTC-2', 'UTC-1', 'UTC+0', 'UTC+1', 'UTC+2']);
    const offsets = TIMEZONES.map((tz) => Number(tz.slice(3)));
    expect(offsets).toEqual(Array.from({ length: 25 }, (_, i) => i - 12));
  });

  it('uses no leading zeros', () => {
    for (const tz of TIMEZONES) expect(tz).toMatch(/^UTC[+-](?:[0-9]|1[0-2])$/);
  });

  it("defaults to 'UTC-8', which is in the list", () => {
    expect(DEFAULT_TIMEZONE).toBe('UTC-8');
    expect(TIMEZONES).toContain(DEFAULT_TIMEZONE);
  });
});

describe('isTimezone', () => {
  it('accepts every listed zone', () => {
    for (const tz of TIMEZONES) expect(isTimezone(tz)).toBe(true);
  });

  it.each([
    'UTC-13',
    'UTC+13',
    'UTC',
    'UTC-0',
    'UTC+05',
    'utc+1',
    'GMT+1',
    ' UTC+1',
    'UTC+5:30',
    '',
  ])('rejects %j', (value) => {
    expect(isTimezone(value)).toBe(false);
  });
});
