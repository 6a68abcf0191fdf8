import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import {
  AlertTriangle,
  CalendarClock,
  Check,
  CloudOff,
  Eye,
  ExternalLink,
  EyeOff,
  HardDriveDownload,
  History,
  Loader2,
  RotateCw,
  Send,
  Settings2,
  Trash2,
  X,
} from 'lucide-react';
import type { Post, PostBody, PostRevisionSummary, Website } from '@tessera/core';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NotOpenedState } from '@/components/ui/not-opened-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useWebsites } from '@/features/websites/use-websites';
import { api, ApiError } from '@/lib/api';
import { siteUrl } from '@/lib/site-url';
import { useSelectedWebsiteStore } from '@/stores/selected-website-store';
import { notify } from '@/lib/toast';
import { formatInZone, PostStatusBadges } from '../post-status';
import { postKey, useDeletePost, usePost, useRefreshPosts } from '../use-posts';
import { HistoryDialog } from './history-dialog';
import { PostBodyEditor } from './post-body-editor';
import { fieldsOf, PostSettingsPanel, withPatch, type PostFields } from './post-settings-panel';
import { ScheduleDialog } from './schedule-dialog';
import { useAutosave, type PostPatch, type SaveState } from './use-autosave';
import './post-editor.css';

export function PostEditorPage() {
  const { postId = '' } = useParams();
  const post = usePost(postId);
  const websites = useWebsites();
  const website = websites.data?.find((w) => w.id === post.data?.websiteId);
  const selected = useSelectedWebsiteStore((s) => s.websiteId);
  const select = useSelectedWebsiteStore((s) => s.select);
  // The top bar names the post's website, however the editor was reached.
  useEffect(() => {
    if (website && selected !== website.id) select(website.id);
  }, [website, selected, select]);

  if (post.isError || websites.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <NotOpenedState
        title={missing ? 'Post not found' : 'Failed to load the post'}
        description={
          missing
            ? 'It may have been deleted, or it belongs to another account.'
            : 'Check your connection and try again.'
        }
        backTo="/dashboard/blog"
        backLabel="Back to the blog"
        onRetry={missing ? undefined : () => void post.refetch()}
        retrying={post.isRefetching}
      />
    );
  }
  if (!post.data || !website) return <EditorSkeleton />;
  return <PostEditor key={post.data.id} initial={post.data} website={website} />;
}

function EditorSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading the post">
      <Skeleton className="h-5 w-24" />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <Skeleton className="h-12 w-3/4" />
          <Card className="space-y-4 p-6">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </Card>
        </div>
        <Card className="hidden h-96 xl:block" />
      </div>
    </div>
  );
}

/** The draft's fields as the API takes them: a cover always travels with its alt and caption. */
function patchOf(changed: Partial<PostFields>, all: PostFields): PostPatch {
  const patch: PostPatch = {};
  if ('title' in changed) patch.title = all.title;
  if ('slug' in changed) patch.slug = all.slug.trim();
  if ('excerpt' in changed) patch.excerpt = all.excerpt;
  if ('coverSrc' in changed || 'coverAlt' in changed || 'coverCaption' in changed) {
    patch.coverSrc = all.coverSrc;
    patch.coverAlt = all.coverAlt;
    patch.coverCaption = all.coverCaption;
  }
  if ('featured' in changed) patch.featured = all.featured;
  if ('seoTitle' in changed) patch.seoTitle = all.seoTitle;
  if ('seoDescription' in changed) patch.seoDescription = all.seoDescription;
  if ('noindex' in changed) patch.noindex = all.noindex;
  if ('categoryIds' in changed) patch.categoryIds = all.categoryIds;
  if ('tagIds' in changed) patch.tagIds = all.tagIds;
  if ('authorIds' in changed) patch.authorIds = all.authorIds;
  return patch;
}

