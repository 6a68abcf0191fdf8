import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Download, Inbox, MailSearch } from 'lucide-react';
import { SUBMISSION_FOLDERS, type SubmissionFolder } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { NativeSelect } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { api, downloadFile } from '@/lib/api';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { SubmissionDetail } from './submission-detail';
import { SubmissionList } from './submission-list';
import {
  useInboxForms,
  useSubmission,
  useSubmissions,
  useUpdateSubmission,
  type InboxFilters,
} from './use-inbox';

/** Counts stop at 1000 (the server counts no further). */
const countText = (n: number) => (n >= 1000 ? '1000+' : String(n));

const folderLabels: Record<SubmissionFolder, string> = {
  inbox: 'Inbox',
  spam: 'Spam',
  archived: 'Archived',
};

/** Folder, form, status and search live in the address, so a view can be reloaded and shared. */
function useInboxFilters(): [InboxFilters, (changes: Partial<InboxFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const folder = params.get('folder');
  const status = params.get('status');
  const filters: InboxFilters = {
    folder: SUBMISSION_FOLDERS.includes(folder as SubmissionFolder)
      ? (folder as SubmissionFolder)
      : 'inbox',
    formId: params.get('form') ?? '',
    status: status === 'read' || status === 'unread' ? status : 'all',
    search: params.get('q') ?? '',
  };
  const update = (changes: Partial<InboxFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string | undefined, empty: string) => {
          if (value === undefined) return;
          if (value && value !== empty) next.set(key, value);
          else next.delete(key);
        };
        set('folder', changes.folder, 'inbox');
        set('form', changes.formId, '');
        set('status', changes.status, 'all');
        set('q', changes.search, '');
        return next;
      },
      { replace: true },
    );
  return [filters, update];
}

