/**
 * The curated fonts a site theme offers. Each but the system stack is self-hosted from its
 * `@fontsource` package and served from the site's own host (no third-party font requests), in
 * the Latin subset, regular and bold.
 */
export const THEME_FONTS = {
  system: { label: 'System sans-serif', family: null, fallback: 'sans-serif' },
  inter: { label: 'Inter', family: 'Inter', fallback: 'sans-serif' },
  'dm-sans': { label: 'DM Sans', family: 'DM Sans', fallback: 'sans-serif' },
  montserrat: { label: 'Montserrat', family: 'Montserrat', fallback: 'sans-serif' },
  poppins: { label: 'Poppins', family: 'Poppins', fallback: 'sans-serif' },
  lora: { label: 'Lora', family: 'Lora', fallback: 'serif' },
  'playfair-display': { label: 'Playfair Display', family: 'Playfair Display', fallback: 'serif' },
  merriweather: { label: 'Merriweather', family: 'Merriweather', fallback: 'serif' },
} as const;

export type ThemeFontId = keyof typeof THEME_FONTS;
export const THEME_FONT_IDS = Object.keys(THEME_FONTS) as ThemeFontId[];
export const FONT_WEIGHTS = [400, 700] as const;

const SYSTEM_SANS =
  'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';

/** The CSS font-family value of a theme font, with its fallbacks. */
export function fontStack(id: ThemeFontId): string {
  const font = THEME_FONTS[id];
  if (!font.family) return SYSTEM_SANS;
  return font.fallback === 'serif'
    ? `"${font.family}",ui-serif,Georgia,"Times New Roman",serif`
    : `"${font.family}",${SYSTEM_SANS}`;
}

/** The file name of a served font file (`/_fonts/{file}`), as its package names it. */
export const fontFile = (id: ThemeFontId, weight: (typeof FONT_WEIGHTS)[number]) =>
  `${id}-latin-${weight}-normal.woff2`;

/** `@font-face` rules for the fonts a theme uses, pointing at the site's own `/_fonts/`. */
export function fontFaces(ids: readonly ThemeFontId[]): string {
  return [...new Set(ids)]
    .filter((id) => THEME_FONTS[id].family)
    .flatMap((id) =>
      FONT_WEIGHTS.map(
        (weight) =>
          `@font-face{font-family:"${THEME_FONTS[id].family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(/_fonts/${fontFile(id, weight)}) format("woff2")}`,
      ),
    )
    .join('');
}
