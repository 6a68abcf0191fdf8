import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ElementData, ReleasePage, ReleaseSnapshot } from '@tessera/core';
import {
  ElementTree,
  SiteLocaleContext,
  elementClass,
  headingOutline,
  pageCss,
  type FormRenderState,
  type RenderContext,
  type ResponsiveImage,
  type SitePage,
} from '@tessera/blocks';
import { cartCountPlaceholder } from './cart-slots.ts';
import { formTokenPlaceholder } from './form-slots.ts';
import { safeElements } from './sanitize.ts';

/** A page's address on its site: the home page at `/`, the others at `/{slug}`. */
export const pagePath = (page: Pick<SitePage, 'isHome' | 'slug'>) =>
  page.isHome ? '/' : `/${page.slug}`;

/** Where a CODE element's HTML is served on the site (see routes.ts). */
export const codeFramePath = (elementId: string) => `/_code/${elementId}`;

export interface RenderedBody {
  /** The inside of `.t-page`: leading navigation bars in a header position, the rest in `<main>`. */
  html: string;
  /** The page's own CSS: one class per element, tablet and mobile overrides in media queries. */
  css: string;
}

/** The state of each form on a page; by default a token placeholder, filled per response. */
export type FormStates = (formElementId: string) => FormRenderState;

export const cachedFormState: FormStates = (id) => ({ token: formTokenPlaceholder(id) });

/**
 * What a page may show beyond its release: the live catalogue, a visitor's cart or checkout; and
 * where its page links lead when it is drawn somewhere other than its site (a template's preview).
 */
export type LiveData = Pick<
  RenderContext,
  'store' | 'cart' | 'checkout' | 'services' | 'bookingFlow' | 'cartCountHtml' | 'blog'
> &
  Partial<Pick<RenderContext, 'pageHref'>>;

function siteContext(
  snapshot: ReleaseSnapshot,
  currentPageId: string | null,
  formState: FormStates = cachedFormState,
  images: ReadonlyMap<string, ResponsiveImage> = new Map(),
  live: LiveData = {},
): RenderContext {
  // The markup is drawn in document order, so the first image asking is the page's first.
  let firstImageClaimed = false;
  return {
    responsiveImage: (src) => images.get(src),
    claimFirstImage: () => {
      if (firstImageClaimed) return false;
      firstImageClaimed = true;
      return true;
    },
    mode: 'live',
    siteName: snapshot.site.name,
    locale: snapshot.site.lang,
    pages: snapshot.pages.map(({ id, name, slug, isHome }) => ({ id, name, slug, isHome })),
    currentPageId,
    pageHref: pagePath,
    codeFrameSrc: (element) => codeFramePath(element.id),
    formState,
    // The cart link's count: filled in per response for a visitor with a cart (cart-slots.ts).
    cartCountHtml: cartCountPlaceholder,
    ...live,
  };
}

/** The elements a visitor sees: visible ones whose every ancestor is visible too. */
export function shownElements(elements: readonly ElementData[]): ElementData[] {
  const byId = new Map(elements.map((e) => [e.id, e]));
  const shown = new Map<string, boolean>();
  const isShown = (element: ElementData): boolean => {
    const known = shown.get(element.id);
    if (known !== undefined) return known;
    // Marked first, so a parent cycle (never saved, but never trusted either) shows nothing.
    shown.set(element.id, false);
    const parent = element.parentId === null ? null : byId.get(element.parentId);
    const result =
      element.isVisible && (parent === null || (parent !== undefined && isShown(parent)));
    shown.set(element.id, result);
    return result;
  };
  return elements.filter(isShown);
}

/** The elements under the given roots, roots included. */
function subtrees(elements: readonly ElementData[], rootIds: ReadonlySet<string>): ElementData[] {
  const children = new Map<string, ElementData[]>();
  for (const e of elements) {
    if (e.parentId === null) continue;
    const list = children.get(e.parentId) ?? [];
    list.push(e);
    children.set(e.parentId, list);
  }
  const inside = new Set<string>();
  const queue = [...rootIds];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (inside.has(id)) continue;
    inside.add(id);
    for (const child of children.get(id) ?? []) queue.push(child.id);
  }
  return elements.filter((e) => inside.has(e.id));
}

