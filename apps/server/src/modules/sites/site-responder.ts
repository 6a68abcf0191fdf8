import type { IncomingHttpHeaders } from 'node:http';
import type { ReleasePage } from '@tessera/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../http/params.ts';
import { RenderCache, type Rendered } from './cache.ts';
import type { FormTokenMinter } from './form-slots.ts';
import { SITE_NOT_FOUND_HTML, type FeedLink } from './document.ts';
import { CODE_FRAME_SECURITY, SITE_SECURITY } from './headers.ts';
import { hostRules, normaliseHost, siteAddress, type HostRules, type SiteAddress } from './host.ts';
import { answer, renderedAnswer, siteAnswerFor, type SiteAnswer } from './respond.ts';
import { siteResponses } from './responses.ts';
import { SiteService, type LoadedRelease } from './service.ts';
import { pageSlugHistory } from '../../db/schema.ts';
import { pagePath } from './render.tsx';
import { BlogCache } from '../blog/live-blog.ts';
import { blogSiteOf } from '../blog/blog-site.ts';
import { blogRoutes, type BlogPageList } from '../blog/blog-routes.ts';
import { feedLinks } from '../blog/blog-pages.tsx';
import type { SiteDirectory } from './site-directory.ts';
import { formIdsOf } from '../forms/form-model.ts';
import { BookingSite } from '../booking-site/booking-site.ts';
import { countsAsPageView, userAgentOf } from '../analytics/collect/page-view-request.ts';
import { recordedPath } from '../analytics/collect/private-pages.ts';
import type { PageViewCollector } from '../analytics/page-view-collector.ts';
import {
  bookingServiceIds,
  storeCssOf,
  Storefront,
  storeNeedsOf,
} from '../storefront/storefront.ts';

export interface SitesOptions {
  db: Db;
  hostingDomain: string;
  publicUrl: string;
  directory: SiteDirectory;
  /** A fresh signed token for a form, put into each response of a page that holds one. */
  mintFormToken: FormTokenMinter;
  /** The clock of the live blog: a scheduled post is visible once it passes its time. */
  now?: () => number;
}

/** What a site host needs to know of a request, however it arrived. */
export interface SiteRequest {
  method: string;
  /** As sent: path and query string. */
  url: string;
  /** The origin's scheme as the client used it. */
  protocol: string;
  headers: IncomingHttpHeaders;
  /** The client's address (the first forwarded one behind a trusted proxy). */
  ip?: string;
}

/** How a cache of published sites did: answers found in it and not, and what it holds. */
export interface SiteCacheStats {
  render: { hits: number; misses: number; entries: number; bytes: number };
  release: { hits: number; misses: number; entries: number; bytes: number };
  directory: { hits: number; misses: number };
}

const SLUG_PATH = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)(\/?)$/;
const CODE_PATH = /^\/_code\/([^/]+)$/;
/** A path below a page's address: `/{slug}/{rest}`. */
const UNDER_PAGE = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(.+)$/;
/** After a form was sent, its page is shown with `?sent={formElementId}`. */
const SENT_QUERY = /(?:^|&)sent=([0-9a-fA-F-]{36})(?:&|$)/;

