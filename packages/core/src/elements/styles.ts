import { z } from 'zod';

/**
 * The CSS properties an element may set, in camelCase. Anything else (position, content,
 * behaviour, filters with urls...) is refused so a page cannot break out of its box.
 */
export const STYLE_PROPERTIES: ReadonlySet<string> = new Set([
  'margin',
  'marginTop',
  'marginRight',
  'marginBottom',
  'marginLeft',
  'padding',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'width',
  'minWidth',
  'maxWidth',
  'height',
  'minHeight',
  'maxHeight',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'fontFamily',
  'lineHeight',
  'letterSpacing',
  'textAlign',
  'textTransform',
  'textDecoration',
  'color',
  'backgroundColor',
  'backgroundImage',
  'backgroundSize',
  'backgroundPosition',
  'backgroundRepeat',
  'border',
  'borderWidth',
  'borderStyle',
  'borderColor',
  'borderRadius',
  'borderTop',
  'borderRight',
  'borderBottom',
  'borderLeft',
  'borderTopWidth',
  'borderTopStyle',
  'borderTopColor',
  'borderBottomWidth',
  'borderBottomStyle',
  'borderBottomColor',
  'boxShadow',
  'opacity',
  'display',
  'visibility',
  'flexDirection',
  'flexWrap',
  'justifyContent',
  'alignItems',
  'alignSelf',
  'alignContent',
  'gap',
  'rowGap',
  'columnGap',
  'flex',
  'flexGrow',
  'flexShrink',
  'flexBasis',
  'gridTemplateColumns',
  'gridColumn',
  'objectFit',
  'aspectRatio',
  'overflow',
]);

export const MAX_STYLE_VALUE_LENGTH = 300;

const FORBIDDEN = [
  /expression\s*\(/i,
  /javascript:/i,
  /vbscript:/i,
  /behavior\s*:/i,
  /-moz-binding/i,
  /@import/i,
  /[<>{};\\]/,
  /\/\*/,
];

/** A background image may only be a gradient or an http(s) or site-relative url(...). */
function backgroundImageProblem(value: string): string | null {
  const urls = [...value.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)].map((m) => m[2] ?? '');
  for (const url of urls) {
    if (!/^(https?:\/\/|\/(?!\/))[^\s'"()]*$/i.test(url)) {
      return 'Background image must be an http(s) address or a path on this site';
    }
  }
  return null;
}

/** Why a style declaration is refused, or null when it is safe to emit as CSS. */
export function styleProblem(property: string, value: unknown): string | null {
  if (!STYLE_PROPERTIES.has(property)) return `The style property "${property}" is not supported`;
  if (typeof value !== 'string') return `The style "${property}" must be text`;
  if (value.length > MAX_STYLE_VALUE_LENGTH) {
    return `The style "${property}" must be at most ${MAX_STYLE_VALUE_LENGTH} characters`;
  }
  if (FORBIDDEN.some((pattern) => pattern.test(value))) {
    return `The style "${property}" contains characters or code that are not allowed`;
  }
  if (/url\(/i.test(value)) {
    if (property !== 'backgroundImage') return `The style "${property}" cannot load a url(...)`;
    return backgroundImageProblem(value);
  }
  return null;
}

/** A colour value, or a theme colour (`var(--t-primary)`). */
const COLOR =
  /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]{3,20}|var\(--t-[a-z-]{2,20}\))$/i;

export function isSafeColor(value: string): boolean {
  return COLOR.test(value.trim());
}

export const stylesSchema = z
  .record(z.string(), z.unknown(), { error: 'Styles must be an object of CSS properties' })
  .superRefine((styles, ctx) => {
    for (const [property, value] of Object.entries(styles)) {
      const problem = styleProblem(property, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [property] });
    }
  })
  .transform((styles) => styles as Record<string, string>);

/** Sparse per-breakpoint overrides: tablet applies up to 1024 px, mobile up to 640 px. */
export const responsiveSchema = z.strictObject(
  { tablet: stylesSchema.optional(), mobile: stylesSchema.optional() },
  { error: 'Responsive styles may only hold tablet and mobile overrides' },
);
