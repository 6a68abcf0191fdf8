import type { PostBody } from './post-body.ts';
import type { PostStatus } from './post-schemas.ts';

/** A post as the posts list shows it. */
export interface PostSummary {
  id: string;
  websiteId: string;
  title: string;
  slug: string;
  status: PostStatus;
  /** When it went or goes live (ISO); null for a draft never published. */
  publishedAt: string | null;
  excerpt: string;
  coverSrc: string | null;
  coverAlt: string | null;
  featured: boolean;
  wordCount: number;
  readingMinutes: number;
  /** Visitors can reach a version of it (published, or scheduled and its time come). */
  isLive: boolean;
  /** The draft differs from what visitors see: "Update" would publish the edits. */
  hasUnpublishedChanges: boolean;
  sample: boolean;
  updatedAt: string;
  /** The draft's categories (the first is its main one), tags and authors, by id. */
  categoryIds: string[];
  tagIds: string[];
  authorIds: string[];
}

/** A post in the editor: the draft's every field. */
export interface Post extends PostSummary {
  body: PostBody;
  /** The owner's own excerpt (the summary's `excerpt` falls back to the body's start). */
  customExcerpt: string | null;
  coverCaption: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  socialImage: string | null;
  canonicalUrl: string | null;
  noindex: boolean;
  firstPublishedAt: string | null;
  /** Send it back with the next save; a save naming an older one is a 409. */
  version: number;
  /** The post's address on the live site, from the blog page's slug: `/blog/{slug}`. */
  path: string;
  createdAt: string;
}

export interface PostRevisionSummary {
  id: string;
  kind: 'publish' | 'update' | 'restore';
  title: string;
  createdAt: string;
}

/** A category, tag or author of a website's blog. */
export interface BlogTerm {
  id: string;
  name: string;
  slug: string;
  /** A category's description, an author's bio; null for tags. */
  description: string | null;
  /** An author's picture; null otherwise. */
  avatarSrc: string | null;
  postCount: number;
}
