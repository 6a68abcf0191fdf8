import type { ReleasePage } from '@tessera/core';
import { prepare, type Rendered } from './cache.ts';
import { htmlDocument, notFoundHead, pageHead, type FeedLink, type PageHead } from './document.ts';
import {
  cachedFormState,
  codeOf,
  pagePath,
  renderNotFoundBody,
  renderPageBody,
  type LiveData,
} from './render.tsx';
import type { ResponsiveImage } from '@tessera/blocks';
import type { LoadedRelease } from './service.ts';
import type { BlogSite } from '../blog/blog-site.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const HTML = 'text/html; charset=utf-8';

/** The responses a site host can give, each made from one release (so each can be cached by it). */
export const siteResponses = {
  /** A page; with `sentFormId`, that form shows its success message in place of its fields. */
  page(
    release: LoadedRelease,
    page: ReleasePage,
    origin: string,
    sentFormId?: string,
    extra?: {
      live: LiveData;
      images: ReadonlyMap<string, ResponsiveImage>;
      css: string;
      /** What differs from the page's own head (the blog's further pages, its feeds). */
      head?: Partial<PageHead>;
    },
  ): Promise<Rendered> {
    const head = {
      ...pageHead(release.snapshot, page, origin + pagePath(page)),
      ...extra?.head,
    };
    const formState = sentFormId
      ? (id: string) => (id === sentFormId ? { token: '', sent: true } : cachedFormState(id))
      : undefined;
    const body = renderPageBody(
      release.snapshot,
      page,
      formState,
      extra?.images ?? release.images,
      extra?.live,
    );
    return prepare(200, HTML, htmlDocument(head, body, extra?.css));
  },

  /** The site's 404 page; `feeds`: the blog's, announced in its head like every page's. */
  notFound(release: LoadedRelease, origin: string, feeds?: readonly FeedLink[]): Promise<Rendered> {
    const head = notFoundHead(release.snapshot, `${origin}/`, feeds);
    return prepare(404, HTML, htmlDocument(head, renderNotFoundBody(release.snapshot)));
  },

  sitemap(release: LoadedRelease, origin: string, blog?: BlogSite | null): Promise<Rendered> {
    // The blog's visible posts that may be indexed, each last changed with its live revision.
    const posts = (blog?.data.posts ?? [])
      .filter((post) => !post.noindex)
      .map((post) => ({ path: blog!.byId.get(post.id)!.href, lastmod: post.revisedAt }));
    // The blog's own address while its page is not yet in a release (see blogSiteOf).
    if (blog?.provisionalIndex && blog.data.posts.length > 0) {
      const newest = Math.max(...blog.data.posts.map((post) => post.revisedAt.getTime()));
      posts.unshift({ path: blog.base, lastmod: new Date(newest) });
    }
    return prepare(
      200,
      'application/xml; charset=utf-8',
      sitemapXml(release.snapshot, origin, release.createdAt, posts),
    );
  },

  robots(origin: string): Promise<Rendered> {
    return prepare(200, 'text/plain; charset=utf-8', robotsTxt(origin));
  },

  /** Makes a CODE element's HTML its own document; null when no shown CODE element has the id. */
  code(release: LoadedRelease, elementId: string): (() => Promise<Rendered>) | null {
    const code = codeOf(release.snapshot, elementId);
    return code === null ? null : () => prepare(200, HTML, code);
  },
};
