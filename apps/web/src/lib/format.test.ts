import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, pluralize } from './format';

describe('format', () => {
  it('writes dates as the dashboard shows them', () => {
    expect(formatDate('2026-11-21T12:00:00Z')).toBe('Nov 21, 2026');
  });

  it('writes dollars with two decimals', () => {
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
  });

  it('pluralizes counts', () => {
    expect(pluralize(0, 'website')).toBe('0 websites');
    expect(pluralize(1, 'website')).toBe('1 website');
    expect(pluralize(1200, 'page')).toBe('1,200 pages');
  });
});

describe('formatBytes', () => {
  it('uses Bytes, KB, MB and GB with base 1024 and two decimals', async () => {
    const { formatBytes } = await import('./format');
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(5 * 1024 ** 2)).toBe('5.00 MB');
    expect(formatBytes(1024 ** 3)).toBe('1.00 GB');
  });
});
