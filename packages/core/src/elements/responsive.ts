import type { ElementData, StyleMap } from '../types.ts';

export const BREAKPOINTS = ['desktop', 'tablet', 'mobile'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** Canvas widths of the three modes, and the widths up to which the overrides apply on a site. */
export const CANVAS_WIDTHS: Record<Breakpoint, number> = {
  desktop: 1200,
  tablet: 768,
  mobile: 375,
};
export const BREAKPOINT_MAX_WIDTHS = { tablet: 1024, mobile: 640 } as const;

type Styled = Pick<ElementData, 'styles' | 'responsive'>;

/** Desktop-first cascade: base styles, then tablet overrides, then mobile overrides. */
export function resolveStyles(element: Styled, breakpoint: Breakpoint): StyleMap {
  if (breakpoint === 'desktop') return element.styles;
  const tablet = element.responsive.tablet ?? {};
  if (breakpoint === 'tablet') return { ...element.styles, ...tablet };
  return { ...element.styles, ...tablet, ...(element.responsive.mobile ?? {}) };
}

/** The map an edit in this mode writes to: the base styles or that breakpoint's overrides. */
export function ownStyles(element: Styled, breakpoint: Breakpoint): StyleMap {
  if (breakpoint === 'desktop') return element.styles;
  return element.responsive[breakpoint] ?? {};
}

/** Sets (or, with an empty value, removes) one style in the given mode. Mutates `element`. */
export function setStyle(
  element: Styled,
  breakpoint: Breakpoint,
  property: string,
  value: string,
): void {
  const target =
    breakpoint === 'desktop' ? element.styles : (element.responsive[breakpoint] ??= {});
  if (value === '') delete target[property];
  else target[property] = value;
  if (breakpoint !== 'desktop' && Object.keys(target).length === 0)
    delete element.responsive[breakpoint];
}

/** Whether a property is overridden in this mode (so the panel can mark it and offer a reset). */
export function isOverridden(element: Styled, breakpoint: Breakpoint, property: string): boolean {
  return breakpoint !== 'desktop' && element.responsive[breakpoint]?.[property] !== undefined;
}
