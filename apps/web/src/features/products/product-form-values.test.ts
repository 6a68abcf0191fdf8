import { describe, expect, it } from 'vitest';
import type { Product } from '@tessera/core';
import { productProblems, toProductInput, twoDecimals, valuesOf } from './product-form-values';

const tee: Product = {
  id: '0b6c1f0e-8f43-4a51-9a43-5d0a4c7c1a11',
  websiteId: '5f1b7f76-2f5e-4a55-9d9c-0d6f1e0f2a22',
  name: 'Linen Tee',
  slug: 'linen-tee',
  description: 'Soft.',
  sku: 'TEE',
  price: 25,
  comparePrice: 30.5,
  trackQuantity: true,
  quantity: 7,
  allowBackorder: false,
  maxPerOrder: 12,
  isPublished: true,
  images: ['/_media/ab/one.jpg'],
  categories: ['Shirts'],
  seoTitle: null,
  seoDescription: 'A tee',
  options: [{ name: 'Size', values: ['S', 'M'] }],
  variants: [
    {
      id: '7a2d0a6e-1c7b-4f0a-8a1e-2c9b3d4e5f66',
      options: { Size: 'S' },
      title: 'S',
      sku: null,
      price: 25,
      comparePrice: null,
      quantity: 3,
      image: null,
    },
    {
      id: '8b3e1b7f-2d8c-4a1b-9b2f-3d0c4e5f6a77',
      options: { Size: 'M' },
      title: 'M',
      sku: 'TEE-M',
      price: 26.5,
      comparePrice: null,
      quantity: 4,
      image: '/_media/ab/one.jpg',
    },
  ],
  sample: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('product form values', () => {
  it('starts a new product with its stock tracked, published unless the owner makes it a draft', () => {
    expect(valuesOf()).toMatchObject({ trackQuantity: true, isPublished: true, quantity: 0 });
  });

  it('shows amounts with two decimals and sends them back as numbers, variant ids kept', () => {
    const values = valuesOf(tee);
    expect(values.price).toBe('25.00');
    expect(values.comparePrice).toBe('30.50');
    expect(values.variants[1]).toMatchObject({ price: '26.50', sku: 'TEE-M' });
    const input = toProductInput(values);
    expect(input).toMatchObject({
      price: 25,
      comparePrice: 30.5,
      slug: 'linen-tee',
      seoTitle: null,
      seoDescription: 'A tee',
    });
    expect(input.variants.map((v) => [v.id, v.sku, v.price])).toEqual([
      [tee.variants[0]!.id, null, 25],
      [tee.variants[1]!.id, 'TEE-M', 26.5],
    ]);
    expect(productProblems(values)).toEqual({});
  });

  it('leaves the slug out when it is emptied, for the server to make one from the name', () => {
    const input = toProductInput({ ...valuesOf(tee), slug: '  ' });
    expect('slug' in input).toBe(false);
  });

  it('names the required fields with core’s messages', () => {
    expect(productProblems(valuesOf())).toMatchObject({
      name: 'Name is required',
      sku: 'SKU is required',
      price: 'Price is required',
    });
  });

  it('refuses more than two decimals and a compare price not above the price', () => {
    const values = { ...valuesOf(tee), price: '25.123', comparePrice: '' };
    expect(productProblems(values).price).toBe('Price may have at most two decimals');
    expect(productProblems({ ...valuesOf(tee), comparePrice: '20' }).comparePrice).toBe(
      'Compare price must be higher than the price',
    );
  });

  it('points at the variant field that is wrong', () => {
    const values = valuesOf(tee);
    values.variants[1]!.price = 'abc';
    expect(productProblems(values)).toEqual({
      'variants.1.price': 'Variant price must be a number',
    });
  });

  it('starts a new product at 20 per order, keeps a product’s cap and checks it as core does', () => {
    expect(valuesOf().maxPerOrder).toBe(20);
    expect(toProductInput(valuesOf(tee)).maxPerOrder).toBe(12);
    const problem = (maxPerOrder: number) =>
      productProblems({ ...valuesOf(tee), maxPerOrder }).maxPerOrder;
    expect(problem(0)).toBe('Max per order must be at least 1');
    expect(problem(10_001)).toBe('Max per order must be at most 10000');
    expect(problem(1.5)).toBe('Max per order must be a whole number');
    expect(problem(Number.NaN)).toBe('Max per order must be a whole number');
    expect(problem(10_000)).toBeUndefined();
  });

  it('counts an emptied stock field as none when stock is not tracked', () => {
    const values = { ...valuesOf(), trackQuantity: false, quantity: Number.NaN };
    expect(toProductInput(values).quantity).toBe(0);
    expect(productProblems({ ...values, trackQuantity: true }).quantity).toBe(
      'Quantity must be a whole number',
    );
  });
});

describe('twoDecimals', () => {
  it('writes a typed amount with two decimals and leaves other text for its message', () => {
    expect(twoDecimals('12.5')).toBe('12.50');
    expect(twoDecimals(' 7 ')).toBe('7.00');
    expect(twoDecimals('3.')).toBe('3.00');
    expect(twoDecimals('')).toBe('');
    expect(twoDecimals('1.234')).toBe('1.234');
    expect(twoDecimals('abc')).toBe('abc');
  });
});
