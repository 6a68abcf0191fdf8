import { describe, expect, it } from 'vitest';
import { clockChangeOn, placeOnDay, snappedStart, visibleHours } from './calendar-layout';

const BERLIN = 'Europe/Berlin';
const at = (iso: string, minutes: number) => ({
  start: iso,
  end: new Date(Date.parse(iso) + minutes * 60_000).toISOString(),
});
const spans = (blocks: { top: number; bottom: number }[]) =>
  blocks.map(({ top, bottom }) => [top, bottom]);

describe('placing bookings on a day of the wall clock', () => {
  it('puts a booking where the clock of the zone shows it', () => {
    // 08:00 UTC is 09:00 in Berlin in winter.
    const placed = placeOnDay([at('2026-03-10T08:00:00Z', 60)], '2026-03-10', BERLIN);
    expect(spans(placed)).toEqual([[540, 600]]);
  });

  it('keeps 9:00 at 9:00 on the day the clocks go forward, and ends a booking across the gap at the hour the clock says', () => {
    const placed = placeOnDay(
      [
        // 07:00 UTC is 09:00 once Berlin is on summer time.
        at('2026-03-29T07:00:00Z', 60),
        // 01:30 for two real hours: the clock jumps from 02:00 to 03:00, so it ends at 04:30.
        at('2026-03-29T00:30:00Z', 120),
      ],
      '2026-03-29',
      BERLIN,
    );
    expect(spans(placed)).toEqual([
      [90, 270],
      [540, 600],
    ]);
  });

  it('keeps 9:00 at 9:00 on the day the clocks go back, and places both 2:30s of the repeated hour', () => {
    const placed = placeOnDay(
      [
        at('2026-10-25T08:00:00Z', 60),
        // 00:30 UTC is the first 02:30 (summer time); its end, 01:00 UTC, reads 02:00 again.
        at('2026-10-25T00:30:00Z', 30),
        // 01:30 UTC is the second 02:30 (winter time).
        at('2026-10-25T01:30:00Z', 30),
      ],
      '2026-10-25',
      BERLIN,
    );
    expect(spans(placed)).toEqual([
      [150, 180],
      [150, 180],
      [540, 600],
    ]);
    // The two 2:30s stand side by side, not on top of each other.
    expect(placed.slice(0, 2).map((b) => [b.lane, b.lanes])).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('puts a booking on the day of the zone, not of UTC', () => {
    // 03:00 UTC on the 10th is 23:00 on the 9th in New York.
    const booking = at('2026-03-10T03:00:00Z', 60);
    expect(spans(placeOnDay([booking], '2026-03-09', 'America/New_York'))).toEqual([[1380, 1440]]);
    expect(spans(placeOnDay([booking], '2026-03-10', 'America/New_York'))).toEqual([]);
  });

  it('shows a booking across midnight on both days', () => {
    const booking = at('2026-03-10T22:00:00Z', 120); // 23:00 to 01:00 in Berlin
    expect(spans(placeOnDay([booking], '2026-03-10', BERLIN))).toEqual([[1380, 1440]]);
    expect(spans(placeOnDay([booking], '2026-03-11', BERLIN))).toEqual([[0, 60]]);
  });

  it('sets overlapping bookings side by side and lets the next one take a free lane', () => {
    const placed = placeOnDay(
      [
        at('2026-03-10T08:00:00Z', 60),
        at('2026-03-10T08:30:00Z', 60),
        at('2026-03-10T09:00:00Z', 60),
        at('2026-03-10T12:00:00Z', 60),
      ],
      '2026-03-10',
      BERLIN,
    );
    expect(placed.map((b) => [b.top, b.lane, b.lanes])).toEqual([
      [540, 0, 2],
      [570, 1, 2],
      [600, 0, 2],
      [780, 0, 1],
    ]);
  });
});

describe('the day the clocks change', () => {
  it('names when and by how much', () => {
    expect(clockChangeOn('2026-03-29', BERLIN)).toEqual({ at: 120, shift: 60 });
    expect(clockChangeOn('2026-10-25', BERLIN)).toEqual({ at: 180, shift: -60 });
    expect(clockChangeOn('2026-03-08', 'America/New_York')).toEqual({ at: 120, shift: 60 });
    // Lord Howe Island moves its clocks by half an hour.
    expect(clockChangeOn('2026-04-05', 'Australia/Lord_Howe')).toEqual({ at: 120, shift: -30 });
    expect(clockChangeOn('2026-03-10', BERLIN)).toBeNull();
    expect(clockChangeOn('2026-03-29', 'Asia/Kolkata')).toBeNull();
  });
});

describe('where a dragged booking lands', () => {
  /** The start (UTC) of a booking of `duration` minutes dropped at wall `minutes` on `date`. */
  const land = (
    date: string,
    minutes: number,
    interval: number,
    duration: number,
    ranges: [number, number][],
  ) =>
    new Date(
      snappedStart({ date, minutes, zone: BERLIN, interval, duration, ranges }),
    ).toISOString();

  it('snaps to the slots stepped from the start of the working range', () => {
    const hours: [number, number][] = [[9 * 60 + 15, 17 * 60]];
    // Dropped at 10:05: the slots run 9:15, 9:45, 10:15...
    expect(land('2026-03-10', 10 * 60 + 5, 30, 60, hours)).toBe('2026-03-10T09:15:00.000Z');
    // Dropped at 16:50, an hour long: 15:45 is the last start that ends by 17:00.
    expect(land('2026-03-10', 16 * 60 + 50, 30, 60, hours)).toBe('2026-03-10T14:45:00.000Z');
  });

  it('steps in real time across the spring-forward gap, as the free times do', () => {
    // 01:00 plus one real hour is 03:00 on that night.
    expect(land('2026-03-29', 3 * 60 + 10, 60, 60, [[60, 300]])).toBe('2026-03-29T01:00:00.000Z');
  });

  it('snaps from midnight outside the working hours', () => {
    expect(land('2026-03-10', 20 * 60 + 20, 15, 30, [[540, 1020]])).toBe(
      '2026-03-10T19:15:00.000Z',
    );
  });
});

describe('the hours the grid shows', () => {
  it('covers the working hours and bookings with an hour either side', () => {
    expect(visibleHours([[540, 1020]])).toEqual({ from: 480, to: 1080 });
    expect(
      visibleHours([
        [545, 1000],
        [1380, 1440],
      ]),
    ).toEqual({ from: 480, to: 1440 });
    expect(visibleHours([])).toEqual({ from: 480, to: 1080 });
  });
});
