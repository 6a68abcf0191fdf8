import type { PostSummary } from '@tessera/core';
import { cn } from '@/lib/cn';

/** 'Tue, Jul 6, 10:00 AM' in the website's zone, with the zone named when it is not the viewer's. */
export function formatInZone(iso: string, zone: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: new Date(iso).getFullYear() === new Date().getFullYear() ? undefined : 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(iso));
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return own === zone ? text : `${text} (${zone.replace(/_/g, ' ')})`;
}

type Tone = 'draft' | 'scheduled' | 'published' | 'changes';

const tones: Record<Tone, string> = {
  draft: 'bg-slate-100 text-slate-700 dark:bg-slate-500/20 dark:text-slate-300',
  scheduled: 'bg-sky-50 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  published: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  changes: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
};

function Badge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span
      data-post-badge={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[tone],
      )}
    >
      <span className="h-1.5 w-1.5 rounded-full bg-current opacity-70" aria-hidden />
      {children}
    </span>
  );
}

/** What visitors see of a post: Draft, Scheduled for a time, Published; and edits not yet live. */
export function postStatusLabel(post: PostSummary, zone: string): { tone: Tone; text: string } {
  if (post.status === 'draft') return { tone: 'draft', text: 'Draft' };
  if (post.status === 'scheduled' && !post.isLive && post.publishedAt) {
    return { tone: 'scheduled', text: `Scheduled for ${formatInZone(post.publishedAt, zone)}` };
  }
  return { tone: 'published', text: 'Published' };
}

export function PostStatusBadges({
  post,
  zone,
  className,
}: {
  post: PostSummary;
  zone: string;
  className?: string;
}) {
  const status = postStatusLabel(post, zone);
  return (
    <span className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <Badge tone={status.tone}>{status.text}</Badge>
      {post.status !== 'draft' && post.hasUnpublishedChanges ? (
        <Badge tone="changes">Unpublished changes</Badge>
      ) : null}
    </span>
  );
}
