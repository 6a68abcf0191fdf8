import { describe, expect, it } from 'vitest';
import {
  combinations,
  regenerateVariants,
  variantCount,
  type VariantDraft,
} from './variant-combinations';

const base = { price: '20.00', comparePrice: '' };
const size = { name: 'Size', values: ['S', 'M'] };
const colour = { name: 'Colour', values: ['Red', 'Blue'] };

const row = (options: Record<string, string>, extra: Partial<VariantDraft> = {}): VariantDraft => ({
  options,
  sku: '',
  price: '20.00',
  comparePrice: '',
  quantity: 0,
  image: null,
  ...extra,
});

describe('combinations', () => {
  it('lists every combination with the first option changing slowest', () => {
    expect(combinations([size, colour])).toEqual([
      { Size: 'S', Colour: 'Red' },
      { Size: 'S', Colour: 'Blue' },
      { Size: 'M', Colour: 'Red' },
      { Size: 'M', Colour: 'Blue' },
    ]);
    expect(variantCount([size, colour])).toBe(4);
  });

  it('makes none without options, and leaves out an option that has no values yet', () => {
    expect(combinations([])).toEqual([]);
    expect(variantCount([])).toBe(0);
    expect(combinations([size, { name: 'Colour', values: [] }])).toEqual([
      { Size: 'S' },
      { Size: 'M' },
    ]);
  });
});

describe('regenerateVariants', () => {
  const small = row({ Size: 'S' }, { id: 'id-s', sku: 'TEE-S', price: '18.00', quantity: 4 });
  const medium = row({ Size: 'M' }, { id: 'id-m', sku: 'TEE-M', quantity: 7, image: '/_media/m' });

  it('makes a row per value of the first option, priced like the product', () => {
    expect(regenerateVariants([], [], [size], base)).toEqual([
      row({ Size: 'S' }),
      row({ Size: 'M' }),
    ]);
  });

  it('keeps the rows, ids and stock of values that stay when a value is added', () => {
    const next = regenerateVariants(
      [size],
      [small, medium],
      [{ name: 'Size', values: ['S', 'M', 'L'] }],
      base,
    );
    expect(next.map((v) => v.id)).toEqual(['id-s', 'id-m', undefined]);
    expect(next[0]).toMatchObject({ sku: 'TEE-S', price: '18.00', quantity: 4 });
    expect(next[2]).toEqual(row({ Size: 'L' }));
  });

  it('drops the rows of a removed value and keeps the others', () => {
    const next = regenerateVariants(
      [size],
      [small, medium],
      [{ name: 'Size', values: ['M'] }],
      base,
    );
    expect(next).toEqual([medium]);
  });

  it('gives each size’s row to its first colour when a second option is added', () => {
    const next = regenerateVariants([size], [small, medium], [size, colour], base);
    expect(next.map((v) => [v.options, v.id, v.sku])).toEqual([
      [{ Size: 'S', Colour: 'Red' }, 'id-s', 'TEE-S'],
      [{ Size: 'S', Colour: 'Blue' }, undefined, ''],
      [{ Size: 'M', Colour: 'Red' }, 'id-m', 'TEE-M'],
      [{ Size: 'M', Colour: 'Blue' }, undefined, ''],
    ]);
    // A new combination starts from the price and picture of the size it belongs to, with no stock.
    expect(next[1]).toMatchObject({ price: '18.00', quantity: 0 });
    expect(next[3]).toMatchObject({ image: '/_media/m' });
  });

  it('keeps one row per remaining combination when an option is removed', () => {
    const rows = regenerateVariants([size], [small, medium], [size, colour], base);
    const next = regenerateVariants([size, colour], rows, [colour], base);
    expect(next.map((v) => [v.options, v.id])).toEqual([
      [{ Colour: 'Red' }, 'id-s'],
      [{ Colour: 'Blue' }, undefined],
    ]);
  });

  it('follows a renamed option and keeps its rows', () => {
    const next = regenerateVariants(
      [size],
      [small, medium],
      [{ name: 'Sizes', values: ['S', 'M'] }],
      base,
    );
    expect(next.map((v) => [v.options, v.id])).toEqual([
      [{ Sizes: 'S' }, 'id-s'],
      [{ Sizes: 'M' }, 'id-m'],
    ]);
  });

  it('keeps ids when values are reordered', () => {
    const next = regenerateVariants(
      [size],
      [small, medium],
      [{ name: 'Size', values: ['M', 'S'] }],
      base,
    );
    expect(next.map((v) => v.id)).toEqual(['id-m', 'id-s']);
  });

  it('leaves the rows alone while a new option has no values yet', () => {
    const next = regenerateVariants(
      [size],
      [small, medium],
      [size, { name: 'Colour', values: [] }],
      base,
    );
    expect(next).toEqual([small, medium]);
  });

  it('has no rows once the last option is gone', () => {
    expect(regenerateVariants([size], [small, medium], [], base)).toEqual([]);
  });
});
