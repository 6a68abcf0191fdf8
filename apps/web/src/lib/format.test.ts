import { afterEach, describe, expect, it } from 'vitest';
import { orderMoney } from '@/features/orders/order-money';
import { formatAmounts, formatCurrency, formatDate, pluralize, setMoneyLocale } from './format';

describe('format', () => {
  it('writes dates as the dashboard shows them', () => {
    expect(formatDate('2026-11-21T12:00:00Z')).toBe('Nov 21, 2026');
  });

  it('writes money in the currency given, with its decimals', () => {
    expect(formatCurrency(0, 'USD')).toBe('$0.00');
    expect(formatCurrency(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatCurrency(14.3, 'EUR')).toBe('€14.30');
    expect(formatCurrency(1234.5, 'CHF')).toBe('CHF\u00a01,234.50');
  });

  it('writes money for a locale when one is given', () => {
    expect(formatCurrency(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatCurrency(0.1 + 0.2, 'GBP', 'en-GB')).toBe('£0.30');
  });

  describe('for the selected website', () => {
    afterEach(() => setMoneyLocale(undefined));

    it('writes every amount the way the website writes it, en-US style when none is selected', () => {
      setMoneyLocale('de-DE');
      expect(formatCurrency(1234.5, 'EUR')).toBe('1.234,50\u00a0€');
      expect(orderMoney(14.3, 'EUR')).toBe('14,30\u00a0€');
      expect(formatAmounts([{ currency: 'EUR', amount: 2 }])).toBe('2,00\u00a0€');
      setMoneyLocale(undefined);
      expect(formatCurrency(1234.5, 'EUR')).toBe('€1,234.50');
    });
  });

  it('never adds amounts of different currencies', () => {
    const both = [
      { currency: 'GBP', amount: 120 },
      { currency: 'USD', amount: 30.5 },
    ];
    expect(formatAmounts(both)).toBe('£120.00 + $30.50');
    expect(
      formatAmounts([
        { currency: 'GBP', amount: 12 },
        { currency: 'USD', amount: 0 },
      ]),
    ).toBe('£12.00');
    expect(
      formatAmounts([
        { currency: 'GBP', amount: 0 },
        { currency: 'USD', amount: 0 },
      ]),
    ).toBe('£0.00');
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
