import { describe, expect, it } from 'vitest';
import { formatMoney, minorToText, moneyField, toMinor } from './money.ts';

describe('money', () => {
  it('turns decimals into minor units without floating errors', () => {
    expect(toMinor('33.61')).toBe(3361);
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor(19.9)).toBe(1990);
    expect(toMinor('7')).toBe(700);
    expect(minorToText(3361)).toBe('33.61');
    expect(minorToText(5)).toBe('0.05');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
  });

  it('refuses what is not a price with a message', () => {
    const price = moneyField('Price');
    expect(price.parse('12.5')).toBe(1250);
    expect(price.parse(12.34)).toBe(1234);
    const problem = (v: unknown) => price.safeParse(v).error?.issues[0]?.message;
    expect(problem('-1')).toBe('Price cannot be negative');
    expect(problem('1.234')).toBe('Price may have at most two decimals');
    expect(problem('abc')).toBe('Price must be a number');
    expect(problem('')).toBe('Price is required');
    expect(problem('100000000')).toBe('Price must be at most 99999999.99');
    expect(problem(Number.NaN)).toBe('Price must be a number');
  });
});
