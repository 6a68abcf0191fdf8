import { useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Film, ImagePlus, Upload, X } from 'lucide-react';
import type { MediaItem } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBytes } from '@/lib/format';
import { UploadList } from './upload-list';
import { useMediaList, useRefreshMedia } from './use-media';
import { useUploads } from './use-uploads';

/**
 * "Choose from library" for a media prop: the website's images (or videos), and an upload right
 * there; picking one puts its stable address in the prop.
 */
export function MediaPickerButton({
  accept,
  onPick,
  websiteId,
}: {
  accept: 'image' | 'video';
  onPick: (item: MediaItem) => void;
  /** The website whose library to show. */
  websiteId: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  if (!websiteId) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" className="w-full">
          <ImagePlus className="h-4 w-4" aria-hidden /> Choose from library
        </Button>
      </Dialog.Trigger>
      {open ? (
        <PickerContent
          websiteId={websiteId}
          accept={accept}
          onPick={(item) => {
            onPick(item);
            setOpen(false);
          }}
        />
      ) : null}
    </Dialog.Root>
  );
}

function PickerContent({
  websiteId,
  accept,
  onPick,
}: {
  websiteId: string;
  accept: 'image' | 'video';
  onPick: (item: MediaItem) => void;
}) {
  const list = useMediaList(websiteId, { search: '', type: accept });
  const refresh = useRefreshMedia(websiteId);
  const { uploads, start, cancel, dismiss } = useUploads(websiteId, refresh);
  const fileInput = useRef<HTMLInputElement>(null);
  const items = list.data ?? [];
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
      <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-card p-6 shadow-xl">
        <div className="flex items-start justify-between gap-4">
          <div>
            <Dialog.Title className="text-lg font-semibold">
              {accept === 'image' ? 'Choose an image' : 'Choose a video'}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted-foreground">
              From this website's media library, or upload a new one.
            </Dialog.Description>
          </div>
          <div className="flex items-center gap-2">
            <Button size="sm" onClick={() => fileInput.current?.click()}>
              <Upload className="h-4 w-4" aria-hidden /> Upload
            </Button>
            <Dialog.Close
              aria-label="Close"
              className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={`${accept}/*`}
            className="hidden"
            aria-label="Files to upload"
            onChange={(e) => {
              start([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </div>
        <div className="mt-4 space-y-4 overflow-y-auto">
          <UploadList uploads={uploads} onCancel={cancel} onDismiss={dismiss} />
          {list.isPending ? (
            <div className="grid grid-cols-3 gap-3 sm:grid-cols-4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="aspect-square w-full rounded-lg" />
              ))}
            </div>
          ) : items.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">
              No {accept === 'image' ? 'images' : 'videos'} yet. Upload one to use it here.
            </p>
          ) : (
            <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-label="Library">
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => onPick(item)}
                    aria-label={`Use ${item.name}`}
                    className="block w-full overflow-hidden rounded-lg border border-border text-left hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="flex aspect-square items-center justify-center bg-muted">
                      {item.type === 'image' ? (
                        <img
                          src={item.thumbnailUrl ?? item.url}
                          alt={item.alt}
                          loading="lazy"
                          className="h-full w-full object-cover"
                        />
                      ) : (
                        <Film className="h-8 w-8 text-muted-foreground" aria-hidden />
                      )}
                    </span>
                    <span className="block truncate px-2 pt-1.5 text-xs">{item.name}</span>
                    {/* The library's own formatter, so a file's size reads the same in both. */}
                    <span className="block px-2 pb-1.5 text-xs text-muted-foreground tabular-nums">
                      {formatBytes(item.size)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
