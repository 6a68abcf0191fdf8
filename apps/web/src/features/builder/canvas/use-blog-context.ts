import type { BlogContext, BlogPostView, BlogTermView } from '@tessera/blocks';
import type { BlogTerm, PostSummary } from '@tessera/core';
import { useShownPost } from './use-shown-post';
import { postMarker, useBlogTerms, useSitePosts } from './use-site-posts';

const EMPTY_BODY = { type: 'doc' as const, content: [] };

/** A post's address in the builder: not followed, the post's page exists on the live site. */
const hrefOf = (post: PostSummary) => `#post-${post.slug}`;

/** The terms a post names, in its order, as cards show them (their archives are not followed). */
function termViews(ids: readonly string[], terms: readonly BlogTerm[] | undefined): BlogTermView[] {
  return ids.flatMap((id) => {
    const term = terms?.find((t) => t.id === id);
    return term ? [{ id, slug: term.slug, name: term.name, href: `#${term.slug}` }] : [];
  });
}

/**
 * The website's posts for the builder canvas and the preview, so blog grids and cards show the
 * posts visitors will see, filtered by the same categories, tags and authors; sample and
 * scheduled posts come marked, drafts only where a card names one. With `showPost` (the post
 * layout is open) a post is shown as its address would show it. Undefined while loading or
 * without posts: the blocks then draw their labelled outline.
 */
export function useBlogContext(
  websiteId: string | undefined,
  options: { showPost?: boolean } = {},
): BlogContext | undefined {
  const posts = useSitePosts(websiteId);
  const categories = useBlogTerms(websiteId, 'categories');
  const tags = useBlogTerms(websiteId, 'tags');
  const authors = useBlogTerms(websiteId, 'authors');
  const all = posts.data ?? [];
  const viewOf = (post: PostSummary): BlogPostView => {
    const marker = postMarker(post);
    return {
      id: post.id,
      title: post.title,
      slug: post.slug,
      href: hrefOf(post),
      publishedAt: post.publishedAt ?? post.updatedAt,
      updatedAt: post.updatedAt,
      excerpt: post.excerpt,
      coverSrc: post.coverSrc,
      coverAlt: post.coverAlt,
      coverCaption: null,
      readingMinutes: post.readingMinutes,
      wordCount: post.wordCount,
      featured: post.featured,
      authors: termViews(post.authorIds, authors.data),
      categories: termViews(post.categoryIds, categories.data),
      tags: termViews(post.tagIds, tags.data),
      body: EMPTY_BODY,
      ...(marker ? { marker } : {}),
    };
  };
  const shown = all
    .filter((p) => p.status !== 'draft')
    .sort(
      (a, b) =>
        (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id.localeCompare(a.id),
    );
  const drafts = all.filter((p) => p.status === 'draft');
  const shownPost = useShownPost(options.showPost === true, shown, drafts, viewOf);
  if (all.length === 0) return undefined;
  const byId = new Map(shown.map((p) => [p.id, p]));
  return {
    latest: shown.map(viewOf),
    ...(shownPost ? { shown: shownPost } : {}),
    unlisted: drafts.map(viewOf),
    postHref: (id) => {
      const post = byId.get(id.toLowerCase());
      return post ? hrefOf(post) : null;
    },
    showReadingTime: true,
  };
}
