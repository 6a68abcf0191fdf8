import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';

const at = (y: number, m: number, d: number, h: number) => ({
  createdAt: new Date(y, m, d, h).toISOString(),
});

describe('groupByDay', () => {
  const now = new Date(2026, 10, 21, 15);

  it('labels today, yesterday and older days', () => {
    const groups = groupByDay(
      [at(2026, 10, 21, 14), at(2026, 10, 21, 9), at(2026, 10, 20, 23), at(2026, 10, 18, 8)],
      now,
    );
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['Today', 2],
      ['Yesterday', 1],
      ['Nov 18, 2026', 1],
    ]);
  });

  it('handles the first day of a month and an empty list', () => {
    const groups = groupByDay([at(2026, 11, 1, 10), at(2026, 10, 30, 10)], new Date(2026, 11, 1));
    expect(groups.map((g) => g.label)).toEqual(['Today', 'Yesterday']);
    expect(groupByDay([], now)).toEqual([]);
  });
});
