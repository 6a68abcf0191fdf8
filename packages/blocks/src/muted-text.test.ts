import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  contrastRatio,
  DEFAULT_SITE_THEME,
  SITE_TEMPLATES,
  themeVariables,
} from '@tessera/core';
import { BASE_CSS } from './base-css.ts';
import { BLOG_CSS } from './blog/blog-css.ts';
import { BOOKING_CSS } from './booking/booking-css.ts';
import { PRODUCT_PAGE_CSS, STORE_CSS } from './store/store-css.ts';

/** Every rule of the visitor pages' CSS as [selector, declarations]. */
const rules = [BASE_CSS, STORE_CSS, PRODUCT_PAGE_CSS, BOOKING_CSS, BLOG_CSS]
  .join('')
  .split('}')
  .map((rule) => rule.split('{'))
  .filter((parts) => parts.length >= 2)
  .map((parts) => [parts.at(-2)!.trim(), parts.at(-1)!] as const);

/** Rules that colour text with the theme's muted colour. */
const mutedRules = rules.filter(([, body]) => /(^|;)color:var\(--t-muted\b/.test(body));

const BUILT_IN = [
  ['default', DEFAULT_SITE_THEME] as const,
  ...SITE_TEMPLATES.map((t) => [t.id, t.theme] as const),
];

describe('muted text on visitor pages', () => {
  it('draws unavailable booking days in the muted colour, not faded below it', () => {
    const dayOff = rules.find(([selector]) => selector === '.t-book-day-off');
    expect(dayOff?.[1]).toMatch(/(^|;)color:var\(--t-muted,#475569\)/);
    expect(mutedRules.map(([selector]) => selector)).toContain('.t-book-day-off');
  });

  it('never fades muted text further (opacity, filter, a lighter mix)', () => {
    expect(mutedRules.length).toBeGreaterThan(10);
    for (const [selector, body] of mutedRules) {
      expect(body, selector).not.toMatch(/opacity:(?!1(;|$))|filter|color-mix/);
    }
  });

  it('falls back to a muted colour that reads on white and on the default surface', () => {
    for (const [selector, body] of mutedRules) {
      const fallback = /color:var\(--t-muted,(#[0-9a-f]{6})\)/.exec(body)?.[1];
      if (!fallback) continue;
      for (const bg of ['#ffffff', DEFAULT_SITE_THEME.colors.surface])
        expect(contrastRatio(fallback, bg), `${selector} on ${bg}`).toBeGreaterThanOrEqual(
          AA_CONTRAST,
        );
    }
  });

  it.each(BUILT_IN)('reads 4.5:1 on the background and surface of the %s theme', (_, theme) => {
    const muted = themeVariables(theme, 'desktop')['--t-muted']!;
    for (const bg of [theme.colors.background, theme.colors.surface])
      expect(contrastRatio(muted, bg)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});
