import {
  fontFaces,
  fontsToPreload,
  isSafeMediaUrl,
  themeCss,
  themeOf,
  type ElementData,
  type ReleasePage,
  type ReleaseSnapshot,
} from '@tessera/core';
import { BASE_CSS } from '@tessera/blocks';
import { escapeHtml } from '../../http/escape.ts';
import type { RenderedBody } from './render.tsx';

export interface PageHead {
  lang: string;
  title: string;
  description: string | null;
  /** The page's absolute address. */
  canonical: string;
  siteName: string;
  faviconUrl: string | null;
  /** Pages that must stay out of search results (the site's 404). */
  noindex?: boolean;
  /** The site theme as CSS: its fonts' faces, its custom properties, the page's background. */
  themeCss: string;
  /** Font files to ask for at once, with the page (`/_fonts/...`). */
  fontPreloads: string[];
  /** The picture a shared link shows (absolute address). */
  image?: string;
  /** Open Graph's type: 'website' unless said (a product page says 'product'). */
  ogType?: string;
  /** Structured data for search engines (schema.org), written as JSON-LD. */
  jsonLd?: object;
  /** More Open Graph properties (`article:published_time`, ...), in order. */
  properties?: readonly (readonly [string, string])[];
  /** The site's feeds, for readers to discover (`<link rel="alternate">`). */
  feeds?: readonly FeedLink[];
}

export interface FeedLink {
  type: string;
  title: string;
  href: string;
}

const LANG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/** The look of the site's own 404 page, on top of the blocks' base CSS. */
const NOT_FOUND_CSS =
  '.t-not-found{max-width:640px;margin:0 auto;padding:96px 24px;display:flex;flex-direction:column;gap:16px;align-items:flex-start}' +
  '.t-not-found h1{margin:0;font-size:40px;line-height:1.2}.t-not-found p{margin:0;color:#475569}';

const siteTitle = (snapshot: ReleaseSnapshot) => snapshot.site.seoTitle || snapshot.site.name;

interface ThemeHead {
  css: string;
  preloads: string[];
}

/** The theme's CSS and font preloads for a release, worked out once (cached with the release). */
const themeHeads = new WeakMap<ReleaseSnapshot, ThemeHead>();
function themeHeadOf(snapshot: ReleaseSnapshot): ThemeHead {
  let head = themeHeads.get(snapshot);
  if (head === undefined) {
    const theme = themeOf(snapshot.site.theme);
    head = {
      css:
        fontFaces([theme.headingFont, theme.bodyFont], 'optional') +
        `body{background:${theme.colors.background}}` +
        themeCss(theme),
      preloads: fontsToPreload(theme.headingFont, theme.bodyFont).map((f) => `/_fonts/${f}`),
    };
    themeHeads.set(snapshot, head);
  }
  return head;
}

function baseHead(
  snapshot: ReleaseSnapshot,
): Pick<PageHead, 'lang' | 'siteName' | 'faviconUrl' | 'themeCss' | 'fontPreloads'> {
  const { site } = snapshot;
  const theme = themeHeadOf(snapshot);
  return {
    themeCss: theme.css,
    fontPreloads: theme.preloads,
    lang: site.lang && LANG.test(site.lang) ? site.lang : 'en',
    siteName: site.name,
    faviconUrl: site.faviconUrl && isSafeMediaUrl(site.faviconUrl) ? site.faviconUrl : null,
  };
}

/** About what search results show of a description. */
const DESCRIPTION_LENGTH = 155;

/** Text cut to about `max` characters at a word, with an ellipsis when cut. */
export function clipAtWord(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // A single very long word is cut where it is.
  const clipped = space > max / 2 ? cut.slice(0, space) : cut;
  return `${clipped.replace(/[\s,;:.!?–—-]+$/u, '')}…`;
}

/** The text of the page's first shown TEXT element, in reading order; null when it has none. */
export function firstText(elements: readonly ElementData[]): string | null {
  const children = new Map<string | null, ElementData[]>();
  for (const element of elements) {
    if (!element.isVisible) continue;
    const siblings = children.get(element.parentId) ?? [];
    siblings.push(element);
    children.set(element.parentId, siblings);
  }
  const visit = (parentId: string | null): string | null => {
    const siblings = (children.get(parentId) ?? []).sort((a, b) => a.order - b.order);
    for (const element of siblings) {
      const text = element.type === 'TEXT' ? element.props.text : undefined;
      if (typeof text === 'string' && text.trim()) return text;
      const inner = visit(element.id);
      if (inner !== null) return inner;
    }
    return null;
  };
  return visit(null);
}

