import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address';

describe('pageAddress', () => {
  it('shows the home page as /, whatever its slug, and other pages by their slug', () => {
    expect(pageAddress({ slug: 'home', isHome: true })).toBe('/');
    expect(pageAddress({ slug: 'welcome', isHome: true })).toBe('/');
    expect(pageAddress({ slug: 'about', isHome: false })).toBe('/about');
  });
});
