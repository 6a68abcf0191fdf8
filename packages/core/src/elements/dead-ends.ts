import type { PageKind } from '../types.ts';
import { linksOfElement } from './element-links.ts';
import { parseLink } from './links.ts';

/**
 * What on a draft still goes nowhere, so publishing can say so before visitors meet it: a button
 * without a link (a live site leaves it out), a link to a section no page has, an empty image
 * slot, a product card without its product, a booking block without its service, a blog card or
 * grid without its post or term, a link to a post visitors cannot see. A live site draws none of
 * these, so the owner learns here that something is missing, not from a visitor.
 */
export type DeadEndKind =
  | 'no-link'
  | 'missing-section'
  | 'empty-image'
  | 'empty-product'
  | 'empty-booking'
  | 'empty-post'
  | 'hidden-post';

/** What the checks know of the website's blog: the posts visitors can see now, by id. */
export interface DeadEndBlog {
  visiblePostIds: ReadonlySet<string>;
}

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
  kind?: PageKind;
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
  /**
   * The element named by what it is and where it is, with what is missing, in the owner's words
   * (never a layer's internal name): `Empty photo of "Anna" in "Team" section on Home`,
   * `Button "Book now" in "Hero" section on Home has no link`.
   */
  description: string;
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

/** What the owner calls the blocks that wait for something chosen. */
const BLOCK_WORDS: Record<string, string> = {
  PRODUCT_CARD: 'Product card',
  CALENDAR: 'Booking calendar',
  BOOKING_FORM: 'Booking form',
  BLOG_CARD: 'Blog card',
  BLOG_GRID: 'Blog grid',
};

/** What a blog grid of each source needs chosen, as the owner calls it. */
const GRID_TERMS: Record<string, { prop: string; word: string }> = {
  category: { prop: 'categoryId', word: 'category' },
  tag: { prop: 'tagId', word: 'tag' },
  author: { prop: 'authorId', word: 'author' },
};

/** A text the owner wrote, quoted and kept short: `"Book now"`, or '' when there is none. */
function quoted(value: unknown): string {
  const words = text(value).replace(/\s+/g, ' ');
  if (!words) return '';
  return `"${words.length > 40 ? `${words.slice(0, 39).trimEnd()}…` : words}"`;
}

