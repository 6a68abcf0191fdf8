import { postExcerpt, type Post, type PostSummary } from '@tessera/core';
import type { PostRevisionContent, posts } from '../../db/schema.ts';

export type PostRow = typeof posts.$inferSelect;

/** What a post's taxonomy is in the draft. */
export interface PostLinks {
  categoryIds: string[];
  tagIds: string[];
  authorIds: string[];
}

/** The fields a revision copies: what visitors would see of the draft. */
export function revisionContentOf(row: PostRow, links: PostLinks): PostRevisionContent {
  return {
    title: row.title,
    slug: row.slug,
    body: row.body,
    bodyText: row.bodyText,
    wordCount: row.wordCount,
    readingMinutes: row.readingMinutes,
    excerpt: row.excerpt,
    coverSrc: row.coverSrc,
    coverAlt: row.coverAlt,
    coverCaption: row.coverCaption,
    featured: row.featured,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    socialImage: row.socialImage,
    canonicalUrl: row.canonicalUrl,
    noindex: row.noindex,
    ...links,
  };
}

/** Two contents the same to a visitor? Key order in the stored JSON does not count. */
export function sameContent(a: PostRevisionContent, b: PostRevisionContent): boolean {
  const stable = (value: unknown): string =>
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y)))
        : v,
    );
  return stable(a) === stable(b);
}

export function presentPostSummary(
  row: PostRow,
  live: PostRevisionContent | null,
  links: PostLinks,
  now: number,
): PostSummary {
  return {
    id: row.id,
    websiteId: row.websiteId,
    title: row.title,
    slug: row.slug,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    excerpt: postExcerpt(row.excerpt, row.bodyText),
    coverSrc: row.coverSrc,
    coverAlt: row.coverAlt,
    featured: row.featured,
    wordCount: row.wordCount,
    readingMinutes: row.readingMinutes,
    isLive:
      live !== null &&
      row.status !== 'draft' &&
      !row.sample &&
      row.publishedAt !== null &&
      row.publishedAt.getTime() <= now,
    hasUnpublishedChanges: live !== null && !sameContent(live, revisionContentOf(row, links)),
    sample: row.sample,
    updatedAt: row.updatedAt.toISOString(),
    ...links,
  };
}

export function presentPost(
  row: PostRow,
  live: PostRevisionContent | null,
  links: PostLinks,
  blogPath: string,
  now: number,
): Post {
  return {
    ...presentPostSummary(row, live, links, now),
    body: row.body,
    customExcerpt: row.excerpt,
    coverCaption: row.coverCaption,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    socialImage: row.socialImage,
    canonicalUrl: row.canonicalUrl,
    noindex: row.noindex,
    firstPublishedAt: row.firstPublishedAt?.toISOString() ?? null,
    version: row.version,
    path: `${blogPath}/${row.slug}`,
    createdAt: row.createdAt.toISOString(),
  };
}
