import { useEffect, useRef, useState, type DragEvent } from 'react';
import {
  FileText,
  Film,
  ImageIcon,
  LayoutGrid,
  List,
  Music,
  SearchX,
  Trash2,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import type { MediaItem, MediaType } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ListToolbar, type ListFilterOption } from '@/components/ui/list-toolbar';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatBytes, formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useListFilters } from '@/lib/use-list-filters';
import { MediaDetails } from './media-details';
import { UploadList } from './upload-list';
import {
  useDeleteMedia,
  useMediaList,
  useMediaUsage,
  useRefreshMedia,
  type MediaTypeFilter,
} from './use-media';
import { useUploads } from './use-uploads';

const TYPES: ListFilterOption<MediaTypeFilter>[] = [
  { value: 'all', label: 'All types' },
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
  { value: 'audio', label: 'Audio' },
  { value: 'document', label: 'Documents' },
];
const icons: Record<MediaType, LucideIcon> = {
  image: ImageIcon,
  video: Film,
  audio: Music,
  document: FileText,
};
const ACCEPT = 'image/*,video/*,audio/*,.pdf,.doc,.docx,.txt';

export function MediaPage() {
  return (
    <SelectedWebsiteGate what="media files">
      {(website) => <WebsiteMedia key={website.id} websiteId={website.id} />}
    </SelectedWebsiteGate>
  );
}

function Thumb({ item, className }: { item: MediaItem; className?: string }) {
  const Icon = icons[item.type];
  return item.type === 'image' ? (
    <img
      src={item.thumbnailUrl ?? item.url}
      alt={item.alt || item.name}
      loading="lazy"
      className={cn('h-full w-full object-cover', className)}
    />
  ) : (
    <span
      className={cn(
        'flex h-full w-full items-center justify-center text-muted-foreground',
        className,
      )}
    >
      <Icon className="h-8 w-8" aria-hidden />
    </span>
  );
}

