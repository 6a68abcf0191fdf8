import { describe, expect, it } from 'vitest';
import type { TemplateSummary } from '@tessera/core';
import { includedLine } from './templates-page';

const template = (counts: TemplateSummary['counts'], pageCount: number): TemplateSummary => ({
  id: 'salon',
  name: 'Salon',
  description: 'A hair salon.',
  categories: [],
  features: [],
  plan: 'free',
  pageCount,
  counts,
});

describe('includedLine', () => {
  it('names what a website made from the template starts with, leaving out what it lacks', () => {
    expect(includedLine(template({ products: 2, services: 5, staff: 3, posts: 0 }, 4))).toBe(
      '4 pages · 2 products · 5 services · 3 staff',
    );
    expect(includedLine(template({ products: 1, services: 0, staff: 1, posts: 1 }, 1))).toBe(
      '1 page · 1 product · 1 staff member · 1 post',
    );
  });
});
