import { describe, expect, it } from 'vitest';
import { fontFaces, fontStack, fontsToPreload } from './fonts.ts';
import {
  contrastRatio,
  contrastWarnings,
  DEFAULT_SITE_THEME,
  fieldBorderColor,
  focusRingColor,
  headingSizes,
  mixColors,
  readableOn,
  siteThemeSchema,
  themeCss,
  themeOf,
  themeVariables,
  type SiteTheme,
} from './theme.ts';

const theme = (changes: Partial<SiteTheme> = {}): SiteTheme => ({
  ...DEFAULT_SITE_THEME,
  ...changes,
});

describe('site theme', () => {
  it('sizes headings by level, smaller on tablets and smaller still on phones', () => {
    expect(headingSizes(theme(), 'desktop')).toEqual([48.8, 39.1, 31.3, 25]);
    const [h1d] = headingSizes(theme(), 'desktop');
    const [h1t] = headingSizes(theme(), 'tablet');
    const [h1m, , , h4m] = headingSizes(theme(), 'mobile');
    expect(h1d! > h1t! && h1t! > h1m!).toBe(true);
    expect(h4m).toBeGreaterThan(16);
  });

  it('turns into custom properties on the page, with smaller headings in media queries', () => {
    const css = themeCss(theme({ colors: { ...DEFAULT_SITE_THEME.colors, primary: '#b45309' } }));
    expect(css).toMatch(/^\.t-page\{--t-primary:#b45309;/);
    expect(css).toContain('--t-h1:48.8px');
    expect(css).toContain('--t-font-body:ui-sans-serif');
    expect(css).toMatch(/@media \(max-width:1024px\)\{\.t-page\{--t-h1:[\d.]+px;/);
    expect(css).toMatch(/@media \(max-width:640px\)\{\.t-page\{--t-h1:32.2px;/);
  });

  it('shapes buttons by their style', () => {
    expect(themeVariables(theme({ buttonStyle: 'pill' }), 'desktop')['--t-button-radius']).toBe(
      '999px',
    );
    expect(themeVariables(theme({ buttonStyle: 'square' }), 'desktop')['--t-button-radius']).toBe(
      '0px',
    );
    expect(themeVariables(theme({ radius: 20 }), 'desktop')['--t-button-radius']).toBe('12px');
  });

  it('gives fields a border and a focus ring that stand out 3:1 on any theme', () => {
    const palettes = [
      DEFAULT_SITE_THEME.colors,
      // Dark, a cream page with grey-green text, a pale yellow primary, text nearly unreadable.
      { ...DEFAULT_SITE_THEME.colors, text: '#e2e8f0', background: '#0f172a', surface: '#1e293b' },
      { ...DEFAULT_SITE_THEME.colors, text: '#586e75', background: '#fdf6e3', surface: '#eee8d5' },
      { ...DEFAULT_SITE_THEME.colors, primary: '#fde68a' },
      { ...DEFAULT_SITE_THEME.colors, text: '#888888', background: '#777777', surface: '#777777' },
    ];
    for (const colors of palettes) {
      const border = fieldBorderColor(colors);
      expect(contrastRatio(border, colors.background)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(focusRingColor(colors), colors.background)).toBeGreaterThanOrEqual(3);
    }
    // As light as it may be: a grey between the default text and background, not the text.
    const border = fieldBorderColor(DEFAULT_SITE_THEME.colors);
    expect(border).not.toBe(DEFAULT_SITE_THEME.colors.text);
    expect(contrastRatio(border, '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(border, DEFAULT_SITE_THEME.colors.surface)).toBeGreaterThanOrEqual(3);
    // A primary that shows keeps its colour; a pale one is moved toward the text.
    expect(focusRingColor(DEFAULT_SITE_THEME.colors)).toBe('#4f46e5');
    expect(focusRingColor({ ...DEFAULT_SITE_THEME.colors, primary: '#fde68a' })).not.toBe(
      '#fde68a',
    );
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    const vars = themeVariables(theme(), 'desktop');
    expect(vars['--t-field-border']).toBe(border);
    expect(vars['--t-focus-ring']).toBe('#4f46e5');
  });

  it('loads self-hosted fonts only for the fonts in use', () => {
    expect(fontFaces(['system'])).toBe('');
    const faces = fontFaces(['lora', 'lora', 'inter']);
    expect(faces.match(/@font-face/g)).toHaveLength(4);
    expect(faces).toContain('src:url(/_fonts/lora-latin-700-normal.woff2) format("woff2")');
    expect(faces).toContain('font-display:swap');
    expect(fontStack('lora')).toMatch(/^"Lora",ui-serif/);
    expect(fontFaces(['lora'], 'optional')).toContain('font-display:optional');
    expect(fontsToPreload('lora', 'system')).toEqual(['lora-latin-700-normal.woff2']);
    expect(fontsToPreload('inter', 'inter')).toEqual([
      'inter-latin-700-normal.woff2',
      'inter-latin-400-normal.woff2',
    ]);
  });

  it('measures contrast as WCAG does and warns under AA', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(readableOn('#fef3c7')).toBe('#0f172a');
    expect(readableOn('#1e3a8a')).toBe('#ffffff');
    expect(contrastWarnings(theme())).toEqual([]);
    const pale = theme({ colors: { ...DEFAULT_SITE_THEME.colors, muted: '#cbd5e1' } });
    expect(contrastWarnings(pale)).toEqual([
      {
        pair: 'Muted text on background',
        ratio: 1.48,
        message: 'Muted text on background: contrast 1.48:1, below the 4.5:1 that WCAG AA asks for',
      },
    ]);
  });

  it('checks a theme sent by a client and falls back for a stored one that is broken', () => {
    expect(siteThemeSchema.safeParse(theme({ baseSize: 40 })).error?.issues[0]?.message).toBe(
      'Base size must be between 14 and 20 px',
    );
    expect(
      siteThemeSchema.safeParse({ ...theme(), colors: { ...theme().colors, text: 'red' } }).error
        ?.issues[0]?.message,
    ).toBe('Use a colour such as #4f46e5');
    expect(themeOf(null)).toEqual(DEFAULT_SITE_THEME);
    expect(themeOf({ headingFont: 'lora' }).headingFont).toBe('lora');
    expect(themeOf({ headingFont: 'comic-sans' })).toEqual(DEFAULT_SITE_THEME);
  });
});