function WebsiteMedia({ websiteId }: { websiteId: string }) {
  const {
    search,
    typed,
    setTyped,
    choice: type,
    setChoice,
  } = useListFilters(
    'type',
    TYPES.map((t) => t.value),
    'all' as MediaTypeFilter,
  );
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [detailId, setDetailId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const list = useMediaList(websiteId, { search, type });
  const usage = useMediaUsage();
  const refresh = useRefreshMedia(websiteId);
  const { uploads, start, cancel, dismiss } = useUploads(websiteId, refresh);
  const remove = useDeleteMedia(websiteId);
  useEffect(() => {
    if (list.isError) notify.error('Failed to fetch media items');
  }, [list.isError]);

  const items = list.data ?? [];
  const detail = items.find((i) => i.id === detailId) ?? null;
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    start([...event.dataTransfer.files]);
  };

  let content;
  if (list.isPending) {
    content = (
      <div
        className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
        role="status"
        aria-label="Loading media"
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="aspect-square w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (list.isError) {
    content = (
      <ErrorState
        title="Failed to fetch media items"
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  } else if (items.length === 0 && !search && type === 'all') {
    content = (
      <EmptyState
        icon={ImageIcon}
        title="No media files yet"
        description="No media files yet. Upload images and videos to use in your websites."
        action={
          <Button onClick={() => fileInput.current?.click()}>
            <Upload className="h-4 w-4" aria-hidden /> Upload files
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState icon={SearchX} title="No files match" description="Try another name or type." />
    );
  } else if (layout === 'grid') {
    content = (
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label="Media files">
        {items.map((item) => (
          <li key={item.id} className="group relative">
            <button
              type="button"
              onClick={() => setDetailId(item.id)}
              className={cn(
                'block w-full overflow-hidden rounded-xl border bg-card text-left shadow-xs focus-visible:outline-2 focus-visible:outline-ring',
                detailId === item.id ? 'border-primary ring-2 ring-primary/30' : 'border-border',
              )}
            >
              <span className="block aspect-square bg-muted">
                <Thumb item={item} />
              </span>
              <span className="block truncate px-3 pt-2 text-sm font-medium">{item.name}</span>
              <span className="block px-3 pb-2 text-xs text-muted-foreground">
                {formatBytes(item.size)}
              </span>
            </button>
            <input
              type="checkbox"
              aria-label={`Select ${item.name}`}
              checked={selected.has(item.id)}
              onChange={() => toggle(item.id)}
              className="absolute top-2 left-2 h-4 w-4 cursor-pointer accent-primary"
            />
          </li>
        ))}
      </ul>
    );
  } else {
    content = (
      <Card>
        <ul className="divide-y divide-border" aria-label="Media files">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 px-4 py-2.5">
              <input
                type="checkbox"
                aria-label={`Select ${item.name}`}
                checked={selected.has(item.id)}
                onChange={() => toggle(item.id)}
                className="h-4 w-4 cursor-pointer accent-primary"
              />
              <span className="h-10 w-10 shrink-0 overflow-hidden rounded-md bg-muted">
                <Thumb item={item} />
              </span>
              <button
                type="button"
                onClick={() => setDetailId(item.id)}
                className="min-w-0 flex-1 truncate text-left text-sm font-medium hover:text-primary"
              >
                {item.name}
              </button>
              <span className="hidden w-24 text-sm text-muted-foreground capitalize sm:block">
                {item.type}
              </span>
              <span className="w-24 text-right text-sm text-muted-foreground tabular-nums">
                {formatBytes(item.size)}
              </span>
              <span className="hidden w-28 text-right text-sm text-muted-foreground md:block">
                {formatDate(item.uploadedAt)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <div
      className="relative space-y-6"
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={onDrop}
    >
      {dragging ? (
        <div className="pointer-events-none absolute inset-0 z-40 flex items-center justify-center rounded-2xl border-2 border-dashed border-primary bg-primary/5">
          <p className="rounded-lg bg-card px-4 py-2 text-sm font-medium shadow">
            Drop files to upload
          </p>
        </div>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Media</h1>
          <p className="mt-1 text-muted-foreground">
            Images, videos, audio and documents for your websites.
            {usage.data ? (
              <span className="ml-1">
                {formatBytes(usage.data.usedBytes)} of {formatBytes(usage.data.limitBytes)} used on
                the {usage.data.plan} plan.
              </span>
            ) : null}
          </p>
        </div>
        <Button onClick={() => fileInput.current?.click()} className="self-start sm:self-auto">
          <Upload className="h-4 w-4" aria-hidden /> Upload files
        </Button>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPT}
          className="hidden"
          aria-label="Files to upload"
          onChange={(e) => {
            start([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
      {usage.data ? (
        <div
          role="meter"
          aria-label="Storage used"
          aria-valuemin={0}
          aria-valuemax={usage.data.limitBytes}
          aria-valuenow={usage.data.usedBytes}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-primary"
            style={{
              width: `${Math.min(100, (usage.data.usedBytes / usage.data.limitBytes) * 100)}%`,
            }}
          />
        </div>
      ) : null}
      <UploadList uploads={uploads} onCancel={cancel} onDismiss={dismiss} />
      <ListToolbar
        className="sm:items-center"
        search={{
          label: 'Search media',
          placeholder: 'Search files...',
          value: typed,
          onChange: setTyped,
        }}
        filter={{
          label: 'Type',
          value: type,
          options: TYPES,
          onChange: setChoice,
          className: 'sm:w-44',
        }}
      >
        <div
          className="flex gap-1 self-start rounded-lg bg-muted p-1 sm:self-auto"
          role="group"
          aria-label="Layout"
        >
          {(
            [
              ['grid', LayoutGrid, 'Grid view'],
              ['list', List, 'List view'],
            ] as const
          ).map(([value, Icon, label]) => (
            <button
              key={value}
              type="button"
              aria-label={label}
              aria-pressed={layout === value}
              onClick={() => setLayout(value)}
              className={cn(
                'rounded-md p-1.5',
                layout === value ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden />
            </button>
          ))}
        </div>
      </ListToolbar>
      {selected.size > 0 ? (
        <div className="flex items-center justify-between rounded-lg border border-border bg-card px-4 py-2 text-sm">
          <span>{selected.size} selected</span>
          <Button variant="outline" size="sm" onClick={() => setConfirming([...selected])}>
            <Trash2 className="h-4 w-4" aria-hidden /> Delete selected
          </Button>
        </div>
      ) : null}
      <div className={cn('grid gap-6', detail && 'lg:grid-cols-[1fr_20rem]')}>
        <div className="min-w-0">{content}</div>
        {detail ? (
          <Card className="h-fit p-4 lg:sticky lg:top-20">
            <MediaDetails
              key={detail.id}
              item={detail}
              websiteId={websiteId}
              onClose={() => setDetailId(null)}
              onDelete={() => setConfirming([detail.id])}
            />
          </Card>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming && confirming.length > 1
            ? `Delete ${confirming.length} files?`
            : 'Delete this file?'
        }
        description="Are you sure you want to delete this media item? This action cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(confirming ?? [], {
            onSuccess: () => {
              notify.success('Media item deleted successfully!');
              setSelected(new Set());
              if (detailId && confirming?.includes(detailId)) setDetailId(null);
              setConfirming(null);
            },
            // A file the live site shows is refused with the pages that show it.
            onError: (error) =>
              notify.error(
                error instanceof ApiError && error.status === 409
                  ? error.message
                  : 'Failed to delete media item',
              ),
          })
        }
      />
    </div>
  );
}