/**
 * The head of a page: its own SEO title as written, else its name with the site's title (the
 * home page: the site's title alone); its SEO description, else the site's, else the start of
 * its first text (so every page has a description for search results).
 */
export function pageHead(snapshot: ReleaseSnapshot, page: ReleasePage, url: string): PageHead {
  const { site } = snapshot;
  return {
    ...baseHead(snapshot),
    title:
      page.title || (page.isHome ? siteTitle(snapshot) : `${page.name} | ${siteTitle(snapshot)}`),
    description:
      page.description ||
      site.seoDescription ||
      site.description ||
      clipAtWord(firstText(page.elements) ?? '') ||
      null,
    canonical: url,
  };
}

/** The head of a page of the site's store (a product, the cart, checkout, an order). */
export function storeHead(
  snapshot: ReleaseSnapshot,
  page: Pick<
    PageHead,
    'description' | 'canonical' | 'noindex' | 'image' | 'ogType' | 'jsonLd' | 'feeds'
  > & {
    heading: string;
  },
): PageHead {
  const { heading, ...rest } = page;
  return { ...baseHead(snapshot), title: `${heading} | ${siteTitle(snapshot)}`, ...rest };
}

export function notFoundHead(
  snapshot: ReleaseSnapshot,
  url: string,
  feeds?: readonly FeedLink[],
): PageHead {
  return { ...noticeHead(snapshot, 'Page not found', url), ...(feeds ? { feeds } : {}) };
}

/** The head of a notice in the site's look (a 404, a refused post): kept out of search results. */
export function noticeHead(snapshot: ReleaseSnapshot, heading: string, url: string): PageHead {
  return {
    ...baseHead(snapshot),
    title: `${heading} | ${siteTitle(snapshot)}`,
    description: null,
    canonical: url,
    noindex: true,
  };
}

function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.fontPreloads.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    head.description ? meta('name', 'description', head.description) : '',
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.noindex ? '' : `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    head.description ? meta('property', 'og:description', head.description) : '',
    head.noindex ? '' : meta('property', 'og:url', head.canonical),
    head.image ? meta('property', 'og:image', head.image) : '',
    ...(head.properties ?? []).map(([key, content]) => meta('property', key, content)),
    ...(head.feeds ?? []).map(
      (feed) =>
        `<link rel="alternate" type="${escapeHtml(feed.type)}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`,
    ),
    // Data, not a script: browsers never run it; `<` is escaped so it cannot close the tag.
    head.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
    // Without an icon of the site's own, an empty one: else every browser asks for /favicon.ico,
    // gets the site's 404 page and logs the failure in the console (Lighthouse counts it).
    `<link rel="icon" href="${head.faviconUrl ? escapeHtml(head.faviconUrl) : 'data:,'}">`,
  ].join('');
}

/**
 * A whole published page: head, all its CSS inlined (one request for the page), and the body the
 * blocks rendered. No script: a page runs no JavaScript unless an interactive block brings it.
 */
export function htmlDocument(head: PageHead, body: RenderedBody, extraCss = ''): string {
  const css =
    'body{margin:0}' +
    head.themeCss +
    BASE_CSS +
    (head.noindex ? NOT_FOUND_CSS : '') +
    extraCss +
    body.css;
  return (
    `<!doctype html><html lang="${escapeHtml(head.lang)}"><head>${headTags(head)}` +
    `<style>${css.replace(/<\//g, '<\\/')}</style></head>` +
    `<body><div class="t-page">${body.html}</div></body></html>`
  );
}

/** The answer for a host that names no published site: plain, and the same for every cause. */
export const SITE_NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Site not found</title>' +
  '<style>body{font-family:system-ui,sans-serif;color:#0f172a;display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center;text-align:center}h1{font-size:28px;margin:0 0 8px}p{margin:0;color:#475569}</style>' +
  '</head><body><main><h1>Site not found</h1>' +
  '<p>There is no published website at this address.</p></main></body></html>';