function markup(elements: readonly ElementData[], ctx: RenderContext): string {
  if (elements.length === 0) return '';
  return renderToStaticMarkup(
    <ElementTree
      elements={elements}
      ctx={ctx}
      rootFor={(element) => ({ className: elementClass(element.id) })}
    />,
  );
}

/**
 * A shared part's markup, its headings drawn so the page's outline stays valid (outline.ts): the
 * header's as they come, the footer's from an h2 on, as it follows a page topped by an h1.
 */
const headerMarkup = (elements: readonly ElementData[], ctx: RenderContext) =>
  markup(elements, { ...ctx, headingLevel: headingOutline(null) });

function footerMarkup(elements: readonly ElementData[], ctx: RenderContext): string {
  if (elements.length === 0) return '';
  return `<footer>${markup(elements, { ...ctx, headingLevel: headingOutline(1) })}</footer>`;
}

/** Top-level navigation bars at the very start of the page: they sit above `<main>`. */
function leadingNavbars(elements: readonly ElementData[]): Set<string> {
  const roots = elements.filter((e) => e.parentId === null).sort((a, b) => a.order - b.order);
  const ids = new Set<string>();
  for (const root of roots) {
    if (root.type !== 'NAVBAR') break;
    ids.add(root.id);
  }
  return ids;
}

/** The shared header and footer a page shows (none where it hides them). */
export function sharedPartsOf(snapshot: ReleaseSnapshot, page: ReleasePage | null) {
  const shown = (elements: readonly ElementData[] | undefined) =>
    shownElements(safeElements(elements ?? []));
  return {
    header: page?.hideHeader ? [] : shown(snapshot.shared?.header),
    footer: page?.hideFooter ? [] : shown(snapshot.shared?.footer),
  };
}

/**
 * A page of a release as HTML with the blocks, the way the builder and the preview draw it: the
 * website's shared header, the page's leading navigation bars, the page in `<main>`, the shared
 * footer in `<footer>`.
 */
export function renderPageBody(
  snapshot: ReleaseSnapshot,
  page: ReleasePage,
  formState?: FormStates,
  images?: ReadonlyMap<string, ResponsiveImage>,
  live?: LiveData,
): RenderedBody {
  const elements = shownElements(safeElements(page.elements));
  const ctx = siteContext(snapshot, page.id, formState, images, live);
  return framedElements(sharedPartsOf(snapshot, page), elements, ctx);
}

/**
 * A page's shown elements in their frame: the header, the page's leading navigation bars, the
 * rest in `<main>`, the footer in `<footer>`.
 */
function framedElements(
  frame: { header: readonly ElementData[]; footer: readonly ElementData[] },
  elements: readonly ElementData[],
  ctx: RenderContext,
): RenderedBody {
  const leading = subtrees(elements, leadingNavbars(elements));
  const leadingIds = new Set(leading.map((e) => e.id));
  const rest = elements.filter((e) => !leadingIds.has(e.id));
  return {
    html:
      headerMarkup(frame.header, ctx) +
      `${markup(leading, ctx)}<main>${markup(rest, ctx)}</main>` +
      footerMarkup(frame.footer, ctx),
    css: pageCss([...frame.header, ...elements, ...frame.footer]),
  };
}

/** The site's own "page not found": its home page's navigation bar, a heading and a way home. */
export function renderNotFoundBody(snapshot: ReleaseSnapshot): RenderedBody {
  return renderNoticeBody(snapshot, {
    heading: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    linkHref: '/',
    linkText: 'Go to the home page',
  });
}

export interface Notice {
  heading: string;
  text: string;
  linkHref: string;
  linkText: string;
}

