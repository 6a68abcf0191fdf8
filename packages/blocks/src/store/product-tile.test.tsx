import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StoreProduct } from '@tessera/core';
import type { RenderContext } from '../types.ts';
import { ProductTile } from './product-tile.tsx';

const ctx: RenderContext = {
  mode: 'preview',
  siteName: 'Studio',
  pages: [],
  currentPageId: null,
  pageHref: () => '/',
};

const scarf: StoreProduct = {
  id: 'p1',
  slug: 'silk-scarf',
  name: 'Silk scarf',
  description: '',
  sku: 'SCARF',
  price: 39,
  comparePrice: null,
  currency: 'EUR',
  images: [],
  categories: [],
  seoTitle: null,
  seoDescription: null,
  options: [],
  variants: [],
  soldOut: false,
  available: 3,
  maxPerOrder: 20,
};

const tile = (product: StoreProduct) =>
  renderToStaticMarkup(<ProductTile product={product} ctx={ctx} href="#" sizes="300px" />);

describe('a product tile', () => {
  it('badges a template’s sample, which only the owner’s builder and preview draw', () => {
    expect(tile({ ...scarf, sample: true })).toContain(
      '<span class="t-badge t-badge-sample">Sample</span>',
    );
    expect(tile(scarf)).not.toContain('Sample');
  });
});
