import { useState } from 'react';
import { Link } from 'react-router';
import { Eye, Newspaper, PenLine, Plus, Star, Tags, Trash2 } from 'lucide-react';
import type { PostSummary, Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { ListTable, type ListColumn } from '@/components/ui/list-table';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { cn } from '@/lib/cn';
import { formatDate, formatNumber } from '@/lib/format';
import { siteUrl } from '@/lib/site-url';
import { notify } from '@/lib/toast';
import { useListFilters } from '@/lib/use-list-filters';
import { DesignPostPageLink } from './design-post-page-link';
import { NewPostDialog } from './new-post-dialog';
import { formatInZone, PostStatusBadges } from './post-status';
import { useDeletePost, usePosts, type PostStatusFilter } from './use-posts';

const TABS: { value: PostStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

const COLUMNS: ListColumn[] = [
  { label: 'Post' },
  { label: 'Status', className: 'hidden md:table-cell' },
  { label: 'Date', className: 'hidden lg:table-cell' },
  { label: 'Length', className: 'hidden text-right xl:table-cell' },
  { label: '', className: 'text-right' },
];

export function PostsPage() {
  return (
    <SelectedWebsiteGate what="posts">
      {(website) => <WebsitePosts key={website.id} website={website} />}
    </SelectedWebsiteGate>
  );
}

function WebsitePosts({ website }: { website: Website }) {
  const { search, typed, setTyped, choice, setChoice, clear } = useListFilters(
    'status',
    TABS.map((t) => t.value),
    'all' as PostStatusFilter,
  );
  const list = usePosts(website.id, { search, status: choice });
  const [creating, setCreating] = useState(false);
  const newPost = (label: string) => (
    <Button onClick={() => setCreating(true)}>
      <Plus className="h-4 w-4" aria-hidden /> {label}
    </Button>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Blog</h1>
          <p className="mt-1 text-muted-foreground">
            News and stories from {website.name}, written here and published to its blog.
          </p>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:shrink-0 sm:flex-nowrap sm:self-auto">
          <DesignPostPageLink websiteId={website.id} />
          <Button variant="outline" asChild>
            <Link to="/dashboard/blog/manage">
              <Tags className="h-4 w-4" aria-hidden /> Organise
            </Link>
          </Button>
          {newPost('New post')}
        </div>
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div
          role="tablist"
          aria-label="Posts by status"
          className="flex gap-1 overflow-x-auto rounded-lg bg-muted p-1"
        >
          {TABS.map((tab) => (
            <button
              key={tab.value}
              type="button"
              role="tab"
              aria-selected={choice === tab.value}
              onClick={() => setChoice(tab.value)}
              className={cn(
                'flex-1 cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap lg:flex-none',
                choice === tab.value
                  ? 'bg-card text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <SearchInput
          label="Search posts"
          placeholder="Search titles and text..."
          value={typed}
          onChange={setTyped}
        />
      </div>
      <ListStates
        query={list}
        filtering={search !== '' || choice !== 'all'}
        loading={<PostsSkeleton />}
        errorTitle="Failed to fetch posts"
        empty={
          <EmptyState
            icon={Newspaper}
            title="No posts yet"
            description="Share news, recipes and stories with your visitors. Posts you publish appear on your website's blog, in its feeds and in search results."
            action={newPost('Write your first post')}
          />
        }
        noMatch={{
          title: 'No posts match',
          description: 'Try other words, or choose a different tab.',
          onClear: clear,
        }}
      >
        {(items) => (
          <ListTable caption="Posts" columns={COLUMNS}>
            {items.map((post) => (
              <PostRow key={post.id} post={post} website={website} />
            ))}
          </ListTable>
        )}
      </ListStates>
      <NewPostDialog websiteId={website.id} open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function PostRow({ post, website }: { post: PostSummary; website: Website }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost();
  const base = siteUrl(website);
  const live =
    post.isLive && website.status === 'PUBLISHED' && base ? `${base}/blog/${post.slug}` : null;
  const editPath = `/dashboard/blog/${post.id}`;
  const iconClass = 'h-8 w-8 text-muted-foreground hover:text-foreground';
  const date =
    post.status === 'draft' || !post.publishedAt
      ? `Edited ${formatDate(post.updatedAt)}`
      : formatInZone(post.publishedAt, website.timezone);
  return (
    <tr className="group hover:bg-muted/40">
      <td className="w-full max-w-0 px-4 py-3">
        <div className="flex items-center gap-3">
          <span className="hidden h-12 w-16 shrink-0 overflow-hidden rounded-md bg-muted sm:block">
            {post.coverSrc ? (
              <img
                src={post.coverSrc}
                alt={post.coverAlt ?? ''}
                className="h-full w-full object-cover"
                loading="lazy"
              />
            ) : (
              <span className="flex h-full w-full items-center justify-center">
                <Newspaper className="h-5 w-5 text-muted-foreground/60" aria-hidden />
              </span>
            )}
          </span>
          <div className="min-w-0">
            <Link
              to={editPath}
              className="flex items-center gap-1.5 font-medium text-foreground hover:underline"
            >
              <span className="line-clamp-2 sm:line-clamp-1">{post.title}</span>
              {post.featured ? (
                <Star
                  className="h-3.5 w-3.5 shrink-0 fill-amber-400 text-amber-400"
                  aria-label="Featured"
                />
              ) : null}
            </Link>
            <p className="truncate text-sm text-muted-foreground">
              {post.excerpt || `/blog/${post.slug}`}
            </p>
            <PostStatusBadges post={post} zone={website.timezone} className="mt-1.5 md:hidden" />
          </div>
        </div>
      </td>
      <td className="hidden px-4 py-3 md:table-cell">
        <PostStatusBadges post={post} zone={website.timezone} />
      </td>
      <td className="hidden px-4 py-3 text-sm whitespace-nowrap text-muted-foreground lg:table-cell">
        {date}
      </td>
      <td className="hidden px-4 py-3 text-right text-sm whitespace-nowrap text-muted-foreground tabular-nums xl:table-cell">
        {formatNumber(post.wordCount)} words · {post.readingMinutes} min
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-0.5">
          {live ? (
            <Button asChild variant="ghost" size="icon" className={iconClass}>
              <a
                href={live}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`View ${post.title} on the site`}
              >
                <Eye className="h-4 w-4" aria-hidden />
              </a>
            </Button>
          ) : null}
          <Button asChild variant="ghost" size="icon" className={iconClass}>
            <Link to={editPath} aria-label={`Edit ${post.title}`}>
              <PenLine className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className={`${iconClass} hover:text-destructive`}
            aria-label={`Delete ${post.title}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this post?"
          description={`"${post.title}" and its history will be deleted${post.isLive ? ', and its page leaves your live site' : ''}. This cannot be undone.`}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(post.id, {
              onSuccess: () => {
                setConfirming(false);
                notify.success('Post deleted');
              },
              onError: () => notify.error('Failed to delete the post'),
            })
          }
        />
      </td>
    </tr>
  );
}

function PostsSkeleton() {
  return (
    <Card className="divide-y divide-border" role="status" aria-label="Loading posts" aria-busy>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3 p-4">
          <Skeleton className="hidden h-12 w-16 shrink-0 rounded-md sm:block" />
          <div className="min-w-0 flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-3/5" />
          </div>
          <Skeleton className="hidden h-5 w-20 rounded-full md:block" />
          <Skeleton className="h-8 w-16" />
        </div>
      ))}
    </Card>
  );
}
