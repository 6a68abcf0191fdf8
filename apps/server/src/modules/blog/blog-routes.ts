import type { IncomingHttpHeaders } from 'node:http';
import { BLOG_CSS, type BlogListing, type ResponsiveImage } from '@tessera/blocks';
import type { ReleasePage } from '@tessera/core';
import { prepare, type Rendered } from '../sites/cache.ts';
import type { PageHead } from '../sites/document.ts';
import { SITE_SECURITY } from '../sites/headers.ts';
import type { LiveData } from '../sites/render.tsx';
import { answer, type SiteAnswer } from '../sites/respond.ts';
import type { LoadedRelease } from '../sites/service.ts';
import { blogImages, feedLinks, postPageHtml } from './blog-pages.tsx';
import {
  archivePath,
  archivePosts,
  blogContext,
  listingPage,
  listPagePath,
  termsOf,
  type ArchiveKind,
  type BlogSite,
} from './blog-site.ts';
import { FEEDS, type FeedFormat } from './feeds.tsx';

/** The blog index page drawn for one of the blog's lists: its posts and its own head. */
export interface BlogPageList {
  listing: BlogListing;
  head: Partial<PageHead>;
}

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const PAGE_NUMBER = '[1-9][0-9]{0,5}';
const LIST_PAGE = new RegExp(`^page/(${PAGE_NUMBER})$`);
const ARCHIVE = new RegExp(`^(category|tag|author)/(${SLUG})(?:/page/(${PAGE_NUMBER}))?$`);
const POST = new RegExp(`^(${SLUG})$`);
const FEED = /^(rss\.xml|atom\.xml|feed\.json)$/;
const ARCHIVE_FEED = new RegExp(
  `^(category|tag|author)/(${SLUG})/(rss\\.xml|atom\\.xml|feed\\.json)$`,
);

const ARCHIVE_TITLES: Record<ArchiveKind, string> = {
  category: 'Category',
  tag: 'Tag',
  author: 'Author',
};

interface RouteDeps {
  release: LoadedRelease;
  origin: string;
  headers: IncomingHttpHeaders;
  send: (key: string, make: () => Promise<Rendered>) => Promise<SiteAnswer>;
  sendPage: (page: ReleasePage, list?: BlogPageList) => Promise<SiteAnswer>;
}

/** What a page of the site draws with the blog: its posts, their images, the look, the feeds. */
function pageExtra(
  blog: BlogSite,
  release: LoadedRelease,
  page: ReleasePage,
  origin: string,
  list?: BlogPageList,
): {
  live: LiveData;
  images: ReadonlyMap<string, ResponsiveImage>;
  css: string;
  head: Partial<PageHead>;
} {
  const isIndex = blog.indexPage?.id === page.id;
  const listing =
    list?.listing ??
    (isIndex
      ? (listingPage(blog.views, blog.base, 1, blog.data.settings.postsPerPage) ?? undefined)
      : undefined);
  const showsBlog =
    isIndex ||
    page.elements.some((e) => e.type.startsWith('BLOG_')) ||
    Boolean(release.snapshot.shared?.header?.some((e) => e.type.startsWith('BLOG_')));
  return {
    live: { blog: blogContext(blog, listing ? { listing, origin: undefined } : {}) },
    images: blogImages(release, blog),
    css: showsBlog ? BLOG_CSS : '',
    head: { feeds: feedLinks(blog, release.snapshot.site.name), ...list?.head },
  };
}

function moved(location: string): SiteAnswer {
  return answer(301, { ...SITE_SECURITY, location });
}

