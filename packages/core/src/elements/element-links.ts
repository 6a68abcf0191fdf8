import { ELEMENT_CATALOGUE } from './catalogue.ts';
import { isElementType } from './element-types.ts';
import { pageLink, parseLink } from './links.ts';

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

/**
 * An element's props with each page link pointed at another page id, as `moved` says (a copied
 * website's pages get new ids, and its links must lead to the copies, not the originals). Links
 * to pages `moved` does not know, and every other value, stay as they are.
 */
export function withPageLinksMoved(
  type: string,
  props: Record<string, unknown>,
  moved: ReadonlyMap<string, string>,
): Record<string, unknown> {
  if (!isElementType(type)) return props;
  const move = (value: unknown) => {
    if (typeof value !== 'string') return value;
    const link = parseLink(value);
    const to = link?.kind === 'page' ? moved.get(link.pageId) : undefined;
    return link?.kind === 'page' && to ? pageLink(to, link.anchor) : value;
  };
  const result = { ...props };
  for (const [prop, field] of Object.entries(ELEMENT_CATALOGUE[type].fields)) {
    const value = result[prop];
    if (field.kind === 'url') result[prop] = move(value);
    if ((field.kind === 'links' || field.kind === 'portfolio-items') && Array.isArray(value)) {
      result[prop] = value.map((item: unknown) =>
        item && typeof item === 'object' && 'href' in item
          ? { ...item, href: move((item as { href: unknown }).href) }
          : item,
      );
    }
  }
  return result;
}
