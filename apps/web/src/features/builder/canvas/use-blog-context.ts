import { useQuery } from '@tanstack/react-query';
import type { BlogContext, BlogPostView } from '@tessera/blocks';
import type { PostSummary } from '@tessera/core';
import { api } from '@/lib/api';
import { useShownPost } from './use-shown-post';

const EMPTY_BODY = { type: 'doc' as const, content: [] };

/** A post as the canvas draws it in a grid or card: its title, cover, date and excerpt. */
function viewOf(post: PostSummary): BlogPostView {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    // Not followed from the canvas or the preview: the post's page exists on the live site.
    href: `#post-${post.slug}`,
    publishedAt: post.publishedAt ?? post.updatedAt,
    updatedAt: post.updatedAt,
    excerpt: post.excerpt,
    coverSrc: post.coverSrc,
    coverAlt: post.coverAlt,
    coverCaption: null,
    readingMinutes: post.readingMinutes,
    wordCount: post.wordCount,
    featured: post.featured,
    authors: [],
    categories: [],
    tags: [],
    body: EMPTY_BODY,
  };
}

/**
 * The website's published and scheduled posts for the builder canvas and the preview, newest
 * first, so a blog grid shows the posts visitors will see; with `showPost` (the post layout is
 * open), the newest post as the one its page shows. Undefined while loading or without posts:
 * the blocks then draw their labelled outline.
 */
export function useBlogContext(
  websiteId: string | undefined,
  options: { showPost?: boolean } = {},
): BlogContext | undefined {
  const posts = useQuery({
    queryKey: ['websites', websiteId, 'posts', 'shown'],
    queryFn: () => api.posts.list(websiteId!, {}),
    enabled: !!websiteId,
    staleTime: 30_000,
  });
  const shown = (posts.data ?? [])
    .filter((p) => p.status !== 'draft')
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  const drafts = (posts.data ?? []).filter((p) => p.status === 'draft');
  const shownPost = useShownPost(options.showPost === true, shown, drafts, viewOf);
  if (shown.length === 0 && !shownPost) return undefined;
  const byId = new Map(shown.map((p) => [p.id, p]));
  return {
    latest: shown.map(viewOf),
    ...(shownPost ? { shown: shownPost } : {}),
    postHref: (id) => (byId.has(id) ? `#post-${byId.get(id)!.slug}` : null),
    showReadingTime: true,
  };
}
