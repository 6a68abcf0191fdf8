import { z } from 'zod';
import { fontStack, THEME_FONT_IDS, type ThemeFontId } from './fonts.ts';

/**
 * A website's theme: the palette, fonts, sizes and shapes every element refers to through CSS
 * custom properties (`var(--t-primary)`), so changing it restyles the whole site at once.
 */
export interface SiteTheme {
  colors: ThemeColors;
  headingFont: ThemeFontId;
  bodyFont: ThemeFontId;
  /** Body text size in px. */
  baseSize: number;
  /** Each heading level is this much larger than the one below it. */
  headingScale: number;
  /** Corner radius of cards, images and fields, in px. */
  radius: number;
  buttonStyle: 'rounded' | 'pill' | 'square';
}

export const THEME_COLOR_NAMES = [
  'primary',
  'secondary',
  'accent',
  'text',
  'muted',
  'background',
  'surface',
] as const;
export type ThemeColorName = (typeof THEME_COLOR_NAMES)[number];
export type ThemeColors = Record<ThemeColorName, string>;

export const THEME_COLOR_LABELS: Record<ThemeColorName, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  text: 'Text',
  muted: 'Muted text',
  background: 'Background',
  surface: 'Surface',
};

export const DEFAULT_SITE_THEME: SiteTheme = {
  colors: {
    primary: '#4f46e5',
    secondary: '#0f766e',
    accent: '#f59e0b',
    text: '#0f172a',
    muted: '#475569',
    background: '#ffffff',
    surface: '#f1f5f9',
  },
  headingFont: 'system',
  bodyFont: 'system',
  baseSize: 16,
  headingScale: 1.25,
  radius: 12,
  buttonStyle: 'rounded',
};

const hex = z
  .string({ error: 'Choose a colour' })
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, 'Use a colour such as #4f46e5');

export const siteThemeSchema = z.object({
  colors: z.object(
    Object.fromEntries(THEME_COLOR_NAMES.map((name) => [name, hex])) as Record<
      ThemeColorName,
      typeof hex
    >,
  ),
  headingFont: z.enum(THEME_FONT_IDS as [ThemeFontId, ...ThemeFontId[]], {
    error: 'Choose one of the listed fonts',
  }),
  bodyFont: z.enum(THEME_FONT_IDS as [ThemeFontId, ...ThemeFontId[]], {
    error: 'Choose one of the listed fonts',
  }),
  baseSize: z
    .number({ error: 'Base size must be a number' })
    .min(14, 'Base size must be between 14 and 20 px')
    .max(20, 'Base size must be between 14 and 20 px'),
  headingScale: z
    .number({ error: 'Heading scale must be a number' })
    .min(1.1, 'Heading scale must be between 1.1 and 1.5')
    .max(1.5, 'Heading scale must be between 1.1 and 1.5'),
  radius: z
    .number({ error: 'Corner radius must be a number' })
    .int('Corner radius must be a whole number')
    .min(0, 'Corner radius must be between 0 and 32 px')
    .max(32, 'Corner radius must be between 0 and 32 px'),
  buttonStyle: z.enum(['rounded', 'pill', 'square'], { error: 'Choose a button style' }),
});

/** A stored theme, or the default where none is stored (or an old one lacks a field). */
export function themeOf(stored: unknown): SiteTheme {
  if (!stored || typeof stored !== 'object') return DEFAULT_SITE_THEME;
  const merged = {
    ...DEFAULT_SITE_THEME,
    ...(stored as Partial<SiteTheme>),
    colors: { ...DEFAULT_SITE_THEME.colors, ...((stored as Partial<SiteTheme>).colors ?? {}) },
  };
  const parsed = siteThemeSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SITE_THEME;
}

export type ThemeBreakpoint = 'desktop' | 'tablet' | 'mobile';

/** Headings shrink on smaller screens: the scale moves toward 1 by these shares. */
const SCALE_SHARE: Record<ThemeBreakpoint, number> = { desktop: 1, tablet: 0.8, mobile: 0.6 };
/** How many steps of the scale each heading level is above body text (H1 to H4). */
const LEVEL_STEPS = [5, 4, 3, 2] as const;

const round = (n: number) => Math.round(n * 10) / 10;

/** The px size of each heading level, H1 first, at a breakpoint. */
export function headingSizes(theme: SiteTheme, breakpoint: ThemeBreakpoint): number[] {
  const scale = 1 + (theme.headingScale - 1) * SCALE_SHARE[breakpoint];
  return LEVEL_STEPS.map((steps) => round(theme.baseSize * scale ** steps));
}

/** The custom properties of a theme at a breakpoint (`--t-primary` and the rest). */
export function themeVariables(
  theme: SiteTheme,
  breakpoint: ThemeBreakpoint,
): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const name of THEME_COLOR_NAMES) vars[`--t-${name}`] = theme.colors[name];
  vars['--t-muted'] = mutedTextColor(theme.colors);
  vars['--t-on-primary'] = readableOn(theme.colors.primary);
  vars['--t-on-secondary'] = readableOn(theme.colors.secondary);
  vars['--t-font-heading'] = fontStack(theme.headingFont);
  vars['--t-font-body'] = fontStack(theme.bodyFont);
  vars['--t-base'] = `${theme.baseSize}px`;
  vars['--t-radius'] = `${theme.radius}px`;
  vars['--t-button-radius'] =
    theme.buttonStyle === 'pill'
      ? '999px'
      : theme.buttonStyle === 'square'
        ? '0px'
        : `${Math.min(theme.radius, 12)}px`;
  vars['--t-field-border'] = fieldBorderColor(theme.colors);
  vars['--t-focus-ring'] = focusRingColor(theme.colors);
  // Native parts of fields (a select's list, a date picker) drawn light or dark like the page.
  vars['--t-color-scheme'] = readableOn(theme.colors.background) === '#ffffff' ? 'dark' : 'light';
  headingSizes(theme, breakpoint).forEach((size, i) => (vars[`--t-h${i + 1}`] = `${size}px`));
  return vars;
}