/** The blog's addresses under its page: posts, further pages, archives, feeds. */
async function answerBlog(
  blog: BlogSite,
  path: string,
  query: string,
  deps: RouteDeps,
): Promise<{ answer: SiteAnswer; counted: boolean } | null> {
  const rest = path.slice(blog.base.length + 1);
  // One address each: a trailing slash leads, in one hop, to where the address without it goes.
  if (rest === '' || rest.endsWith('/')) return withoutSlash(blog, path, query, deps);
  const { release, origin } = deps;
  const perPage = blog.data.settings.postsPerPage;
  const siteName = release.snapshot.site.name;

  const feed = FEED.exec(rest);
  if (feed) {
    if (blog.views.length === 0) return null;
    const format = FEEDS[feed[1] as FeedFormat];
    return {
      answer: await deps.send(path, () =>
        prepare(200, format.contentType, format.write(blog, release, origin)),
      ),
      counted: false,
    };
  }

  const archiveFeed = ARCHIVE_FEED.exec(rest);
  if (archiveFeed) {
    const kind = archiveFeed[1] as ArchiveKind;
    const term = [...termsOf(blog.data, kind).values()].find((t) => t.slug === archiveFeed[2]);
    if (!term) return null;
    const posts = archivePosts(blog, kind, term.id);
    if (posts.length === 0) return null;
    const format = FEEDS[archiveFeed[3] as FeedFormat];
    const scope = {
      postIds: new Set(posts.map((p) => p.id)),
      title: `${ARCHIVE_TITLES[kind]}: ${term.name}`,
      path: archivePath(blog.base, kind, term.slug),
    };
    return {
      answer: await deps.send(path, () =>
        prepare(200, format.contentType, format.write(blog, release, origin, scope)),
      ),
      counted: false,
    };
  }

  const listPage = LIST_PAGE.exec(rest);
  if (listPage) {
    const index = blog.indexPage;
    if (!index) return null;
    const n = Number(listPage[1]);
    if (n === 1) return { answer: moved(`${blog.base}${query}`), counted: false };
    const listing = listingPage(blog.views, blog.base, n, perPage);
    if (!listing) return null;
    const title = `${index.title || index.name} – Page ${n} | ${siteName}`;
    return {
      answer: await deps.sendPage(index, {
        listing,
        head: { title, canonical: origin + path },
      }),
      counted: false,
    };
  }

  const archive = ARCHIVE.exec(rest);
  if (archive) {
    const index = blog.indexPage;
    if (!index) return null;
    const kind = archive[1] as ArchiveKind;
    const term = [...termsOf(blog.data, kind).values()].find((t) => t.slug === archive[2]);
    if (!term) return null;
    const listPath = archivePath(blog.base, kind, term.slug);
    const n = archive[3] ? Number(archive[3]) : 1;
    if (archive[3] && n === 1) return { answer: moved(`${listPath}${query}`), counted: false };
    const heading = `${ARCHIVE_TITLES[kind]}: ${term.name}`;
    const listing = listingPage(archivePosts(blog, kind, term.id), listPath, n, perPage, heading);
    if (!listing) return null;
    const title = `${heading}${n > 1 ? ` – Page ${n}` : ''} | ${siteName}`;
    return {
      answer: await deps.sendPage(index, {
        listing,
        head: {
          title,
          canonical: origin + listPagePath(listPath, n),
          description: term.description || null,
        },
      }),
      counted: false,
    };
  }

  const post = POST.exec(rest);
  if (post) {
    const slug = post[1]!;
    const view = blog.bySlug.get(slug);
    if (view) {
      return {
        answer: await deps.send(path, async () =>
          prepare(200, 'text/html; charset=utf-8', postPageHtml(release, blog, view.id, origin)),
        ),
        counted: true,
      };
    }
    // An old slug of a visible post: straight to where it is now (history holds current owners).
    const movedId = blog.data.oldSlugs.get(slug);
    const target = movedId ? blog.byId.get(movedId) : undefined;
    if (target && target.slug !== slug) {
      return { answer: moved(`${target.href}${query}`), counted: false };
    }
  }
  return null;
}

async function withoutSlash(
  blog: BlogSite,
  path: string,
  query: string,
  deps: RouteDeps,
): Promise<{ answer: SiteAnswer; counted: boolean } | null> {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === blog.base) return { answer: moved(`${blog.base}${query}`), counted: false };
  const routed = await answerBlog(blog, trimmed, query, deps);
  if (!routed || (routed.answer.status !== 200 && routed.answer.status !== 301)) return null;
  const location =
    routed.answer.status === 301 ? String(routed.answer.headers.location) : `${trimmed}${query}`;
  return { answer: moved(location), counted: false };
}

/** Paths that are the blog's but not a page view: its feeds, further pages and archives. */
function uncounted(blog: BlogSite, path: string): boolean {
  if (!path.startsWith(`${blog.base}/`)) return false;
  const rest = path.slice(blog.base.length + 1);
  return FEED.test(rest) || LIST_PAGE.test(rest) || ARCHIVE.test(rest) || ARCHIVE_FEED.test(rest);
}

export const blogRoutes = { answer: answerBlog, pageExtra, uncounted };
