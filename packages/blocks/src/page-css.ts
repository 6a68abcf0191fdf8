import { BREAKPOINT_MAX_WIDTHS, type ElementData, type StyleMap } from '@tessera/core';

/** The class that carries an element's own styles on a rendered page. */
export const elementClass = (id: string) => `e-${id.replace(/-/g, '').slice(0, 12)}`;

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(styles: StyleMap): string {
  return Object.entries(styles)
    .filter(([, value]) => typeof value === 'string' && value !== '' && !/[<>{};]/.test(value))
    .map(([property, value]) => `${kebab(property)}:${value}`)
    .join(';');
}

/**
 * The page's styles as CSS: each element's base styles as a class, then the tablet and mobile
 * overrides inside max-width media queries (desktop first, mobile inherits tablet).
 */
export function pageCss(elements: readonly ElementData[]): string {
  const base: string[] = [];
  const tablet: string[] = [];
  const mobile: string[] = [];
  for (const element of elements) {
    const selector = `.${elementClass(element.id)}`;
    const own = declarations(element.styles);
    if (own) base.push(`${selector}{${own}}`);
    const t = element.responsive.tablet ? declarations(element.responsive.tablet) : '';
    if (t) tablet.push(`${selector}{${t}}`);
    const m = element.responsive.mobile ? declarations(element.responsive.mobile) : '';
    if (m) mobile.push(`${selector}{${m}}`);
  }
  return [
    base.join(''),
    tablet.length ? `@media (max-width:${BREAKPOINT_MAX_WIDTHS.tablet}px){${tablet.join('')}}` : '',
    mobile.length ? `@media (max-width:${BREAKPOINT_MAX_WIDTHS.mobile}px){${mobile.join('')}}` : '',
  ].join('');
}
