import { blogIndexSeed, seedElements, type ReleasePage, type ReleaseSnapshot } from '@tessera/core';
import {
  relatedPostViews,
  type BlogContext,
  type BlogListing,
  type BlogPostView,
  type BlogTermView,
} from '@tessera/blocks';
import type { LiveBlogData, LivePost, LiveTerm, LoadedBlog } from './live-blog.ts';

export type ArchiveKind = 'category' | 'tag' | 'author';

/** A live blog placed on a release: its addresses follow the blog page's slug there. */
export interface BlogSite {
  data: LoadedBlog;
  /** The blog's address: `/{index page slug}` (`/blog` until the index page is published). */
  base: string;
  /**
   * The page holding the blog's grid: the live release's, or, until the blog page is published,
   * the page a new blog starts with (`provisionalIndex`), so the blog has its address at once.
   */
  indexPage: ReleasePage | null;
  provisionalIndex: boolean;
  views: BlogPostView[];
  byId: Map<string, BlogPostView>;
  bySlug: Map<string, BlogPostView>;
  posts: Map<string, LivePost>;
}

const DEFAULT_SLUG = 'blog';

/** The blog page as the first post makes it, drawn from its seed with ids that never change. */
function provisionalIndexPage(id: string): ReleasePage {
  let n = 0;
  const elementId = () => `00000000-0000-4000-8000-${(n++).toString(16).padStart(12, '0')}`;
  return {
    id,
    name: 'Blog',
    slug: DEFAULT_SLUG,
    title: 'Blog',
    description: null,
    isHome: false,
    elements: seedElements(blogIndexSeed(), id, elementId),
  };
}

const sites = new WeakMap<LoadedBlog, Map<ReleaseSnapshot, BlogSite>>();

/** The blog of a loaded version on a release, worked out once per pair. */
export function blogSiteOf(data: LoadedBlog, snapshot: ReleaseSnapshot): BlogSite {
  let bySnapshot = sites.get(data);
  if (!bySnapshot) {
    bySnapshot = new Map();
    sites.set(data, bySnapshot);
  }
  const known = bySnapshot.get(snapshot);
  if (known) return known;
  const indexId = data.settings.indexPageId?.toLowerCase();
  const released =
    (indexId && snapshot.pages.find((p) => p.id.toLowerCase() === indexId && !p.isHome)) || null;
  // A blog page made since the last publish: its address shows the blog the way that page starts,
  // unless a published page already has the address.
  const provisionalIndex =
    !released && data.posts.length > 0 && !snapshot.pages.some((p) => p.slug === DEFAULT_SLUG);
  const indexPage =
    released ?? (provisionalIndex ? provisionalIndexPage(indexId ?? DEFAULT_SLUG) : null);
  const base = `/${indexPage?.slug ?? DEFAULT_SLUG}`;
  const termView = (terms: Map<string, LiveTerm>, kind: ArchiveKind, ids: readonly string[]) =>
    ids.flatMap((id): BlogTermView[] => {
      const term = terms.get(id);
      return term
        ? [{ id, slug: term.slug, name: term.name, href: archivePath(base, kind, term.slug) }]
        : [];
    });
  const views = data.posts.map((post): BlogPostView => ({
    id: post.id,
    title: post.title,
    slug: post.slug,
    href: `${base}/${post.slug}`,
    publishedAt: post.publishedAt.toISOString(),
    updatedAt: post.revisedAt.toISOString(),
    excerpt: post.summary,
    coverSrc: post.coverSrc,
    coverAlt: post.coverAlt,
    coverCaption: post.coverCaption,
    readingMinutes: post.readingMinutes,
    wordCount: post.wordCount,
    featured: post.featured,
    authors: termView(data.authors, 'author', post.authorIds),
    categories: termView(data.categories, 'category', post.categoryIds),
    tags: termView(data.tags, 'tag', post.tagIds),
    body: post.body,
  }));
  const site: BlogSite = {
    data,
    base,
    indexPage,
    provisionalIndex,
    views,
    byId: new Map(views.map((v) => [v.id, v])),
    bySlug: new Map(views.map((v) => [v.slug, v])),
    posts: new Map(data.posts.map((p) => [p.id, p])),
  };
  // A release is replaced on publish: keep the pairs of the few releases still asked for.
  if (bySnapshot.size > 4) bySnapshot.clear();
  bySnapshot.set(snapshot, site);
  return site;
}

export const archivePath = (base: string, kind: ArchiveKind, slug: string) =>
  `${base}/${kind}/${slug}`;

/** A list's page n: the list's own address for the first. */
export const listPagePath = (listPath: string, page: number) =>
  page <= 1 ? listPath : `${listPath}/page/${page}`;

/** The terms of one kind, for an archive. */
export function termsOf(data: LiveBlogData, kind: ArchiveKind): Map<string, LiveTerm> {
  return kind === 'category' ? data.categories : kind === 'tag' ? data.tags : data.authors;
}

/** The visible posts of an archive, newest first. */
export function archivePosts(site: BlogSite, kind: ArchiveKind, termId: string): BlogPostView[] {
  return site.data.posts
    .filter((post) =>
      (kind === 'category'
        ? post.categoryIds
        : kind === 'tag'
          ? post.tagIds
          : post.authorIds
      ).includes(termId),
    )
    .map((post) => site.byId.get(post.id)!);
}

/** One page of a list of posts, or null past its end (the first page exists, even empty). */
export function listingPage(
  posts: readonly BlogPostView[],
  listPath: string,
  page: number,
  perPage: number,
  heading?: string,
): BlogListing | null {
  const pages = Math.max(1, Math.ceil(posts.length / perPage));
  if (page < 1 || page > pages) return null;
  return {
    posts: posts.slice((page - 1) * perPage, page * perPage),
    ...(heading ? { heading } : {}),
    page,
    pages,
    newerHref: page > 1 ? listPagePath(listPath, page - 1) : null,
    olderHref: page < pages ? listPagePath(listPath, page + 1) : null,
  };
}

/** What a page's blocks are given of the blog. */
export function blogContext(
  site: BlogSite,
  extra: Pick<BlogContext, 'listing' | 'shown' | 'origin'> = {},
): BlogContext {
  return {
    latest: site.views,
    postHref: (id) => site.byId.get(id.toLowerCase())?.href ?? null,
    showReadingTime: site.data.settings.showReadingTime,
    ...extra,
  };
}

/**
 * Posts related to one, best first (the blocks' one ranking: shared first category, other
 * categories and tags, the newest filling the rest), always in the same order.
 */
export function relatedPosts(site: BlogSite, postId: string, limit: number): BlogPostView[] {
  return relatedPostViews(site.views, postId, limit);
}
