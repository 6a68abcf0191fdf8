import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  bucketTitle,
  countryName,
  describeChange,
  formatDuration,
  formatPercent,
  shareOf,
} from './analytics-format';

describe('describeChange', () => {
  it('writes a rise with a plus, one decimal, as good news', () => {
    expect(describeChange(12.5, '7d')).toEqual({
      text: '+12.5%',
      tone: 'good',
      label: 'up 12.5% on the previous 7 days',
    });
  });

  it('writes a fall with a minus sign, as bad news', () => {
    expect(describeChange(-3, '30d')).toEqual({
      text: '\u22123.0%',
      tone: 'bad',
      label: 'down 3.0% on the previous 30 days',
    });
  });

  it('reads a falling bounce rate as good and a rising one as bad', () => {
    expect(describeChange(-4.25, '24h', { lowerIsBetter: true }).tone).toBe('good');
    expect(describeChange(4.25, '24h', { lowerIsBetter: true }).tone).toBe('bad');
  });

  it('shows a dash when there is nothing to compare with', () => {
    expect(describeChange(null, '90d')).toEqual({
      text: '—',
      tone: 'neutral',
      label: 'nothing to compare with in the previous 90 days',
    });
  });

  it('calls a change that rounds to nothing unchanged', () => {
    expect(describeChange(0.04, '7d')).toMatchObject({ text: '0.0%', tone: 'neutral' });
    expect(describeChange(-0.01, '7d').label).toBe('unchanged on the previous 7 days');
  });

  it('groups thousands in large changes', () => {
    expect(describeChange(1250, '7d').text).toBe('+1,250.0%');
  });
});

describe('formatDuration', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatDuration(125)).toBe('2m 05s');
    expect(formatDuration(60)).toBe('1m 00s');
    expect(formatDuration(3725)).toBe('62m 05s');
  });

  it('writes only seconds under a minute, rounding to whole seconds', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(44.6)).toBe('45s');
    expect(formatDuration(59.7)).toBe('1m 00s');
  });

  it('treats nonsense as no time', () => {
    expect(formatDuration(-5)).toBe('0s');
    expect(formatDuration(Number.NaN)).toBe('0s');
  });
});

describe('bucket labels', () => {
  it('labels a day by month and day', () => {
    expect(bucketLabel('2026-11-24')).toBe('Nov 24');
    expect(bucketLabel('2026-01-01')).toBe('Jan 1');
    expect(bucketTitle('2026-11-24')).toBe('Tue, Nov 24');
  });

  it('labels an hour by its clock time', () => {
    expect(bucketLabel('2026-11-24T13')).toBe('13:00');
    expect(bucketLabel('2026-11-24T00')).toBe('00:00');
    expect(bucketTitle('2026-11-24T09')).toBe('Nov 24, 09:00');
  });

  it('leaves an unexpected bucket as it is', () => {
    expect(bucketLabel('week 48')).toBe('week 48');
  });
});

describe('formatPercent and shareOf', () => {
  it('writes rates with one decimal', () => {
    expect(formatPercent(42)).toBe('42.0%');
    expect(formatPercent(33.333)).toBe('33.3%');
  });

  it('takes a share of a whole, and nothing of nothing', () => {
    expect(shareOf(1, 4)).toBe(25);
    expect(shareOf(3, 0)).toBe(0);
  });
});

describe('countryName', () => {
  it('names a country from its code and keeps anything else', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('Unknown')).toBe('Unknown');
  });
});
