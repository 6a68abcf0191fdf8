import { useQuery } from '@tanstack/react-query';
import type { BlogTerm, PostSummary } from '@tessera/core';
import { api, type BlogTermKind } from '@/lib/api';

/** Changes to posts made elsewhere in the dashboard show here within this long. */
const FRESH_MS = 30_000;

/** Every post of the website (drafts too), as the builder's blocks and pickers need them. */
export function useSitePosts(websiteId: string | undefined) {
  return useQuery<PostSummary[]>({
    queryKey: ['websites', websiteId, 'posts', 'all'],
    queryFn: () => api.posts.list(websiteId!, {}),
    enabled: !!websiteId,
    staleTime: FRESH_MS,
  });
}

/** The website's categories, tags or authors, by name. */
export function useBlogTerms(websiteId: string | undefined, kind: BlogTermKind, enabled = true) {
  return useQuery<BlogTerm[]>({
    queryKey: ['websites', websiteId, 'blog', kind],
    queryFn: () => api.blog.terms(websiteId!, kind),
    enabled: enabled && !!websiteId,
    staleTime: FRESH_MS,
  });
}

/** What the builder marks on a post visitors cannot see yet; nothing for a visible one. */
export function postMarker(post: PostSummary): string | undefined {
  if (post.sample) return 'Sample';
  if (post.status === 'draft') return 'Draft';
  if (!post.isLive) return 'Scheduled';
  return undefined;
}