const declarations = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/**
 * The theme as CSS for a published page: its variables on `.t-page`, with the heading sizes
 * made smaller for tablets and phones.
 */
export function themeCss(theme: SiteTheme): string {
  const sizes = (breakpoint: ThemeBreakpoint) =>
    declarations(
      Object.fromEntries(
        headingSizes(theme, breakpoint).map((size, i) => [`--t-h${i + 1}`, `${size}px`]),
      ),
    );
  return (
    `.t-page{${declarations(themeVariables(theme, 'desktop'))}}` +
    `@media (max-width:1024px){.t-page{${sizes('tablet')}}}` +
    `@media (max-width:640px){.t-page{${sizes('mobile')}}}`
  );
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(color: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** White or near-black, whichever reads better on the colour. */
export function readableOn(color: string): string {
  return contrastRatio('#ffffff', color) >= contrastRatio('#0f172a', color) ? '#ffffff' : '#0f172a';
}

/** WCAG AA for body text. */
export const AA_CONTRAST = 4.5;

/** WCAG 1.4.11 for what identifies a control (a field's border) and its states (focus). */
export const NON_TEXT_CONTRAST = 3;

/** The #rrggbb colour a `share` (0 to 1) of the way from `from` to `to`, mixed in sRGB. */
export function mixColors(from: string, to: string, share: number): string {
  const channel = (color: string, i: number) => parseInt(color.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) => Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * share))
    .map((n) => n.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The first colour from `from` toward `to`, in steps of a twentieth, standing out at least
 * `ratio` (3:1 unless given) from each of `against`; `to` itself when none does.
 */
function firstDistinct(
  from: string,
  to: string,
  against: readonly string[],
  start = 0,
  ratio = NON_TEXT_CONTRAST,
): string {
  const enough = (color: string) => against.every((bg) => contrastRatio(color, bg) >= ratio);
  for (let step = Math.round(start * 20); step < 20; step += 1) {
    const color = mixColors(from, to, step / 20);
    if (enough(color)) return color;
  }
  return to;
}

/**
 * The border of form fields: the theme's text colour mixed into its background, as light as it
 * may be while standing out 3:1 from the background and the surface fields sit on (WCAG 1.4.11),
 * so a field reads as a field on any theme. Where even the text falls short, the ink that reads
 * best on the background.
 */
export function fieldBorderColor(colors: ThemeColors): string {
  const { text, background, surface } = colors;
  const ink = contrastRatio(text, background) >= NON_TEXT_CONTRAST ? text : readableOn(background);
  const on =
    contrastRatio(ink, surface) >= NON_TEXT_CONTRAST ? [background, surface] : [background];
  return firstDistinct(background, ink, on, 0.3);
}

/**
 * The focus ring of fields: the primary colour where it stands out 3:1 from the background,
 * else the primary moved toward the text until it does, so focus is always seen.
 */
export function focusRingColor(colors: ThemeColors): string {
  const { primary, text, background } = colors;
  const ink = contrastRatio(text, background) >= NON_TEXT_CONTRAST ? text : readableOn(background);
  return firstDistinct(primary, ink, [background]);
}

/**
 * The muted text the site draws (`--t-muted`: hints, dates, unavailable days, old prices): the
 * theme's muted colour where it reads 4.5:1 (WCAG AA) on the background and on the surface cards
 * sit on, else that colour moved toward the text until it does, so secondary text stays readable
 * on any theme. Where even the text falls short, the ink that reads best on the background.
 */
export function mutedTextColor(colors: ThemeColors): string {
  const { text, muted, background, surface } = colors;
  const ink = contrastRatio(text, background) >= AA_CONTRAST ? text : readableOn(background);
  const on = contrastRatio(ink, surface) >= AA_CONTRAST ? [background, surface] : [background];
  return firstDistinct(muted, ink, on, 0, AA_CONTRAST);
}

export interface ContrastWarning {
  pair: string;
  ratio: number;
  message: string;
}

/** Where the theme's text would be hard to read: each pair under WCAG AA, with its ratio. */
export function contrastWarnings(theme: SiteTheme): ContrastWarning[] {
  const c = theme.colors;
  const pairs: [string, string, string][] = [
    ['Text on background', c.text, c.background],
    ['Muted text on background', c.muted, c.background],
    ['Text on surface', c.text, c.surface],
    ['Button text on primary', readableOn(c.primary), c.primary],
  ];
  return pairs
    .map(([pair, fg, bg]) => ({ pair, ratio: Math.round(contrastRatio(fg, bg) * 100) / 100 }))
    .filter((p) => p.ratio < AA_CONTRAST)
    .map((p) => ({
      ...p,
      message: `${p.pair}: contrast ${p.ratio.toFixed(2)}:1, below the 4.5:1 that WCAG AA asks for`,
    }));
}
