import { describe, expect, it } from 'vitest';
import { metricOf } from './analytics-reports.ts';

describe('a metric and its change on the previous period', () => {
  it('has no change when there was nothing before, even when there is something now', () => {
    expect(metricOf(12, 0)).toEqual({ value: 12, previous: 0, change: null });
    expect(metricOf(0, 0)).toEqual({ value: 0, previous: 0, change: null });
  });

  it('gives the change in percent, rounded to one decimal', () => {
    expect(metricOf(150, 100).change).toBe(50);
    expect(metricOf(50, 100).change).toBe(-50);
    expect(metricOf(0, 7).change).toBe(-100);
    expect(metricOf(4, 3).change).toBe(33.3);
    expect(metricOf(2, 3).change).toBe(-33.3);
    expect(metricOf(5, 3).change).toBe(66.7);
    expect(metricOf(1001, 1000).change).toBe(0.1);
    expect(metricOf(10_001, 10_000).change).toBe(0);
  });

  it('compares decimals too (revenue, bounce rate)', () => {
    expect(metricOf(38.5, 35)).toEqual({ value: 38.5, previous: 35, change: 10 });
    expect(metricOf(66.7, 50).change).toBe(33.4);
  });
});
