import { describe, expect, it } from 'vitest';
import { priceRange } from './product-prices';

const variant = (price: number) => ({
  id: String(price),
  options: {},
  title: '',
  sku: null,
  price,
  comparePrice: null,
  quantity: 0,
  image: null,
});

describe('priceRange', () => {
  it('is the product’s price without variants', () => {
    expect(priceRange({ price: 12.5, variants: [] })).toEqual({ min: 12.5, max: 12.5 });
  });

  it('spans the variants’ prices when there are variants', () => {
    expect(priceRange({ price: 10, variants: [variant(26.5), variant(24), variant(30)] })).toEqual({
      min: 24,
      max: 30,
    });
  });
});
