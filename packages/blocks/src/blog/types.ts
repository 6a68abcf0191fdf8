import type { PostBody } from '@tessera/core';

/** A category, tag or author as a post shows it: its name and its archive's address. */
export interface BlogTermView {
  /** The term's id, so a grid can pick the posts of one category, tag or author. */
  id: string;
  slug: string;
  name: string;
  href: string;
}

/** A visible post as the live site draws it (from its live revision). */
export interface BlogPostView {
  id: string;
  title: string;
  slug: string;
  /** Its address on the site: `/{blog}/{slug}`. */
  href: string;
  /** When it went live (ISO, UTC). */
  publishedAt: string;
  /** When what visitors see last changed (ISO, UTC). */
  updatedAt: string;
  excerpt: string;
  coverSrc: string | null;
  coverAlt: string | null;
  coverCaption: string | null;
  readingMinutes: number;
  wordCount: number;
  featured: boolean;
  authors: BlogTermView[];
  categories: BlogTermView[];
  tags: BlogTermView[];
  body: PostBody;
  /**
   * In the builder and preview only: what visitors would not see of it yet ("Draft", "Sample",
   * "Scheduled"), drawn as a badge on its card. The live site never sets it.
   */
  marker?: string;
}

/** One page of a list of posts (the blog index, an archive), with its way to the others. */
export interface BlogListing {
  posts: readonly BlogPostView[];
  /** Above an archive's posts: "Category: Bread". */
  heading?: string;
  page: number;
  pages: number;
  newerHref: string | null;
  olderHref: string | null;
}

/** The post a page shows (its own address), with its neighbours in time. */
export interface BlogPostShown {
  post: BlogPostView;
  /** The one published just before it, and just after. */
  previous: BlogPostView | null;
  next: BlogPostView | null;
}

/** The live blog, as a published page draws it (BLOG_GRID, BLOG_CARD, BLOG_POST, post bodies). */
export interface BlogContext {
  /** Every visible post, newest first. */
  latest: readonly BlogPostView[];
  /** On the blog's index page or an archive: the posts this address lists. */
  listing?: BlogListing;
  /** On a post's address: the post. */
  shown?: BlogPostShown;
  /**
   * In the builder and preview only: posts visitors cannot see (drafts), which a blog card may
   * still draw when chosen, marked. The live site never has them.
   */
  unlisted?: readonly BlogPostView[];
  /** The address of a visible post by id (`post:{id}` links); null when it is not visible. */
  postHref: (postId: string) => string | null;
  showReadingTime: boolean;
  /** Addresses written absolute (a feed's content), with this origin before site paths. */
  origin?: string;
}
