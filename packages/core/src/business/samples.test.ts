import { describe, expect, it } from 'vitest';
import { holdsSamples, sampleCountPhrases, sampleCountSentence } from './samples.ts';

describe('sample counts in words', () => {
  it('names each kind the website holds, singular or plural, in a fixed order', () => {
    expect(sampleCountPhrases({ products: 6, services: 0, staff: 1, posts: 2 })).toEqual([
      '6 sample products',
      '1 sample staff member',
      '2 sample posts',
    ]);
    expect(sampleCountPhrases({ products: 1, services: 3, staff: 2, posts: 1 })).toEqual([
      '1 sample product',
      '3 sample services',
      '2 sample staff members',
      '1 sample post',
    ]);
  });

  it('runs the phrases into one sentence', () => {
    const none = { products: 0, services: 0, staff: 0, posts: 0 };
    expect(sampleCountSentence({ ...none, posts: 1 })).toBe('1 sample post');
    expect(sampleCountSentence({ ...none, products: 6, posts: 2 })).toBe(
      '6 sample products and 2 sample posts',
    );
    expect(sampleCountSentence({ products: 6, services: 1, staff: 0, posts: 2 })).toBe(
      '6 sample products, 1 sample service and 2 sample posts',
    );
    expect(sampleCountSentence(none)).toBe('');
  });

  it('names nothing when there are none', () => {
    const none = { products: 0, services: 0, staff: 0, posts: 0 };
    expect(sampleCountPhrases(none)).toEqual([]);
    expect(holdsSamples(none)).toBe(false);
    expect(holdsSamples({ ...none, posts: 1 })).toBe(true);
  });
});
