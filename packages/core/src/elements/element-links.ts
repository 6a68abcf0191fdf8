import { ELEMENT_CATALOGUE } from './catalogue.ts';
import { isElementType } from './element-types.ts';
import { parseLink } from './links.ts';

/** One link an element holds: the prop it sits in and the link as stored. */
export interface ElementLink {
  /** The prop's name (`href`, `links`, `items`). */
  prop: string;
  link: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Every non-empty link of an element, in the order of its fields: `url` props, each `href` of a
 * `links` list and of `portfolio-items`. Media sources are not links. The catalogue's field kinds
 * decide, so a link field added to a type later is found without changes here.
 */
export function linksOfElement(type: string, props: unknown): ElementLink[] {
  if (!isElementType(type) || !props || typeof props !== 'object') return [];
  const values = props as Record<string, unknown>;
  const found: ElementLink[] = [];
  for (const [prop, field] of Object.entries(ELEMENT_CATALOGUE[type].fields)) {
    const value = values[prop];
    if (field.kind === 'url') found.push({ prop, link: text(value) });
    if ((field.kind === 'links' || field.kind === 'portfolio-items') && Array.isArray(value)) {
      for (const item of value)
        found.push({ prop, link: text((item as { href?: unknown })?.href) });
    }
  }
  return found.filter((l) => l.link.trim() !== '');
}

/** What `brokenPageLinks` needs of an element. */
export interface LinkedElement {
  id: string;
  type: string;
  name: string;
  props: unknown;
}

export interface BrokenPageLink {
  elementId: string;
  elementName: string;
  link: string;
}

/**
 * The page links among these elements that name a page not in `pageIds` (deleted, or of another
 * site): on the published site they would draw no link at all.
 */
export function brokenPageLinks(
  elements: readonly LinkedElement[],
  pageIds: ReadonlySet<string>,
): BrokenPageLink[] {
  const known = new Set([...pageIds].map((id) => id.toLowerCase()));
  const broken: BrokenPageLink[] = [];
  for (const element of elements) {
    for (const { link } of linksOfElement(element.type, element.props)) {
      const parsed = parseLink(link);
      if (parsed?.kind === 'page' && !known.has(parsed.pageId)) {
        broken.push({ elementId: element.id, elementName: element.name, link });
      }
    }
  }
  return broken;
}

/** A broken page link of a website's draft, as `GET /api/websites/{id}/broken-links` lists it. */
export interface BrokenLink extends BrokenPageLink {
  /** The page (or shared part) holding the element. */
  pageId: string;
  pageName: string;
}
