import { describe, expect, it } from 'vitest';
import type { TemplateSummary } from '@tessera/core';
import {
  categoriesOf,
  filtersFrom,
  filterTemplates,
  hasFilters,
  NO_FILTERS,
  noMatchTitle,
  withFilters,
} from './template-filters';

const template = (
  id: string,
  name: string,
  description: string,
  categories: string[],
  features: TemplateSummary['features'],
): TemplateSummary => ({
  id,
  name,
  description,
  categories,
  features,
  plan: 'free',
  pageCount: 3,
  counts: { products: 0, services: 0, staff: 0, posts: 0 },
});

const templates = [
  template('blank', 'Blank', 'One empty home page.', [], []),
  template(
    'salon',
    'Salon',
    'A hair studio with online booking.',
    ['Beauty', 'Business'],
    ['bookings', 'shop', 'forms'],
  ),
  template(
    'bakery',
    'Bakery',
    'Bread and cakes to order for pickup.',
    ['Food & drink'],
    ['shop', 'blog'],
  ),
  template('cafe', 'Café', 'Coffee, brunch and a menu.', ['food & drink', 'Business'], ['forms']),
];

const ids = (list: TemplateSummary[]) => list.map((t) => t.id);

describe('filterTemplates', () => {
  it('keeps every template without filters', () => {
    expect(ids(filterTemplates(templates, NO_FILTERS))).toEqual([
      'blank',
      'salon',
      'bakery',
      'cafe',
    ]);
  });

  it('keeps only templates offering every chosen feature', () => {
    expect(ids(filterTemplates(templates, { ...NO_FILTERS, features: ['shop'] }))).toEqual([
      'salon',
      'bakery',
    ]);
    expect(
      ids(filterTemplates(templates, { ...NO_FILTERS, features: ['shop', 'bookings'] })),
    ).toEqual(['salon']);
  });

  it('matches a category whatever its case', () => {
    expect(ids(filterTemplates(templates, { ...NO_FILTERS, category: 'Food & drink' }))).toEqual([
      'bakery',
      'cafe',
    ]);
  });

  it('finds every word of the search in the name, description, categories or features', () => {
    const search = (q: string) => ids(filterTemplates(templates, { ...NO_FILTERS, q }));
    expect(search('HAIR')).toEqual(['salon']);
    expect(search('  cakes   pickup ')).toEqual(['bakery']);
    expect(search('beauty')).toEqual(['salon']);
    expect(search('bookings')).toEqual(['salon']);
    // Accents are not needed to find a name that has them.
    expect(search('cafe')).toEqual(['cafe']);
    expect(search('hair cakes')).toEqual([]);
  });

  it('combines search, category and features', () => {
    expect(
      ids(filterTemplates(templates, { q: 'business', category: 'Beauty', features: ['forms'] })),
    ).toEqual(['salon']);
  });
});

describe('filters in the address', () => {
  it('reads back what it writes, keeping other parameters', () => {
    const params = withFilters(new URLSearchParams('tab=mine'), {
      q: 'hair',
      category: 'Beauty',
      features: ['bookings', 'shop'],
    });
    expect(params.get('tab')).toBe('mine');
    expect(filtersFrom(params)).toEqual({
      q: 'hair',
      category: 'Beauty',
      features: ['shop', 'bookings'],
    });
    expect(withFilters(params, NO_FILTERS).toString()).toBe('tab=mine');
  });

  it('ignores features it does not know', () => {
    expect(filtersFrom(new URLSearchParams('feature=shop&feature=teleport')).features).toEqual([
      'shop',
    ]);
  });

  it('says whether anything is filtered, and what, in words', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, q: '  ' })).toBe(false);
    expect(noMatchTitle({ q: ' hair ', category: 'Beauty', features: ['shop', 'blog'] })).toBe(
      'No templates match “hair” with Shop and Blog in Beauty',
    );
    expect(noMatchTitle({ q: '', category: 'Beauty', features: [] })).toBe(
      'No templates in Beauty',
    );
  });
});

describe('categoriesOf', () => {
  it('lists each category once, alphabetically', () => {
    expect(categoriesOf(templates)).toEqual(['Beauty', 'Business', 'Food & drink']);
  });
});
