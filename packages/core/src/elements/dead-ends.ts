import { parseLink } from './links.ts';

/**
 * What on a draft still goes nowhere, so publishing can say so before visitors meet it: a button
 * without a link (a live site leaves it out), a link to a section no page has, an empty image
 * slot, a product card without its product, a booking block without its service. A live site
 * draws none of these, so the owner learns here that something is missing, not from a visitor.
 */
export type DeadEndKind =
  'no-link' | 'missing-section' | 'empty-image' | 'empty-product' | 'empty-booking';

/** What `deadEnds` needs of an element. */
export interface DeadEndElement {
  id: string;
  parentId: string | null;
  type: string;
  name: string;
  props: unknown;
  order: number;
  isVisible?: boolean;
}

/** A page of the draft (or its shared header or footer) with its elements. */
export interface DeadEndPage {
  id: string;
  name: string;
  /** A shared part is drawn around every page: its anchors are on each of them. */
  kind?: 'page' | 'header' | 'footer';
  elements: readonly DeadEndElement[];
}

export interface DeadEnd {
  pageId: string;
  pageName: string;
  elementId: string;
  elementName: string;
  kind: DeadEndKind;
  /** What is missing, in the owner's words. */
  message: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const propsOf = (element: DeadEndElement) =>
  element.props && typeof element.props === 'object'
    ? (element.props as Record<string, unknown>)
    : {};

/** The elements a visitor would see, in reading order: hidden ones and their insides left out. */
function shownInOrder(elements: readonly DeadEndElement[]): DeadEndElement[] {
  const children = new Map<string | null, DeadEndElement[]>();
  for (const element of elements) {
    const list = children.get(element.parentId) ?? [];
    list.push(element);
    children.set(element.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.order - b.order);
  const shown: DeadEndElement[] = [];
  const seen = new Set<string>();
  const walk = (parentId: string | null) => {
    for (const element of children.get(parentId) ?? []) {
      if (seen.has(element.id) || element.isVisible === false) continue;
      seen.add(element.id);
      shown.push(element);
      walk(element.id);
    }
  };
  walk(null);
  return shown;
}

/** The section anchors a page shows (a SECTION's Anchor is drawn as its `id`). */
export function anchorsOf(elements: readonly DeadEndElement[]): Set<string> {
  const anchors = new Set<string>();
  for (const element of shownInOrder(elements)) {
    const anchor = element.type === 'SECTION' ? text(propsOf(element).anchor) : '';
    if (anchor) anchors.add(anchor);
  }
  return anchors;
}

const BOOKING_BLOCKS = new Set(['CALENDAR', 'BOOKING_FORM']);

function problemOf(
  element: DeadEndElement,
  sectionMissing: (link: string) => string | null,
): { kind: DeadEndKind; message: string } | null {
  const props = propsOf(element);
  if (element.type === 'BUTTON') {
    const href = text(props.href);
    if (href === '') return { kind: 'no-link', message: 'Button has no link' };
    const missing = sectionMissing(href);
    if (missing) return { kind: 'missing-section', message: `Links to ${missing}` };
  }
  if (element.type === 'IMAGE' && text(props.src) === '') {
    return { kind: 'empty-image', message: 'Image slot is empty' };
  }
  if (element.type === 'PRODUCT_CARD' && text(props.productId) === '') {
    return { kind: 'empty-product', message: 'No product chosen' };
  }
  if (BOOKING_BLOCKS.has(element.type) && text(props.serviceId) === '') {
    return { kind: 'empty-booking', message: 'No service chosen' };
  }
  return null;
}

/**
 * Everything on these pages that a live site would leave out or that leads nowhere, page by page
 * in the order given, each page's in reading order. Page links to pages that are gone are the
 * broken links' list (`brokenPageLinks`), not repeated here.
 */
export function deadEnds(pages: readonly DeadEndPage[]): DeadEnd[] {
  const parts = pages.filter((page) => page.kind === 'header' || page.kind === 'footer');
  const shared = new Set(parts.flatMap((part) => [...anchorsOf(part.elements)]));
  const anchors = new Map(
    pages.map((page) => [page.id.toLowerCase(), new Set([...anchorsOf(page.elements), ...shared])]),
  );
  const everyAnchor = new Set([...anchors.values()].flatMap((set) => [...set]));
  const found: DeadEnd[] = [];
  for (const page of pages) {
    const isPart = page.kind === 'header' || page.kind === 'footer';
    const sectionMissing = (link: string): string | null => {
      const parsed = parseLink(link);
      if (parsed?.kind === 'page' && parsed.anchor) {
        const on = anchors.get(parsed.pageId);
        // A page that is gone is a broken link, listed with those.
        return on && !on.has(parsed.anchor)
          ? `a section (#${parsed.anchor}) that is not there`
          : null;
      }
      if (parsed?.kind === 'anchor' && parsed.anchor) {
        // A shared part's `#anchor` means a section of whichever page it is drawn on.
        const on = isPart ? everyAnchor : anchors.get(page.id.toLowerCase());
        return on?.has(parsed.anchor)
          ? null
          : `a section (#${parsed.anchor}) that is not on the page`;
      }
      return null;
    };
    for (const element of shownInOrder(page.elements)) {
      const problem = problemOf(element, sectionMissing);
      if (problem) {
        found.push({
          pageId: page.id,
          pageName: page.name,
          elementId: element.id,
          elementName: element.name,
          ...problem,
        });
      }
    }
  }
  return found;
}
