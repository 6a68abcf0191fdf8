import { describe, expect, it } from 'vitest';
import { typedSubdomain } from './subdomain-typing';

describe('typedSubdomain', () => {
  it('lower-cases and turns other characters into single hyphens', () => {
    expect(typedSubdomain('My Bakery')).toBe('my-bakery');
    expect(typedSubdomain('Café & Co')).toBe('caf-co');
    expect(typedSubdomain('a__b')).toBe('a-b');
  });

  it('keeps hyphens at the ends while typing', () => {
    expect(typedSubdomain('my-')).toBe('my-');
    expect(typedSubdomain('-shop')).toBe('-shop');
  });
});
