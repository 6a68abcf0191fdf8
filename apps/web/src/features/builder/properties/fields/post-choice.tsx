import { useQuery } from '@tanstack/react-query';
import type { PostSummary } from '@tessera/core';
import { PostStatusBadges } from '@/features/blog/post-status';
import { websiteKey } from '@/features/websites/use-websites';
import { api } from '@/lib/api';
import { useEditorStore } from '../../state/editor-store';

/** The time zone a scheduled post's time is written in: the website's, once it is known. */
function useWebsiteZone(): string {
  const websiteId = useEditorStore((s) => s.page?.websiteId);
  const website = useQuery({
    queryKey: websiteKey(websiteId ?? ''),
    queryFn: () => api.websites.get(websiteId!),
    enabled: !!websiteId,
    staleTime: 60_000,
  });
  return website.data?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A post in a picker's list: its title and, when visitors cannot see it, why. */
export function postChoiceLabel(post: PostSummary): string {
  const title = post.title.trim() || 'Untitled post';
  if (post.sample) return `${title} (Sample)`;
  if (post.status === 'draft') return `${title} (Draft)`;
  if (!post.isLive) return `${title} (Scheduled)`;
  return title;
}

/** Under a post picker: the chosen post's status, as the posts list shows it. */
export function PostChoiceStatus({ post }: { post: PostSummary }) {
  const zone = useWebsiteZone();
  return (
    <span className="mt-0.5 flex flex-wrap items-center gap-1.5" data-post-choice-status>
      <PostStatusBadges post={post} zone={zone} />
      {post.sample ? <span>Sample post: never shown on the live site</span> : null}
      {!post.sample && !post.isLive ? <span>Shows on the live site once published</span> : null}
    </span>
  );
}
