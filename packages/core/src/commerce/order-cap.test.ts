import { describe, expect, it } from 'vitest';
import { lineQuantityLimit, maxPerOrderMessage, unitsByProduct } from './order-cap.ts';
import { MAX_LINE_QUANTITY } from './orders.ts';

describe('unitsByProduct', () => {
  it('counts the lines of one product together, whatever their variant', () => {
    const units = unitsByProduct([
      { productId: 'loaf', quantity: 15 },
      { productId: 'shirt', quantity: 2 },
      { productId: 'loaf', quantity: 15 },
      { productId: 'shirt', quantity: 3 },
    ]);
    expect([...units]).toEqual([
      ['loaf', 30],
      ['shirt', 5],
    ]);
  });
});

describe('the per-order cap in words and in forms', () => {
  it('names the product and the cap', () => {
    expect(maxPerOrderMessage('Sourdough loaf', 20)).toBe(
      'You can order at most 20 of Sourdough loaf at once',
    );
  });

  it('lets a form line hold the cap, never more than a line may', () => {
    expect(lineQuantityLimit(20)).toBe(20);
    expect(lineQuantityLimit(5000)).toBe(MAX_LINE_QUANTITY);
  });
});