/** A short notice in the site's own look (its home page's navigation bar): a 404, a refused post. */
export function renderNoticeBody(snapshot: ReleaseSnapshot, notice: Notice): RenderedBody {
  const home = snapshot.pages.find((p) => p.isHome);
  const homeElements = home ? shownElements(safeElements(home.elements)) : [];
  const navbars = new Set(
    homeElements.filter((e) => e.parentId === null && e.type === 'NAVBAR').map((e) => e.id),
  );
  // The shared header when the site has one, else the home page's navigation bars.
  const shared = sharedPartsOf(snapshot, null).header;
  const header = shared.length > 0 ? shared : subtrees(homeElements, navbars);
  const main = renderToStaticMarkup(
    <main className="t-not-found">
      <h1>{notice.heading}</h1>
      <p>{notice.text}</p>
      <a className="t-button t-button-primary" href={notice.linkHref}>
        {notice.linkText}
      </a>
    </main>,
  );
  return { html: headerMarkup(header, siteContext(snapshot, null)) + main, css: pageCss(header) };
}

/** What frames the site's own pages: the shared header (else the home page's bars) and footer. */
function siteFrame(snapshot: ReleaseSnapshot) {
  const home = snapshot.pages.find((p) => p.isHome);
  const homeElements = home ? shownElements(safeElements(home.elements)) : [];
  const navbars = new Set(
    homeElements.filter((e) => e.parentId === null && e.type === 'NAVBAR').map((e) => e.id),
  );
  const shared = sharedPartsOf(snapshot, null);
  const header = shared.header.length > 0 ? shared.header : subtrees(homeElements, navbars);
  return { header, footer: shared.footer };
}

/**
 * Content of the site's own (a product, the cart, checkout, an order) framed as the site's pages
 * are: the shared header, else the home page's navigation bars; the content in `<main>`; the
 * shared footer. `main` draws with the context, so its images get their responsive copies.
 */
export function renderFramedBody(
  snapshot: ReleaseSnapshot,
  main: (ctx: RenderContext) => ReactElement,
  images: ReadonlyMap<string, ResponsiveImage>,
  live: LiveData = {},
): RenderedBody {
  const frame = siteFrame(snapshot);
  const ctx = siteContext(snapshot, null, cachedFormState, images, live);
  return {
    html:
      headerMarkup(frame.header, ctx) +
      `<main>${renderToStaticMarkup(
        <SiteLocaleContext.Provider value={ctx.locale}>{main(ctx)}</SiteLocaleContext.Provider>,
      )}</main>` +
      footerMarkup(frame.footer, ctx),
    css: pageCss([...frame.header, ...frame.footer]),
  };
}

/**
 * A layout page of the release (the post layout) drawn at an address of the site's own, framed
 * as `renderFramedBody` frames content: its leading navigation bars in the header position, the
 * rest in `<main>`. What it shows of the blog comes in `live` (the post of the address).
 */
export function renderLayoutBody(
  snapshot: ReleaseSnapshot,
  layout: readonly ElementData[],
  images: ReadonlyMap<string, ResponsiveImage>,
  live: LiveData = {},
): RenderedBody {
  const elements = shownElements(safeElements(layout));
  const ctx = siteContext(snapshot, null, cachedFormState, images, live);
  return framedElements(siteFrame(snapshot), elements, ctx);
}

/** The HTML of a CODE element on one of the release's pages, if it is shown. */
export function codeOf(snapshot: ReleaseSnapshot, elementId: string): string | null {
  const trees = [
    ...snapshot.pages.map((page) => page.elements),
    snapshot.shared?.header ?? [],
    snapshot.shared?.footer ?? [],
    snapshot.shared?.post ?? [],
  ];
  for (const elements of trees) {
    const element = elements.find((e) => e.id === elementId);
    if (!element) continue;
    if (element.type !== 'CODE') return null;
    if (!shownElements(elements).includes(element)) return null;
    const code = element.props.code;
    return typeof code === 'string' && code.trim() ? code : null;
  }
  return null;
}
