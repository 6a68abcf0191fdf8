import type { Product } from '@tessera/core';

/** The lowest and highest price a buyer can pay: the variants' when there are any. */
export function priceRange(product: Pick<Product, 'price' | 'variants'>): {
  min: number;
  max: number;
} {
  if (product.variants.length === 0) return { min: product.price, max: product.price };
  const prices = product.variants.map((v) => v.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
