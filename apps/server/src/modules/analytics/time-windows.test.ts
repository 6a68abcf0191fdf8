import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  hourInZone,
  hourStartInZone,
  nextHourInZone,
  rangeWindow,
} from './time-windows.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);

describe('hourInZone', () => {
  it('names the local hour, midnight as 00, in zones a half and three quarters off UTC', () => {
    expect(hourInZone(at('2026-06-10T22:00:00Z'), 'Europe/Berlin')).toBe('2026-06-11T00');
    expect(hourInZone(at('2026-06-10T21:59:59Z'), 'Europe/Berlin')).toBe('2026-06-10T23');
    // Tehran is +3:30 all year: 20:29 UTC is 23:59, 20:30 UTC is the next day.
    expect(hourInZone(at('2026-06-10T20:29:00Z'), 'Asia/Tehran')).toBe('2026-06-10T23');
    expect(hourInZone(at('2026-06-10T20:30:00Z'), 'Asia/Tehran')).toBe('2026-06-11T00');
    // Kathmandu is +5:45: 18:14 UTC is 23:59, 18:15 UTC is midnight.
    expect(hourInZone(at('2026-06-10T18:14:00Z'), 'Asia/Kathmandu')).toBe('2026-06-10T23');
    expect(hourInZone(at('2026-06-10T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-06-11T00');
  });

  it('gives the hour that the October change repeats the same name both times', () => {
    // 2026-10-25 in Berlin: 03:00 CEST (01:00 UTC) goes back to 02:00 CET.
    expect(hourInZone(at('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25T02');
    expect(hourInZone(at('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25T02');
    expect(hourInZone(at('2026-10-25T02:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25T03');
  });
});

describe('hourStartInZone and nextHourInZone', () => {
  it.each([
    // Berlin's hours begin on UTC's; Tehran's at half past (+3:30), Kathmandu's at a quarter past (+5:45).
    ['Europe/Berlin', '2026-06-10T12:34:56.789Z', '2026-06-10T12:00:00Z', '2026-06-10T13:00:00Z'],
    ['Asia/Tehran', '2026-06-10T12:10:00Z', '2026-06-10T11:30:00Z', '2026-06-10T12:30:00Z'],
    ['Asia/Kathmandu', '2026-06-10T12:10:00Z', '2026-06-10T11:15:00Z', '2026-06-10T12:15:00Z'],
    // The repeated October hour in Berlin is two hours, each of its own.
    ['Europe/Berlin', '2026-10-25T00:59:00Z', '2026-10-25T00:00:00Z', '2026-10-25T01:00:00Z'],
    ['Europe/Berlin', '2026-10-25T01:59:00Z', '2026-10-25T01:00:00Z', '2026-10-25T02:00:00Z'],
    // Lord Howe turns its clock back half an hour: 01:30 to 02:00 is lived twice.
    ['Australia/Lord_Howe', '2026-04-04T15:10:00Z', '2026-04-04T14:30:00Z', '2026-04-04T15:30:00Z'],
  ])('in %s, the hour of %s began at %s and the next at %s', (zone, iso, start, next) => {
    expect(hourStartInZone(at(iso), zone)).toBe(at(start));
    expect(nextHourInZone(at(start), zone)).toBe(at(next));
  });
});

describe('the last 24 hours', () => {
  it('are this hour and the 23 before it, after the 24 before them', () => {
    const now = at('2026-06-10T12:34:56Z'); // 14:34:56 in Berlin
    const window = rangeWindow('24h', now, 'Europe/Berlin');
    expect(window.unit).toBe('hour');
    expect(window.current).toEqual({
      from: new Date(at('2026-06-09T13:00:00Z')),
      to: new Date(now),
    });
    expect(window.previous).toEqual({
      from: new Date(at('2026-06-08T13:00:00Z')),
      to: new Date(at('2026-06-09T13:00:00Z')),
    });
    expect(window.buckets[0]).toBe('2026-06-09T15');
    expect(window.buckets.at(-1)).toBe('2026-06-10T14');
    expect(window.buckets).toHaveLength(24);
  });

  it('has one bucket for the repeated hour of the October change in Berlin', () => {
    const now = at('2026-10-25T12:00:00Z'); // 13:00 CET
    const window = rangeWindow('24h', now, 'Europe/Berlin');
    // 23 real hours before this one is 2026-10-24T13:00Z = 15:00 CEST; one hour is lived twice.
    expect(window.current.from).toEqual(new Date(at('2026-10-24T13:00:00Z')));
    expect(window.buckets[0]).toBe('2026-10-24T15');
    expect(window.buckets.at(-1)).toBe('2026-10-25T13');
    expect(window.buckets.filter((b) => b === '2026-10-25T02')).toHaveLength(1);
    expect(new Set(window.buckets).size).toBe(window.buckets.length);
    expect(window.buckets).toHaveLength(23);
    expect(window.previous).toEqual({
      from: new Date(at('2026-10-23T13:00:00Z')),
      to: new Date(at('2026-10-24T13:00:00Z')),
    });
  });

  it('skips the hour the March change leaves out', () => {
    const window = rangeWindow('24h', at('2026-03-29T12:00:00Z'), 'Europe/Berlin');
    expect(window.buckets).not.toContain('2026-03-29T02');
    expect(window.buckets).toContain('2026-03-29T01');
    expect(window.buckets).toContain('2026-03-29T03');
    // 14:00 CET yesterday to 14:00 CEST today: 24 real hours, 25 names less the skipped one.
    expect(window.buckets[0]).toBe('2026-03-28T14');
    expect(window.buckets.at(-1)).toBe('2026-03-29T14');
    expect(window.buckets).toHaveLength(24);
  });

  it.each([
    ['Asia/Tehran', '2026-06-10T12:10:00Z', '2026-06-09T16', '2026-06-10T15'],
    ['Asia/Kathmandu', '2026-06-10T12:10:00Z', '2026-06-09T18', '2026-06-10T17'],
    ['Asia/Kathmandu', '2026-06-10T12:20:00Z', '2026-06-09T19', '2026-06-10T18'],
  ])('finds every local hour in %s at %s', (zone, iso, first, last) => {
    const window = rangeWindow('24h', at(iso), zone);
    expect(window.buckets[0]).toBe(first);
    expect(window.buckets.at(-1)).toBe(last);
    expect(window.current.from.getTime()).toBe(hourStartInZone(at(iso), zone) - 23 * HOUR);
    // Every hour between the first and the last is there, once, in order.
    expect(window.buckets).toHaveLength(24);
    window.buckets.forEach((bucket, i) => {
      if (i === 0) return;
      const previous = Date.parse(`${window.buckets[i - 1]}:00:00Z`);
      expect(Date.parse(`${bucket}:00:00Z`) - previous).toBe(HOUR);
    });
  });
});

describe('ranges of days', () => {
  it.each([
    ['7d', 7],
    ['30d', 30],
    ['90d', 90],
  ] as const)('%s ends today in the zone and follows a previous period as long', (range, n) => {
    // 23:30 UTC on Nov 30 is already Dec 1 in Berlin.
    const window = rangeWindow(range, at('2026-11-30T23:30:00Z'), 'Europe/Berlin');
    expect(window.unit).toBe('day');
    expect(window.buckets).toHaveLength(n);
    expect(window.buckets.at(-1)).toBe('2026-12-01');
    expect(window.current.lastDay).toBe('2026-12-01');
    expect(window.current.firstDay).toBe(window.buckets[0]);
    expect(daysBetween(window.previous.firstDay!, window.previous.lastDay!)).toHaveLength(n);
    expect(window.previous.lastDay).toBe(
      new Date(Date.parse(`${window.current.firstDay}T00:00:00Z`) - DAY).toISOString().slice(0, 10),
    );
    expect(window.previous.to).toEqual(window.current.from);
    // Midnight in Berlin (no clock change in these weeks but for the one in October).
    expect(window.current.to.toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });

  it('lays the 7 days of the first one on 7 days in the zone', () => {
    const window = rangeWindow('7d', at('2026-11-30T23:30:00Z'), 'Europe/Berlin');
    expect(window.buckets).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(window.current.from.toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(window.previous).toEqual({
      from: new Date('2026-11-17T23:00:00.000Z'),
      to: new Date('2026-11-24T23:00:00.000Z'),
      firstDay: '2026-11-18',
      lastDay: '2026-11-24',
    });
  });

  it('gives a week holding the March change a 23-hour day', () => {
    // Berlin, 2026-03-29 has 23 hours: from midnight CET (23:00Z) to midnight CEST (22:00Z).
    const window = rangeWindow('7d', at('2026-04-01T10:00:00Z'), 'Europe/Berlin');
    expect(window.current.firstDay).toBe('2026-03-26');
    expect(window.current.from.toISOString()).toBe('2026-03-25T23:00:00.000Z');
    expect(window.current.to.toISOString()).toBe('2026-04-01T22:00:00.000Z');
    expect(window.current.to.getTime() - window.current.from.getTime()).toBe(7 * DAY - HOUR);
    expect(window.previous.to.getTime() - window.previous.from.getTime()).toBe(7 * DAY);
  });

  it('gives a week holding the October change a 25-hour day', () => {
    const window = rangeWindow('7d', at('2026-10-28T10:00:00Z'), 'Europe/Berlin');
    expect(window.current.from.toISOString()).toBe('2026-10-21T22:00:00.000Z');
    expect(window.current.to.toISOString()).toBe('2026-10-28T23:00:00.000Z');
    expect(window.current.to.getTime() - window.current.from.getTime()).toBe(7 * DAY + HOUR);
  });

  it('gives the day of the change its own instants: 23 hours in March, 25 in October', () => {
    const march = rangeWindow('7d', at('2026-03-29T20:00:00Z'), 'Europe/Berlin');
    expect(march.current.lastDay).toBe('2026-03-29');
    expect(march.current.to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const october = rangeWindow('7d', at('2026-10-25T20:00:00Z'), 'Europe/Berlin');
    expect(october.current.lastDay).toBe('2026-10-25');
    expect(october.current.to.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    // The day before each ends at its own midnight.
    const before = rangeWindow('7d', at('2026-03-28T20:00:00Z'), 'Europe/Berlin');
    expect(march.current.to.getTime() - before.current.to.getTime()).toBe(DAY - HOUR);
    const beforeOctober = rangeWindow('7d', at('2026-10-24T20:00:00Z'), 'Europe/Berlin');
    expect(october.current.to.getTime() - beforeOctober.current.to.getTime()).toBe(DAY + HOUR);
  });

  it('reads the days of a zone a quarter hour off UTC', () => {
    const window = rangeWindow('30d', at('2026-06-10T18:15:00Z'), 'Asia/Kathmandu');
    expect(window.current.lastDay).toBe('2026-06-11');
    expect(window.current.to.toISOString()).toBe('2026-06-11T18:15:00.000Z');
    expect(window.current.from.toISOString()).toBe('2026-05-12T18:15:00.000Z');
    expect(window.previous.firstDay).toBe('2026-04-13');
  });
});

describe('daysBetween', () => {
  it('includes both ends and crosses months and years', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysBetween('2026-02-28', '2026-03-01')).toEqual(['2026-02-28', '2026-03-01']);
    expect(daysBetween('2026-05-02', '2026-05-01')).toEqual([]);
  });
});
