import { useQuery } from '@tanstack/react-query';
import type { BlogPostShown, BlogPostView } from '@tessera/blocks';
import type { PostSummary } from '@tessera/core';
import { api } from '@/lib/api';

/**
 * The post the post layout is designed with: the newest the site shows (else the newest draft),
 * with its whole body, and its neighbours among `shown`. Undefined while loading, without posts
 * or when `enabled` is false: BLOG_POST then draws its labelled outline.
 */
export function useShownPost(
  enabled: boolean,
  shown: readonly PostSummary[],
  drafts: readonly PostSummary[],
  viewOf: (post: PostSummary) => BlogPostView,
): BlogPostShown | undefined {
  const chosen = shown[0] ?? drafts[0];
  const post = useQuery({
    queryKey: ['posts', chosen?.id ?? '', 'layout-sample'],
    queryFn: () => api.posts.get(chosen!.id),
    enabled: enabled && Boolean(chosen),
    staleTime: 30_000,
  });
  if (!enabled || !chosen || !post.data || post.data.id !== chosen.id) return undefined;
  const index = shown.indexOf(chosen);
  return {
    post: { ...viewOf(post.data), body: post.data.body, coverCaption: post.data.coverCaption },
    previous: index >= 0 && shown[index + 1] ? viewOf(shown[index + 1]!) : null,
    next: index > 0 ? viewOf(shown[index - 1]!) : null,
  };
}
