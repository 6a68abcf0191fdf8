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

/**
 * `@font-face` rules for the fonts a theme uses, pointing at the site's own `/_fonts/`. Published
 * pages use `optional` with the files preloaded: text never jumps when a font arrives late (the
 * next page has it from the cache); the builder uses `swap`, so a font picked shows at once.
 */
export function fontFaces(
  ids: readonly ThemeFontId[],
  display: 'swap' | 'optional' = 'swap',
): string {
  return [...new Set(ids)]
    .filter((id) => THEME_FONTS[id].family)
    .flatMap((id) =>
      FONT_WEIGHTS.map(
        (weight) =>
          `@font-face{font-family:"${THEME_FONTS[id].family}";font-style:normal;font-weight:${weight};font-display:${display};src:url(/_fonts/${fontFile(id, weight)}) format("woff2")}`,
      ),
    )
    .join('');
}

/** The font files a page needs first: its headings' bold and its body text's regular. */
export function fontsToPreload(headingFont: ThemeFontId, bodyFont: ThemeFontId): string[] {
  const files = [
    THEME_FONTS[headingFont].family ? fontFile(headingFont, 700) : null,
    THEME_FONTS[bodyFont].family ? fontFile(bodyFont, 400) : null,
  ];
  return [...new Set(files.filter((f): f is string => f !== null))];
}