/** Finds an element's surroundings on its page: its section, a card's heading. */
function surroundings(elements: readonly DeadEndElement[]) {
  const byId = new Map(elements.map((element) => [element.id, element]));
  const children = new Map<string | null, DeadEndElement[]>();
  for (const element of elements) {
    const list = children.get(element.parentId) ?? [];
    list.push(element);
    children.set(element.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.order - b.order);
  /** The first heading's text under an element, depth first, in reading order. */
  const headingIn = (id: string, depth = 0): string => {
    for (const child of children.get(id) ?? []) {
      if (child.isVisible === false) continue;
      if (child.type === 'HEADING' && text(propsOf(child).text)) return quoted(propsOf(child).text);
      const inside = depth < 8 ? headingIn(child.id, depth + 1) : '';
      if (inside) return inside;
    }
    return '';
  };
  return {
    /**
     * The section an element is in, by the name it has in the layers (a ready-made section's,
     * such as "Team"), or by its heading when it is still called just "Section".
     */
    sectionOf(element: DeadEndElement): string {
      const seen = new Set<string>();
      let at = element.parentId ? byId.get(element.parentId) : undefined;
      while (at && at.type !== 'SECTION' && !seen.has(at.id)) {
        seen.add(at.id);
        at = at.parentId ? byId.get(at.parentId) : undefined;
      }
      if (!at || at.type !== 'SECTION') return '';
      const name = at.name.trim();
      return name && name !== 'Section' ? quoted(name) : headingIn(at.id);
    },
    /** The heading beside an element in its card (a team member's name beside their photo). */
    headingBeside(element: DeadEndElement): string {
      const card = element.parentId ? byId.get(element.parentId) : undefined;
      if (card?.type !== 'COLUMN') return '';
      const sibling = (children.get(element.parentId) ?? []).find(
        (e) => e.type === 'HEADING' && e.isVisible !== false && text(propsOf(e).text),
      );
      return sibling ? quoted(propsOf(sibling).text) : '';
    },
  };
}

/** Names an element by what it is and where, with what it lacks. */
function describeDeadEnd(
  element: DeadEndElement,
  kind: DeadEndKind,
  missing: string,
  where: string,
  around: ReturnType<typeof surroundings>,
): string {
  const props = propsOf(element);
  const named = (what: string, name: string) => (name ? `${what} ${name}` : what);
  switch (kind) {
    case 'no-link':
      return `${named('Button', quoted(props.text))} ${where} has no link`;
    case 'missing-section':
      return `${named('Button', quoted(props.text))} ${where} links to ${missing}`;
    case 'empty-image': {
      const of = around.headingBeside(element);
      return `Empty photo${of ? ` of ${of}` : ''} ${where}`;
    }
    case 'empty-product':
      return `${BLOCK_WORDS[element.type]} ${where} has no product chosen`;
    case 'empty-booking':
      return `${BLOCK_WORDS[element.type]} ${where} has no service chosen`;
    case 'empty-post':
      return `${BLOCK_WORDS[element.type]} ${where} ${missing}`;
    case 'hidden-post': {
      const what = element.type === 'BUTTON' ? named('Button', quoted(props.text)) : 'A link';
      return `${what} ${where} leads to a post visitors cannot see yet`;
    }
  }
}

/** A blog card or grid that has nothing chosen to show, or a card whose post is not visible. */
function blogProblem(
  element: DeadEndElement,
  blog: DeadEndBlog,
): { kind: DeadEndKind; message: string; missing: string } | null {
  const props = propsOf(element);
  if (element.type === 'BLOG_CARD') {
    const postId = (text(props.postId) || text(props.pageId)).toLowerCase();
    if (postId === '') {
      return { kind: 'empty-post', message: 'No post chosen', missing: 'has no post chosen' };
    }
    if (!blog.visiblePostIds.has(postId)) {
      const missing = 'shows a post visitors cannot see yet';
      return { kind: 'empty-post', message: 'Its post is not published', missing };
    }
  }
  const term = element.type === 'BLOG_GRID' ? GRID_TERMS[text(props.source)] : undefined;
  if (term && text(props[term.prop]) === '') {
    const missing = `has no ${term.word} chosen`;
    return { kind: 'empty-post', message: `No ${term.word} chosen`, missing };
  }
  return null;
}

/** Whether a link leads to a post visitors cannot see (a draft, a deleted or another site's). */
function hidesPost(link: string, blog: DeadEndBlog): boolean {
  const parsed = parseLink(link);
  return parsed?.kind === 'post' && !blog.visiblePostIds.has(parsed.postId);
}

function problemOf(
  element: DeadEndElement,
  sectionMissing: (link: string) => string | null,
  blog: DeadEndBlog | undefined,
): { kind: DeadEndKind; message: string; missing?: string } | null {
  const props = propsOf(element);
  if (blog) {
    const problem = blogProblem(element, blog);
    if (problem) return problem;
    const links = linksOfElement(element.type, element.props);
    if (links.some(({ link }) => hidesPost(link, blog))) {
      return { kind: 'hidden-post', message: 'Links to a post visitors cannot see' };
    }
  }
  if (element.type === 'BUTTON') {
    const href = text(props.href);
    if (href === '') return { kind: 'no-link', message: 'Button has no link' };
    const missing = sectionMissing(href);
    if (missing) return { kind: 'missing-section', message: `Links to ${missing}`, missing };
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
 * broken links' list (`brokenPageLinks`), not repeated here. With the blog's visible posts, blog
 * cards and grids and links to posts are checked too.
 */
export function deadEnds(pages: readonly DeadEndPage[], blog?: DeadEndBlog): DeadEnd[] {
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
    const around = surroundings(page.elements);
    for (const element of shownInOrder(page.elements)) {
      const problem = problemOf(element, sectionMissing, blog);
      if (problem) {
        const section = isPart ? '' : around.sectionOf(element);
        const onPage = isPart ? `in the shared ${page.kind}` : `on ${page.name}`;
        const where = section ? `in ${section} section ${onPage}` : onPage;
        found.push({
          pageId: page.id,
          pageName: page.name,
          elementId: element.id,
          elementName: element.name,
          kind: problem.kind,
          message: problem.message,
          description: describeDeadEnd(element, problem.kind, problem.missing ?? '', where, around),
        });
      }
    }
  }
  return found;
}
