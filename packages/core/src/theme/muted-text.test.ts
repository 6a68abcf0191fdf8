import { describe, expect, it } from 'vitest';
import { SITE_TEMPLATES } from '../templates/index.ts';
import {
  AA_CONTRAST,
  contrastRatio,
  DEFAULT_SITE_THEME,
  mutedTextColor,
  themeVariables,
  type ThemeColors,
} from './theme.ts';

const colors = (changes: Partial<ThemeColors>): ThemeColors => ({
  ...DEFAULT_SITE_THEME.colors,
  ...changes,
});

/** The default theme and every built-in template's: what a new website starts with. */
const BUILT_IN = [
  ['default', DEFAULT_SITE_THEME] as const,
  ...SITE_TEMPLATES.map((t) => [t.id, t.theme] as const),
];

describe('muted text (--t-muted)', () => {
  it.each(BUILT_IN)(
    'reads 4.5:1 on the background and the surface in the %s theme, as the theme chose it',
    (_, theme) => {
      const muted = themeVariables(theme, 'desktop')['--t-muted']!;
      expect(contrastRatio(muted, theme.colors.background)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(muted, theme.colors.surface)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(muted).toBe(theme.colors.muted);
    },
  );

  it('moves a pale muted colour toward the text until it reads on background and surface', () => {
    const pale = colors({ muted: '#94a3b8' });
    const drawn = mutedTextColor(pale);
    expect(contrastRatio(drawn, pale.background)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(drawn, pale.surface)).toBeGreaterThanOrEqual(AA_CONTRAST);
    // Still a muted grey, lighter than the text.
    expect(contrastRatio(drawn, pale.background)).toBeLessThan(
      contrastRatio(pale.text, pale.background),
    );
    expect(themeVariables({ ...DEFAULT_SITE_THEME, colors: pale }, 'desktop')['--t-muted']).toBe(
      drawn,
    );
  });

  it('reads on a dark theme, and falls back to the readable ink when the text itself is faint', () => {
    const dark = colors({
      text: '#f8fafc',
      muted: '#475569',
      background: '#0f172a',
      surface: '#1e293b',
    });
    expect(contrastRatio(mutedTextColor(dark), dark.background)).toBeGreaterThanOrEqual(
      AA_CONTRAST,
    );
    expect(contrastRatio(mutedTextColor(dark), dark.surface)).toBeGreaterThanOrEqual(AA_CONTRAST);
    const faint = colors({ text: '#cbd5e1', muted: '#e2e8f0' });
    expect(contrastRatio(mutedTextColor(faint), faint.background)).toBeGreaterThanOrEqual(
      AA_CONTRAST,
    );
  });
});