function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const base = 'inline-flex items-center gap-1.5 text-sm';
  return (
    <span aria-live="polite" data-save-state={state.kind} className="min-w-0">
      {state.kind === 'saved' ? (
        <span className={`${base} text-muted-foreground`}>
          <Check className="h-4 w-4 text-emerald-600" aria-hidden /> Saved
        </span>
      ) : state.kind === 'saving' ? (
        <span className={`${base} text-muted-foreground`}>
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Saving…
        </span>
      ) : state.kind === 'conflict' ? (
        <span className={`${base} text-destructive`}>
          <AlertTriangle className="h-4 w-4" aria-hidden /> Not saved
        </span>
      ) : (
        <span className={`${base} text-destructive`} title={state.message}>
          <CloudOff className="h-4 w-4" aria-hidden /> Failed –
          <button
            type="button"
            onClick={onRetry}
            className="cursor-pointer font-medium underline underline-offset-2 hover:no-underline"
          >
            Retry
          </button>
        </span>
      )}
    </span>
  );
}

function PostEditor({ initial, website }: { initial: Post; website: Website }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshLists = useRefreshPosts();
  const [post, setPost] = useState(initial);
  const [fields, setFields] = useState(() => fieldsOf(initial));
  const [bodyKey, setBodyKey] = useState(0);
  // What the body editor starts from: the post as opened, or as restored.
  const [bodyStart, setBodyStart] = useState(initial.body);
  const fieldsRef = useRef(fields);
  const [dialog, setDialog] = useState<
    'schedule' | 'unpublish' | 'delete' | 'history' | 'settings' | null
  >(null);
  const [busy, setBusy] = useState<string | null>(null);
  const remove = useDeletePost();

  const onSaved = useCallback(
    (saved: Post) => {
      setPost(saved);
      queryClient.setQueryData(postKey(saved.id), saved);
      refreshLists();
    },
    [queryClient, refreshLists],
  );
  const autosave = useAutosave(initial, onSaved);

  const change = (changed: Partial<PostFields>) => {
    const next = { ...fieldsRef.current, ...changed };
    fieldsRef.current = next;
    setFields(next);
    autosave.edit(patchOf(changed, next));
  };
  const changeBody = useCallback(
    (body: PostBody) => autosave.edit({ body }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [autosave.edit],
  );

  /** Shows the post as the server has it again: its draft's fields and body. */
  const showDraft = (next: Post) => {
    const nextFields = fieldsOf(next);
    fieldsRef.current = nextFields;
    setFields(nextFields);
    setBodyStart(next.body);
    setBodyKey((k) => k + 1);
  };

  /** The server's post after a publish, unpublish or restore; `reload` shows its draft again. */
  const adopt = (next: Post, reload = false) => {
    setPost(next);
    queryClient.setQueryData(postKey(next.id), next);
    refreshLists();
    if (reload) {
      autosave.reset(next);
      showDraft(next);
    } else {
      autosave.adopt(next);
    }
  };

  /** Saves what waits, then runs a publishing action; false when the draft could not be saved. */
  const run = async (name: string, action: () => Promise<Post>, done: (post: Post) => string) => {
    setBusy(name);
    try {
      await autosave.flush();
      if (autosave.hasPending()) {
        notify.error('Save your edits first: the draft could not be saved');
        return false;
      }
      const next = await action();
      adopt(next, name === 'restore');
      notify.success(done(next));
      return true;
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Something went wrong');
      return false;
    } finally {
      setBusy(null);
    }
  };

  // With no time, a draft or a post still waiting for its time goes live now.
  const publishNow = () =>
    void run(
      'publish',
      () => api.posts.publish(post.id),
      () => 'Post published',
    );
  // Publishing a post that is live keeps its date and makes the draft what visitors see.
  const update = () =>
    void run(
      'update',
      () => api.posts.publish(post.id),
      () => 'Your changes are live',
    );
  const schedule = (publishedAt: string) =>
    void run(
      'schedule',
      () => api.posts.publish(post.id, { publishedAt }),
      (next) => `Scheduled for ${formatInZone(next.publishedAt ?? publishedAt, website.timezone)}`,
    ).then((ok) => ok && setDialog(null));
  const unpublish = () =>
    void run(
      'unpublish',
      () => api.posts.unpublish(post.id),
      () => 'Post unpublished: it is a draft again',
    ).then(() => setDialog(null));
  const restore = (revision: PostRevisionSummary) =>
    void run(
      'restore',
      () => api.posts.restore(post.id, revision.id),
      () => 'Version restored into the draft',
    ).then((ok) => ok && setDialog(null));

  /** The edits kept in this browser go back into the fields and body (and are saved), or not. */
  const takeOffer = (restore: boolean) => {
    const patch = autosave.takeOffer(restore);
    if (!restore) return;
    const nextFields = withPatch(fieldsRef.current, patch);
    fieldsRef.current = nextFields;
    setFields(nextFields);
    if (patch.body) {
      setBodyStart(patch.body as PostBody);
      setBodyKey((k) => k + 1);
    }
    notify.success('Unsaved changes restored');
  };

  const reloadAfterConflict = async () => {
    try {
      const fresh = await api.posts.get(post.id);
      setPost(fresh);
      queryClient.setQueryData(postKey(fresh.id), fresh);
      // The edits this tab could not save stay in this browser, offered back.
      autosave.reset(fresh, { keepLocal: true });
      showDraft(fresh);
    } catch {
      notify.error('Failed to load the post');
    }
  };

  const live = post.isLive && website.status === 'PUBLISHED' ? siteUrl(website) : null;
  const draft = post.status === 'draft';
  const scheduled = post.status === 'scheduled' && !post.isLive;
  const liveNow = post.status !== 'draft' && !scheduled;
  const { state } = autosave;
  const panel = (
    <PostSettingsPanel
      post={post}
      openedSlug={initial.slug}
      website={website}
      fields={fields}
      errors={autosave.fieldErrors}
      onChange={change}
    />
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
          <BackLink to="/dashboard/blog">Blog</BackLink>
          <PostStatusBadges post={post} zone={website.timezone} />
          <SaveStatus state={state} onRetry={() => void autosave.flush()} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="ghost"
            size="icon"
            aria-label="History"
            title="History"
            onClick={() => setDialog('history')}
          >
            <History className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Delete post"
            title="Delete post"
            className="hover:text-destructive"
            onClick={() => setDialog('delete')}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
          <Button variant="outline" className="xl:hidden" onClick={() => setDialog('settings')}>
            <Settings2 className="h-4 w-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">Settings</span>
          </Button>
          <Button asChild variant="outline">
            <a
              href={`/preview/${website.id}/posts/${post.id}`}
              target="_blank"
              rel="noopener"
              title="Preview the post as your site shows it"
            >
              <Eye className="h-4 w-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">Preview</span>
            </a>
          </Button>
          {live ? (
            <Button asChild variant="outline">
              <a href={`${live}${post.path}`} target="_blank" rel="noopener noreferrer">
                <ExternalLink className="h-4 w-4" aria-hidden /> View
              </a>
            </Button>
          ) : null}
          {draft ? null : (
            <Button
              variant="outline"
              disabled={busy !== null}
              onClick={() => setDialog('unpublish')}
            >
              <EyeOff className="h-4 w-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">Unpublish</span>
            </Button>
          )}
          {liveNow ? null : (
            <Button
              variant="outline"
              disabled={busy !== null}
              onClick={() => setDialog('schedule')}
            >
              <CalendarClock className="h-4 w-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">
                {scheduled ? 'Reschedule' : 'Schedule'}
              </span>
            </Button>
          )}
          {liveNow ? (
            <Button
              disabled={busy !== null || !post.hasUnpublishedChanges}
              onClick={update}
              title={post.hasUnpublishedChanges ? undefined : 'Everything is live'}
            >
              <RotateCw className="h-4 w-4" aria-hidden />
              {busy === 'update' ? 'Updating...' : 'Update'}
            </Button>
          ) : (
            <Button disabled={busy !== null} onClick={publishNow}>
              <Send className="h-4 w-4" aria-hidden />
              {busy === 'publish' ? 'Publishing...' : scheduled ? 'Publish now' : 'Publish'}
            </Button>
          )}
        </div>
      </div>

      {state.kind === 'conflict' ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
        >
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden />
          <p className="flex-1">
            This post was changed in another tab or window, so your latest edits here were not
            saved. Reload it to carry on from the newest version.
          </p>
          <Button variant="outline" size="sm" onClick={() => void reloadAfterConflict()}>
            Reload post
          </Button>
        </div>
      ) : null}

      {autosave.offer ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 sm:flex-row sm:items-center dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-100"
        >
          <HardDriveDownload className="h-5 w-5 shrink-0" aria-hidden />
          <p className="flex-1">
            This browser kept changes to this post that were not saved (last edited{' '}
            {formatInZone(new Date(autosave.offer.at).toISOString(), website.timezone)}).
          </p>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => takeOffer(true)}>
              Restore unsaved changes
            </Button>
            <Button variant="outline" size="sm" onClick={() => takeOffer(false)}>
              Discard
            </Button>
          </div>
        </div>
      ) : null}

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <TitleField
            value={fields.title}
            error={autosave.fieldErrors.title}
            onChange={(title) => change({ title })}
          />
          <PostBodyEditor
            key={bodyKey}
            initial={bodyStart}
            websiteId={website.id}
            onChange={changeBody}
          />
        </div>
        <Card className="sticky top-20 hidden max-h-[calc(100vh-6rem)] overflow-y-auto xl:block">
          <h2 className="border-b border-border px-5 py-4 text-base font-semibold">
            Post settings
          </h2>
          {panel}
        </Card>
      </div>

      <Dialog.Root
        open={dialog === 'settings'}
        onOpenChange={(open) => setDialog(open ? 'settings' : null)}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
          <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-border bg-card shadow-xl">
            <div className="flex items-center justify-between border-b border-border px-5 py-4">
              <Dialog.Title className="text-base font-semibold">Post settings</Dialog.Title>
              <Dialog.Description className="sr-only">
                Address, categories, tags, authors, summary, cover image and search settings of the
                post.
              </Dialog.Description>
              <Dialog.Close
                aria-label="Close"
                className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                <X className="h-5 w-5" aria-hidden />
              </Dialog.Close>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto">{panel}</div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      {dialog === 'schedule' ? (
        <ScheduleDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          zone={website.timezone}
          initial={scheduled ? post.publishedAt : null}
          busy={busy === 'schedule'}
          onSchedule={schedule}
        />
      ) : null}
      <HistoryDialog
        postId={post.id}
        zone={website.timezone}
        open={dialog === 'history'}
        onOpenChange={(open) => setDialog(open ? 'history' : null)}
        restoring={busy === 'restore' ? 'pending' : null}
        onRestore={restore}
      />
      <ConfirmDialog
        open={dialog === 'unpublish'}
        onOpenChange={(open) => setDialog(open ? 'unpublish' : null)}
        title="Unpublish this post?"
        description="It leaves your live site, its feeds and the sitemap, and stays here as a draft. Its address answers “not found” until you publish it again."
        confirmLabel="Unpublish"
        busyLabel="Unpublishing..."
        busy={busy === 'unpublish'}
        onConfirm={unpublish}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title="Delete this post?"
        description={`"${post.title}" and its history will be deleted${post.isLive ? ', and its page leaves your live site' : ''}. This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(post.id, {
            onSuccess: () => {
              notify.success('Post deleted');
              void navigate('/dashboard/blog');
            },
            onError: () => notify.error('Failed to delete the post'),
          })
        }
      />
    </div>
  );
}

/** The post's title: large, growing with its text; Enter moves on to the body. */
function TitleField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    const fit = () => {
      area.style.height = 'auto';
      area.style.height = `${area.scrollHeight}px`;
    };
    fit();
    // A narrower or wider column wraps the title anew.
    const observer = new ResizeObserver(fit);
    observer.observe(area.parentElement ?? area);
    return () => observer.disconnect();
  }, [value]);
  return (
    <div>
      <textarea
        ref={ref}
        rows={1}
        maxLength={200}
        value={value}
        aria-label="Title"
        aria-invalid={error ? true : undefined}
        placeholder="Post title"
        onChange={(e) => onChange(e.target.value.replace(/\n/g, ' '))}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          document.querySelector<HTMLElement>('.post-prose')?.focus();
        }}
        className="block w-full resize-none overflow-hidden bg-transparent text-3xl leading-tight font-bold tracking-tight text-foreground placeholder:text-muted-foreground/50 focus:outline-none sm:text-4xl"
      />
      {error ? (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