function ListSkeleton() {
  return (
    <div className="divide-y divide-border" role="status" aria-label="Loading messages">
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-2 px-4 py-3">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}

const emptyTexts: Record<SubmissionFolder, { title: string; text: string }> = {
  inbox: {
    title: 'No messages yet',
    text: 'When a visitor sends a form on your published site, the message arrives here and the bell tells you.',
  },
  spam: {
    title: 'No spam',
    text: 'Messages sent by bots are kept here, away from your inbox. Nothing has been caught.',
  },
  archived: {
    title: 'Nothing archived',
    text: 'Archive messages you have dealt with to keep your inbox short.',
  },
};

export function InboxPage() {
  const { submissionId } = useParams();
  const navigate = useNavigate();
  return (
    <SelectedWebsiteGate what="messages">
      {(website) => (
        <WebsiteInbox
          key={website.id}
          websiteId={website.id}
          websiteName={website.name}
          submissionId={submissionId}
          open={(id) => void navigate(`/dashboard/inbox/${id}${window.location.search}`)}
          close={() => void navigate(`/dashboard/inbox${window.location.search}`)}
        />
      )}
    </SelectedWebsiteGate>
  );
}

function WebsiteInbox({
  websiteId,
  websiteName,
  submissionId,
  open,
  close,
}: {
  websiteId: string;
  websiteName: string;
  submissionId: string | undefined;
  open: (id: string) => void;
  close: () => void;
}) {
  const [filters, setFilters] = useInboxFilters();
  const [search, setSearch] = useState(filters.search);
  const list = useSubmissions(websiteId, filters);
  const forms = useInboxForms(websiteId);
  const detail = useSubmission(submissionId);
  const [exporting, setExporting] = useState(false);

  // Search as the owner types, a moment after the last key.
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => setFilters({ search }), 300);
    return () => clearTimeout(timer);
  }, [search, filters.search, setFilters]);

  // Opening an unread message reads it.
  const { mutate: update } = useUpdateRead(websiteId);
  useEffect(() => {
    if (detail.data && !detail.data.read) update(detail.data.id);
  }, [detail.data, update]);

  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const counts = pages[0]?.counts;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(
        api.inbox.exportPath(websiteId, {
          folder: filters.folder,
          formId: filters.formId || undefined,
        }),
        'submissions.csv',
      );
    } catch {
      notify.error('Failed to export messages');
    } finally {
      setExporting(false);
    }
  };

  const filtered = Boolean(filters.search || filters.formId || filters.status !== 'all');

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Inbox</h1>
          <p className="text-sm text-muted-foreground">
            Messages sent through the forms of {websiteName}.
          </p>
        </div>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
          <Download className="h-4 w-4" aria-hidden />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      <div className="flex flex-col gap-3 xl:flex-row xl:items-center">
        <div role="tablist" aria-label="Folders" className="flex gap-1 rounded-lg bg-muted p-1">
          {SUBMISSION_FOLDERS.map((folder) => {
            const count = counts?.[folder];
            const selected = filters.folder === folder;
            return (
              <button
                key={folder}
                type="button"
                role="tab"
                aria-selected={selected}
                onClick={() => {
                  setFilters({ folder });
                  close();
                }}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium',
                  selected
                    ? 'bg-card text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {folderLabels[folder]}
                {count !== undefined ? (
                  <span className="rounded-full bg-background px-1.5 text-xs tabular-nums text-muted-foreground">
                    {folder === 'inbox' && counts && counts.unread > 0
                      ? `${countText(counts.unread)} new`
                      : countText(count)}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        <SearchInput
          label="Search messages"
          placeholder="Search messages..."
          value={search}
          onChange={setSearch}
        />
        <div className="flex gap-2">
          <NativeSelect
            aria-label="Form"
            value={filters.formId}
            onChange={(e) => setFilters({ formId: e.target.value })}
            className="min-w-0 flex-1 sm:w-48"
          >
            <option value="">All forms</option>
            {(forms.data ?? []).map((f) => (
              <option key={f.formElementId} value={f.formElementId}>
                {f.formName} ({f.pageName}){f.inLiveRelease ? '' : ' (removed)'}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Read status"
            value={filters.status}
            onChange={(e) => setFilters({ status: e.target.value as InboxFilters['status'] })}
            className="w-32"
          >
            <option value="all">All</option>
            <option value="unread">Unread</option>
            <option value="read">Read</option>
          </NativeSelect>
        </div>
      </div>

      <Card className="grid min-h-[28rem] overflow-hidden lg:grid-cols-[minmax(18rem,24rem)_1fr]">
        <section
          aria-label={`${folderLabels[filters.folder]} messages`}
          className={cn(
            'min-w-0 border-border lg:max-h-[calc(100vh-16rem)] lg:overflow-y-auto lg:border-r',
            submissionId && 'hidden lg:block',
          )}
        >
          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError && items.length === 0 ? (
            <div className="p-4">
              <ErrorState
                title="Messages could not be loaded"
                onRetry={() => void list.refetch()}
                retrying={list.isRefetching}
              />
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center px-6 py-16 text-center">
              {filtered ? (
                <MailSearch className="h-10 w-10 text-muted-foreground" aria-hidden />
              ) : (
                <Inbox className="h-10 w-10 text-muted-foreground" aria-hidden />
              )}
              <h2 className="mt-3 text-base font-semibold">
                {filtered ? 'No messages match' : emptyTexts[filters.folder].title}
              </h2>
              <p className="mt-1 max-w-xs text-sm text-muted-foreground">
                {filtered
                  ? 'Try other words or clear the filters.'
                  : emptyTexts[filters.folder].text}
              </p>
              {filtered ? (
                <Button
                  variant="link"
                  className="mt-2"
                  onClick={() => {
                    setSearch('');
                    setFilters({ search: '', formId: '', status: 'all' });
                  }}
                >
                  Clear filters
                </Button>
              ) : null}
            </div>
          ) : (
            <>
              <SubmissionList items={items} selectedId={submissionId} onOpen={open} />
              {list.hasNextPage ? (
                <div className="border-t border-border p-3 text-center">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void list.fetchNextPage()}
                    disabled={list.isFetchingNextPage}
                  >
                    {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </section>
        <section aria-label="Message" className={cn('min-w-0', !submissionId && 'hidden lg:block')}>
          {!submissionId ? (
            <div className="flex h-full flex-col items-center justify-center px-6 py-16 text-center text-muted-foreground">
              <Inbox className="h-10 w-10" aria-hidden />
              <p className="mt-3 text-sm">Select a message to read it.</p>
            </div>
          ) : detail.isPending ? (
            <div className="space-y-3 p-6" role="status" aria-label="Loading the message">
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : detail.isError ? (
            <div className="p-6">
              <ErrorState
                title="This message could not be opened"
                description="It may have been deleted, or it belongs to another website."
              />
              <p className="mt-3 text-center text-sm">
                <Link to="/dashboard/inbox" className="text-primary hover:underline">
                  Back to the inbox
                </Link>
              </p>
            </div>
          ) : (
            <SubmissionDetail
              submission={detail.data}
              websiteId={websiteId}
              onBack={close}
              onGone={close}
            />
          )}
        </section>
      </Card>
    </div>
  );
}

/** Marks a message read when it is opened, quietly. */
function useUpdateRead(websiteId: string) {
  const update = useUpdateSubmission(websiteId);
  return { mutate: (id: string) => update.mutate({ id, read: true }) };
}
