import {
  ELEMENT_CATALOGUE,
  isElementType,
  resolveStyles,
  type Breakpoint,
  type ElementData,
} from '@tessera/core';

const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;
const LENGTH =
  /^(-?(\d+\.?\d*|\.\d+)(px|%|r?em|ch|ex|[sdl]?v[hw]|vmin|vmax|pt)?|auto|none|fit-content|min-content|max-content|inherit|initial|unset|(calc|min|max|clamp|var)\(.+\))$/i;

/** A bare number typed in a length field means pixels: '12' becomes '12px' ('0' stays). */
export function normalizeLength(value: string): string {
  const v = value.trim();
  if (NUMBER.test(v) && Number(v) !== 0) return `${v}px`;
  return v;
}

export const isLength = (value: string) => LENGTH.test(value.trim());

export const isLineHeight = (value: string) => isLength(value) || NUMBER.test(value.trim());

export function isOpacity(value: string): boolean {
  const v = value.trim();
  if (/^\d+(\.\d+)?%$/.test(v)) return Number(v.slice(0, -1)) <= 100;
  return NUMBER.test(v) && Number(v) >= 0 && Number(v) <= 1;
}

const SAFE_IMAGE_URL = /^(https?:\/\/|\/(?!\/))[^\s'"()\\]*$/i;

/** A background image address as CSS, or null when it is not http(s) or a path on this site. */
export function toCssUrl(url: string): string | null {
  const u = url.trim();
  return SAFE_IMAGE_URL.test(u) ? `url("${u}")` : null;
}

/** The address inside a single `url(...)`, or null for anything else (a gradient, several layers). */
export function fromCssUrl(value: string): string | null {
  const match = /^url\(\s*(['"]?)([^'"()]*)\1\s*\)$/i.exec(value.trim());
  return match ? (match[2] ?? '') : null;
}

/**
 * What to write to `display` in this mode to show a hidden element again: on desktop the type's
 * own display (a row's flex); on tablet or mobile nothing when removing the override is enough,
 * else the type's display, so the inherited 'none' is overridden.
 */
export function displayToShow(element: ElementData, breakpoint: Breakpoint): string {
  const typeDisplay = isElementType(element.type)
    ? ELEMENT_CATALOGUE[element.type].defaultStyles.display
    : undefined;
  if (breakpoint === 'desktop') return typeDisplay ?? '';
  const own = { ...(element.responsive[breakpoint] ?? {}) };
  delete own.display;
  const inherited = resolveStyles(
    { styles: element.styles, responsive: { ...element.responsive, [breakpoint]: own } },
    breakpoint,
  ).display;
  return inherited === 'none' ? (typeDisplay ?? 'block') : '';
}
