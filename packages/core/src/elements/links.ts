import { isSafeUrl } from './urls.ts';

/**
 * Link props (a button's, an image's, a navbar's links...) are strings, so pages saved before
 * page links existed stay valid. Beside the addresses `isSafeUrl` accepts, a link may name a page
 * of the site by its id, `page:{pageId}`, optionally with a section of it,
 * `page:{pageId}#{anchor}`. Such a link follows the page when its slug changes, and a page that is
 * gone resolves to no link at all rather than to an address that answers 404.
 */
export const PAGE_LINK_PREFIX = 'page:';

/**
 * A blog post of the site by its id, `post:{postId}`: it leads to the post's current address
 * (so a renamed post keeps its links) and to nothing while visitors cannot see the post.
 */
export const POST_LINK_PREFIX = 'post:';

/** The longest section anchor: a short name, not a sentence. */
export const ANCHOR_MAX_LENGTH = 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Starts with a letter so it never looks like a number, and stays a valid URL fragment and id.
const ANCHOR = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export const LINK_MESSAGE =
  'must be a web address (https://...), mailto:, tel: or a path on this site';
export const PAGE_LINK_MESSAGE = 'must name a page of this site, and a section anchor after #';
export const POST_LINK_MESSAGE = 'must name a post of this site';
export const ANCHOR_MESSAGE =
  'must be a short name of lowercase letters, digits and single hyphens, such as opening-hours';

/** A section anchor such as `opening-hours`: a SECTION's id, which a page link may name. */
export function isAnchorName(value: string): boolean {
  return value.length <= ANCHOR_MAX_LENGTH && ANCHOR.test(value);
}

/** A link, read: what it points at and the address it stands for (page links have none yet). */
export type ParsedLink =
  | { kind: 'page'; pageId: string; anchor?: string }
  | { kind: 'post'; postId: string }
  | { kind: 'url'; href: string }
  | { kind: 'email'; href: string; address: string }
  | { kind: 'phone'; href: string; number: string }
  | { kind: 'anchor'; href: string; anchor: string }
  | { kind: 'path'; href: string };

export type LinkKind = ParsedLink['kind'];

function parsePageLink(value: string): ParsedLink | null {
  const rest = value.slice(PAGE_LINK_PREFIX.length);
  const hash = rest.indexOf('#');
  const pageId = hash === -1 ? rest : rest.slice(0, hash);
  if (!UUID.test(pageId)) return null;
  if (hash === -1) return { kind: 'page', pageId: pageId.toLowerCase() };
  const anchor = rest.slice(hash + 1);
  if (!isAnchorName(anchor)) return null;
  return { kind: 'page', pageId: pageId.toLowerCase(), anchor };
}

/** What a link prop points at, or null when it is empty or not a link Tessera accepts. */
export function parseLink(value: string): ParsedLink | null {
  const link = value.trim();
  if (link === '') return null;
  if (link.toLowerCase().startsWith(PAGE_LINK_PREFIX)) return parsePageLink(link);
  if (link.toLowerCase().startsWith(POST_LINK_PREFIX)) {
    const postId = link.slice(POST_LINK_PREFIX.length);
    return UUID.test(postId) ? { kind: 'post', postId: postId.toLowerCase() } : null;
  }
  if (!isSafeUrl(link)) return null;
  const lower = link.toLowerCase();
  if (lower.startsWith('mailto:')) {
    const address = link.slice('mailto:'.length).split('?')[0]!;
    return { kind: 'email', href: link, address: safeDecode(address) };
  }
  if (lower.startsWith('tel:')) return { kind: 'phone', href: link, number: link.slice(4) };
  if (link.startsWith('#')) return { kind: 'anchor', href: link, anchor: link.slice(1) };
  if (link.startsWith('/') || link.startsWith('?')) return { kind: 'path', href: link };
  return { kind: 'url', href: link };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Why a link prop is refused (to follow the field's label), or null when it is fine or empty. */
export function linkProblem(value: string): string | null {
  if (value.trim() === '' || parseLink(value) !== null) return null;
  const lower = value.trim().toLowerCase();
  if (lower.startsWith(PAGE_LINK_PREFIX)) return PAGE_LINK_MESSAGE;
  return lower.startsWith(POST_LINK_PREFIX) ? POST_LINK_MESSAGE : LINK_MESSAGE;
}

/** Whether a string may be stored as a link prop: empty, a page or post link or a safe address. */
export const isSafeLink = (value: string): boolean => linkProblem(value) === null;

/** The link to a blog post of the site. */
export const postLink = (postId: string): string => `${POST_LINK_PREFIX}${postId}`;

/** The link to a page of the site, or to a section of it. */
export function pageLink(pageId: string, anchor?: string | null): string {
  return `${PAGE_LINK_PREFIX}${pageId}${anchor ? `#${anchor}` : ''}`;
}

/** What a link needs to know of the site's pages. */
export interface LinkPage {
  id: string;
  slug: string;
  isHome: boolean;
}

/**
 * The href a link stands for on a page of the site, given the site's pages and how a page is
 * addressed where it is drawn (`/slug` on the live site, a preview address in the dashboard).
 * Null for an empty or refused link, for a page link whose page no longer exists, and for a post
 * link whose post visitors cannot see (`postHref` answers null, or is not given): the block then
 * draws no link instead of one to a missing page.
 */
export function resolveLink<P extends LinkPage>(
  value: string,
  pages: readonly P[],
  hrefOf: (page: P) => string,
  postHref?: (postId: string) => string | null,
): string | null {
  const link = parseLink(value);
  if (link === null) return null;
  if (link.kind === 'post') return postHref?.(link.postId) ?? null;
  if (link.kind !== 'page') return link.href;
  const page = pages.find((p) => p.id.toLowerCase() === link.pageId);
  if (!page) return null;
  return link.anchor ? `${hrefOf(page)}#${link.anchor}` : hrefOf(page);
}

/**
 * The page link a site-relative path stands for, when the path is one of the site's pages (`/`
 * the home page, `/{slug}` another, either with a section anchor), else null. Offered in the
 * builder to turn an old typed path into a link that follows the page.
 */
export function pageLinkForPath(value: string, pages: readonly LinkPage[]): string | null {
  const link = parseLink(value);
  if (link?.kind !== 'path') return null;
  const match = /^\/([a-z0-9-]*)\/?(?:#(.*))?$/.exec(link.href);
  if (!match) return null;
  const [, slug = '', anchor] = match;
  if (anchor !== undefined && anchor !== '' && !isAnchorName(anchor)) return null;
  const page = slug === '' ? pages.find((p) => p.isHome) : pages.find((p) => p.slug === slug);
  return page ? pageLink(page.id, anchor || null) : null;
}