/** A host that names no published site, whatever the cause. */
export const SITE_NOT_FOUND = answer(
  404,
  { ...SITE_SECURITY, 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' },
  SITE_NOT_FOUND_HTML,
);
const METHOD_NOT_ALLOWED = answer(
  405,
  { ...SITE_SECURITY, allow: 'GET, HEAD', 'content-type': 'text/plain' },
  'Method not allowed',
);

/** Files of a site that are not pages: fetched by crawlers, never a visitor's view. */
const NOT_PAGES = new Set(['/robots.txt', '/sitemap.xml']);

const plain = (answer: SiteAnswer) => ({ answer });

/** What a Host header says, worked out once per distinct value. */
interface HostInfo {
  address: SiteAddress | null;
  /** Lower-cased, without a trailing dot: the host of the site's links. */
  normalised: string;
}

/** Distinct Host values remembered; a flood of made-up names only empties the memo. */
const HOST_MEMO_LIMIT = 1000;

/**
 * Published sites: everything a site host answers, as data. The framework's hook and the server's
 * fast path (fast-path.ts) both ask here and write the answer with `writeAnswer`, so a request
 * gets the same bytes whichever of them took it.
 */
export class SiteResponder {
  private readonly rules: HostRules;
  private readonly sites: SiteService;
  private readonly cache = new RenderCache();
  private readonly hosts = new Map<string, HostInfo>();
  private readonly mintFormToken: FormTokenMinter;
  /** Products, the cart, checkout and orders' pages (modules/storefront). */
  readonly store: Storefront;
  /** Booking pages (modules/booking-site), given once the bookings engine exists. */
  private bookings: BookingSite | null = null;
  /** Where the pages served are counted (modules/analytics), unless counting is off. */
  private views: PageViewCollector | null = null;
  private readonly db: Db;
  /** The live blogs, by website and blog version (modules/blog). */
  private readonly blogs: BlogCache;

  constructor(options: SitesOptions) {
    this.db = options.db;
    this.blogs = new BlogCache(options.db, options.now ?? Date.now);
    this.rules = hostRules(options.hostingDomain, options.publicUrl);
    this.sites = new SiteService({ db: options.db, directory: options.directory });
    this.mintFormToken = options.mintFormToken;
    this.store = new Storefront(options.db, options.mintFormToken);
  }

  /** Serves `/book/...` and the booking blocks with this engine from now on. */
  useBookings(bookings: BookingSite): void {
    this.bookings = bookings;
  }

  /** Counts every page served from now on. */
  countViewsWith(views: PageViewCollector): void {
    this.views = views;
  }

  /**
   * The caches behind published sites, as GET /metrics reports them: rendered responses, parsed
   * releases, and the directory of which release each host shows.
   */
  cacheStats(): SiteCacheStats {
    const { counts } = this.sites;
    return {
      render: {
        hits: this.cache.hits,
        misses: this.cache.misses,
        entries: this.cache.entries,
        bytes: this.cache.bytes,
      },
      release: {
        hits: counts.releaseHits,
        misses: counts.releaseMisses,
        ...this.sites.releasesCached,
      },
      directory: { hits: counts.directoryHits, misses: counts.directoryMisses },
    };
  }

  /**
   * A form sent, an order placed or a booking made on a website by a visitor: credited to their
   * visit, when they have one (a call of the public API with no page seen has none).
   */
  countConversion(
    websiteId: string,
    request: { ip?: string; headers: IncomingHttpHeaders },
    revenueMinor = 0,
  ): void {
    this.views?.conversion({
      websiteId,
      at: Date.now(),
      address: request.ip ?? '',
      userAgent: userAgentOf(request.headers),
      revenue: revenueMinor,
    });
  }

  /** The release a site address shows now, for requests answered elsewhere (form posts). */
  async liveRelease(address: SiteAddress): Promise<
    | { kind: 'none' | 'offline' }
    | {
        kind: 'live';
        websiteId: string;
        release: LoadedRelease;
        catalogueVersion: number;
        feeds?: readonly FeedLink[];
      }
  > {
    const site = await this.sites.lookup(address);
    if (site.kind !== 'live') return site;
    const release = await this.sites.release(site.releaseId);
    if (!release) return { kind: 'offline' };
    // A page shown again after a post announces the blog's feeds like every other page.
    const blogData =
      site.blogVersion > 0 ? await this.blogs.get(site.websiteId, site.blogVersion) : null;
    const feeds = blogData
      ? feedLinks(blogSiteOf(blogData, release.snapshot), release.snapshot.site.name)
      : [];
    return {
      kind: 'live',
      websiteId: site.websiteId,
      release,
      catalogueVersion: site.catalogueVersion,
      ...(feeds.length ? { feeds } : {}),
    };
  }

  /** The site a Host names, or null for the dashboard. */
  address(host: string | undefined): SiteAddress | null {
    return host ? this.hostInfo(host).address : null;
  }

  private hostInfo(host: string): HostInfo {
    let info = this.hosts.get(host);
    if (!info) {
      info = { address: siteAddress(host, this.rules), normalised: normaliseHost(host) };
      if (this.hosts.size >= HOST_MEMO_LIMIT) this.hosts.clear();
      this.hosts.set(host, info);
    }
    return info;
  }

  /**
   * The answer for a request on a site address, or null when the host turns out to be no site
   * (a domain no website has proven): the dashboard then answers as for any other name.
   */
  async answer(
    address: SiteAddress,
    host: string,
    request: SiteRequest,
  ): Promise<SiteAnswer | null> {
    const served = await this.answerFor(address, host, request);
    if (served?.page && this.views) this.countView(served.page, host, request, served.answer);
    return served?.answer ?? null;
  }

  /**
   * A page view, when the answer is a page shown to a person: not its HEAD, a prefetch, a bot,
   * an error, a redirect, the robots file, the sitemap or an embedded frame.
   */
  private countView(
    websiteId: string,
    host: string,
    request: SiteRequest,
    answer: SiteAnswer,
  ): void {
    if (answer.status !== 200 && answer.status !== 304) return;
    if (!countsAsPageView(request.method, request.headers)) return;
    const query = request.url.indexOf('?');
    // A private page (an order's or a booking's) is recorded without the key in its address.
    const path = recordedPath(query === -1 ? request.url : request.url.slice(0, query));
    if (path === null) return;
    const referrer = request.headers.referer;
    this.views!.pageView({
      websiteId,
      at: Date.now(),
      path,
      query: query === -1 ? '' : request.url.slice(query + 1),
      host: this.hostInfo(host).normalised,
      referrer: Array.isArray(referrer) ? referrer[0] : referrer,
      address: request.ip ?? '',
      userAgent: userAgentOf(request.headers),
    });
  }

  /** The answer, with the website whose page it is when it is one of its pages. */
  private async answerFor(
    address: SiteAddress,
    host: string,
    request: SiteRequest,
  ): Promise<{ answer: SiteAnswer; page?: string } | null> {
    const site = await this.sites.lookup(address);
    if (site.kind === 'none' && address.kind === 'domain') return null;

    const query = request.url.indexOf('?');
    const path = query === -1 ? request.url : request.url.slice(0, query);
    // A live site's media and theme fonts are files, served by the framework's own routes.
    if (site.kind === 'live' && (path.startsWith('/_media/') || path.startsWith('/_fonts/'))) {
      return null;
    }
    if (path === '/api' || path.startsWith('/api/')) {
      return plain(
        answer(
          404,
          { ...SITE_SECURITY, 'content-type': 'application/json; charset=utf-8' },
          JSON.stringify({
            error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${path}` },
          }),
        ),
      );
    }
    if (site.kind !== 'live') return plain(SITE_NOT_FOUND);
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(METHOD_NOT_ALLOWED);
    const ofPage = (answer: SiteAnswer) => ({ answer, page: site.websiteId });
    const replaced = this.cache.noteLive(site.websiteId, site.releaseId);
    if (replaced) this.sites.forget(replaced);
    const release = await this.sites.release(site.releaseId);
    if (!release) return plain(SITE_NOT_FOUND);

    const origin = `${request.protocol === 'https' ? 'https' : 'http'}://${this.hostInfo(host).normalised}`;
    // The common case, a page already rendered: its key is its path (see below).
    const sent = query === -1 ? null : SENT_QUERY.exec(request.url.slice(query + 1));
    // A site with a blog: its pages are cached under the blog's version and turn of the clock.
    const blogData =
      site.blogVersion > 0 ? await this.blogs.get(site.websiteId, site.blogVersion) : null;
    const blog = blogData ? blogSiteOf(blogData, release.snapshot) : null;
    const blogKey = blogData ? `#b${site.blogVersion}.${blogData.generation}` : '';
    // Feeds and the blog's lists are not page views; its posts are.
    const uncounted = blog !== null && blogRoutes.uncounted(blog, path);
    const hit = sent ? undefined : this.cache.peek(release.id, `${origin} ${path}${blogKey}`);
    // The visitor's cart count beside a navigation bar's cart link (asked only with a cart).
    const cartCount = () => this.store.cartCount(site, request.headers);
    if (hit) {
      const frame = path.startsWith('/_code/');
      const security = frame ? CODE_FRAME_SECURITY : SITE_SECURITY;
      const served = await (hit.formSlots || hit.cartTemplate !== undefined
        ? siteAnswerFor(request.headers, hit, security, this.mintFormToken, cartCount)
        : renderedAnswer(request.headers, hit, security));
      return frame || NOT_PAGES.has(path) || uncounted ? plain(served) : ofPage(served);
    }
    const send = async (key: string, make: () => Promise<Rendered>) =>
      siteAnswerFor(
        request.headers,
        await this.cache.get(release.id, `${origin} ${key}${blogKey}`, make),
        SITE_SECURITY,
        this.mintFormToken,
        cartCount,
      );
    // A page: drawn for one visitor (a cart), with the live catalogue, or from the release alone.
    const sendPage = async (page: ReleasePage, list?: BlogPageList) => {
      const sentId = sent?.[1]!.toLowerCase();
      const shownSent =
        sentId && formIdsOf(page, release.snapshot).includes(sentId) ? sentId : undefined;
      const needs = storeNeedsOf(release.snapshot, page);
      if (needs.visitor) {
        const flows = await this.bookings?.inPageFlows(
          live,
          bookingServiceIds(release.snapshot, page),
          request.url,
        );
        return this.store.pageForVisitor(live, page, request.headers, shownSent, flows);
      }
      // A page after one of its forms was sent: cached apart, one entry per form of the page.
      const key = shownSent ? `${path}?sent=${shownSent}` : path;
      const withBlog = blog ? blogRoutes.pageExtra(blog, release, page, origin, list) : null;
      if (needs.products) {
        // Drawn with the live catalogue: cached under its version, so a change shows at once.
        return send(`${key}#c${site.catalogueVersion}`, async () => {
          const loaded = await this.store.catalogue(live);
          return siteResponses.page(release, page, origin, shownSent, {
            live: { store: loaded.store, services: loaded.services, ...withBlog?.live },
            images: new Map([...(withBlog?.images ?? release.images), ...loaded.images]),
            css: storeCssOf(needs) + (withBlog?.css ?? ''),
            ...(withBlog ? { head: withBlog.head } : {}),
          });
        });
      }
      return send(key, () =>
        siteResponses.page(release, page, origin, shownSent, withBlog ?? undefined),
      );
    };
    const notFound = () =>
      send('404', () =>
        siteResponses.notFound(
          release,
          origin,
          blog ? feedLinks(blog, release.snapshot.site.name) : undefined,
        ),
      );
    const live = {
      websiteId: site.websiteId,
      release,
      catalogueVersion: site.catalogueVersion,
      origin,
      ...(blog ? { feeds: feedLinks(blog, release.snapshot.site.name) } : {}),
    };

    if (this.bookings && BookingSite.owns(path)) {
      const booking = await this.bookings.answer(live, request.url, request.headers);
      return booking ? ofPage(booking) : plain(await notFound());
    }
    if (Storefront.owns(path)) {
      const productKey = Storefront.productKey(path, site.catalogueVersion);
      if (productKey)
        return ofPage(await send(productKey, () => this.store.productPage(live, path)));
      const visitor = await this.store.visitorPage(live, path, request.headers, request.url);
      return this.store.counted(visitor) ? ofPage(visitor) : plain(visitor);
    }

    if (path === '/robots.txt') return plain(await send(path, () => siteResponses.robots(origin)));
    if (path === '/sitemap.xml') {
      return plain(await send(path, () => siteResponses.sitemap(release, origin, blog)));
    }
    if (blog && path.startsWith(`${blog.base}/`)) {
      const routed = await blogRoutes.answer(
        blog,
        path,
        query === -1 ? '' : request.url.slice(query),
        {
          release,
          origin,
          headers: request.headers,
          send,
          sendPage,
        },
      );
      if (routed) return routed.counted ? ofPage(routed.answer) : plain(routed.answer);
      return plain(await notFound());
    }
    const code = CODE_PATH.exec(path);
    if (code) {
      return plain(
        (await this.codeFrame(request, release, code[1]!, origin)) ?? (await notFound()),
      );
    }
    if (path === '/') {
      const home = release.snapshot.pages.find((p) => p.isHome);
      return home ? ofPage(await sendPage(home)) : plain(await notFound());
    }
    const under = blog ? UNDER_PAGE.exec(path) : null;
    if (under && blog?.indexPage) {
      // An address under the blog's old slug: the same address under its current one.
      const moved = await this.movedPage(site.websiteId, release, under[1]!);
      if (moved?.id === blog.indexPage.id) {
        const rest = query === -1 ? under[2]! : `${under[2]}${request.url.slice(query)}`;
        return plain(answer(301, { ...SITE_SECURITY, location: `${blog.base}/${rest}` }));
      }
    }
    if (blog?.provisionalIndex && path === blog.base)
      return ofPage(await sendPage(blog.indexPage!));
    const match = SLUG_PATH.exec(path);
    const page = match ? release.snapshot.pages.find((p) => p.slug === match[1]) : undefined;
    if (!page) {
      // A page's address before it was renamed: one hop to where it is now.
      const moved = match ? await this.movedPage(site.websiteId, release, match[1]!) : null;
      if (moved) return plain(redirect(moved, query === -1 ? '' : request.url.slice(query)));
      return plain(await notFound());
    }
    // One address per page: the home page lives at '/', and no page ends with a slash.
    if (page.isHome || match![2])
      return plain(redirect(page, query === -1 ? '' : request.url.slice(query)));
    return ofPage(await sendPage(page));
  }

  /** The page that had this slug before, if it is still on the live site under another. */
  private async movedPage(
    websiteId: string,
    release: LoadedRelease,
    slug: string,
  ): Promise<ReleasePage | null> {
    const rows = await this.db
      .select({ pageId: pageSlugHistory.pageId })
      .from(pageSlugHistory)
      .where(and(eq(pageSlugHistory.websiteId, websiteId), eq(pageSlugHistory.slug, slug)))
      .limit(1);
    const pageId = rows[0]?.pageId;
    if (!pageId) return null;
    return release.snapshot.pages.find((p) => p.id === pageId && p.slug !== slug) ?? null;
  }

  /** A CODE element's document under its own sandboxing policy; null when there is none. */
  private async codeFrame(
    request: SiteRequest,
    release: LoadedRelease,
    elementId: string,
    origin: string,
  ): Promise<SiteAnswer | null> {
    if (!isUuid(elementId)) return null;
    const id = elementId.toLowerCase();
    const make = siteResponses.code(release, id);
    if (!make) return null;
    const rendered = await this.cache.get(release.id, `${origin} /_code/${id}`, make);
    return renderedAnswer(request.headers, rendered, CODE_FRAME_SECURITY);
  }
}

function redirect(page: ReleasePage, query: string): SiteAnswer {
  return answer(301, { ...SITE_SECURITY, location: `${pagePath(page)}${query}` });
}
