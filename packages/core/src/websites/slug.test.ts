import { describe, expect, it } from 'vitest';
import { pageSlugFromName, slugProblem } from './slug.ts';

describe('page slugs the store keeps', () => {
  it('refuses /cart, /checkout, /products, /order and /book for a page', () => {
    for (const slug of ['cart', 'checkout', 'products', 'order', 'book']) {
      expect(slugProblem(slug)).toBe(`The address /${slug} is kept for the site's store`);
    }
    expect(slugProblem('cart-page')).toBeNull();
  });

  it('moves a page named after one of them aside', () => {
    expect(pageSlugFromName('Cart', 'page')).toBe('cart-page');
    expect(pageSlugFromName('Our products', 'page')).toBe('our-products');
    expect(pageSlugFromName('***', 'page')).toBe('page');
  });
});
