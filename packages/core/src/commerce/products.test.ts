import { describe, expect, it } from 'vitest';
import { productCreateSchema, productUpdateSchema } from './products.ts';

const loaf = { name: 'Sourdough loaf', sku: 'LOAF', price: 6.5 };
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('max per order', () => {
  it('is 20 for a new product unless the owner says otherwise', () => {
    expect(productCreateSchema.parse(loaf).maxPerOrder).toBe(20);
    expect(productCreateSchema.parse({ ...loaf, maxPerOrder: 1 }).maxPerOrder).toBe(1);
    expect(productCreateSchema.parse({ ...loaf, maxPerOrder: 10_000 }).maxPerOrder).toBe(10_000);
  });

  it('is a whole number from 1 to 10000, said in words', () => {
    const cases: [unknown, string][] = [
      [0, 'Max per order must be at least 1'],
      [-3, 'Max per order must be at least 1'],
      [10_001, 'Max per order must be at most 10000'],
      [1.5, 'Max per order must be a whole number'],
      ['x', 'Max per order must be a whole number'],
      [Number.NaN, 'Max per order must be a whole number'],
      [null, 'Max per order must be a whole number'],
    ];
    for (const [maxPerOrder, message] of cases) {
      expect(messageOf(productCreateSchema.safeParse({ ...loaf, maxPerOrder }))).toBe(message);
      expect(messageOf(productUpdateSchema.safeParse({ maxPerOrder }))).toBe(message);
    }
  });

  it('changes alone in an update, and is left as it is when not sent', () => {
    expect(productUpdateSchema.parse({ maxPerOrder: 100 })).toEqual({ maxPerOrder: 100 });
    expect('maxPerOrder' in productUpdateSchema.parse({ name: 'Rye' })).toBe(false);
  });
});
