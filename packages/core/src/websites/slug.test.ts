import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugFromName, slugProblem } from './slug.ts';

const PATTERN_MESSAGE =
  'Slug may only contain lowercase letters, numbers and single hyphens between them';

describe('slugFromName', () => {
  it.each([
    ['About Us', 'about-us'],
    ['  Our   Team ', 'our-team'],
    ['Café Menu', 'cafe-menu'],
    ['FAQ & Help', 'faq-help'],
    ['!!!', ''],
    ['', ''],
    ['Home', 'home'],
    ['Contact\tus\nnow', 'contact-us-now'],
    ['Services - 2024', 'services-2024'],
    ['-Weird- Name-', 'weird-name'],
    ['Crème brûlée', 'creme-brulee'],
    ['snake_case/path', 'snakecasepath'],
  ])('%j gives %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('caps the slug at 80 characters without a trailing hyphen', () => {
    expect(slugFromName('a'.repeat(100))).toBe('a'.repeat(80));
    expect(slugFromName(`${'a'.repeat(79)} bc`)).toBe('a'.repeat(79));
  });

  it.each(['About Us', 'Ünïcödé Page', 'Q&A', 'x '.repeat(60), 'Page 2'])(
    'gives a valid slug for %j',
    (name) => {
      expect(slugProblem(slugFromName(name))).toBeNull();
    },
  );
});

describe('slugProblem', () => {
  it.each(['home', 'about-us', 'page-2', '2024', 'a'.repeat(80)])('accepts %j', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(true);
    expect(slugProblem(slug)).toBeNull();
  });

  it('requires a value', () => {
    expect(slugProblem('')).toBe('Slug is required');
  });

  it('refuses more than 80 characters', () => {
    expect(slugProblem('a'.repeat(81))).toBe('Slug must be at most 80 characters');
  });

  it.each(['About', 'about us', 'about--us', '-about', 'about-', 'about_us', 'a/b', 'café', '-'])(
    'refuses %j',
    (slug) => {
      expect(slugProblem(slug)).toBe(PATTERN_MESSAGE);
    },
  );
});
