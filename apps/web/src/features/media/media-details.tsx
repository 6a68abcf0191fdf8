import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Copy, Download, Trash2, X } from 'lucide-react';
import type { MediaItem } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { api } from '@/lib/api';
import { formatBytes, formatDateTime } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useUpdateMedia } from './use-media';

/** The selected file: its preview, facts, editable name and alt text, and actions. */
export function MediaDetails({
  item,
  websiteId,
  onClose,
  onDelete,
}: {
  item: MediaItem;
  websiteId: string;
  onClose: () => void;
  onDelete: () => void;
}) {
  const [name, setName] = useState(item.name);
  const [alt, setAlt] = useState(item.alt);
  const [error, setError] = useState<string>();
  const update = useUpdateMedia(websiteId);
  const changed = name !== item.name || alt !== item.alt;
  const absolute = new URL(item.url, window.location.origin).toString();

  const save = () => {
    if (!name.trim()) {
      setError('Name is required');
      return;
    }
    setError(undefined);
    update.mutate(
      { id: item.id, name, alt },
      {
        onSuccess: () => notify.success('Media item updated'),
        onError: () => notify.error('Failed to update media item'),
      },
    );
  };

  return (
    <aside aria-label="Media details" className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold">Details</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close details"
          className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <div className="flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-muted">
        {item.type === 'image' ? (
          <img
            src={item.thumbnailUrl ?? item.url}
            alt={item.alt}
            className="h-full w-full object-contain"
          />
        ) : item.type === 'video' ? (
          <video src={item.url} controls className="h-full w-full" />
        ) : item.type === 'audio' ? (
          <audio src={item.url} controls className="w-full px-3" />
        ) : (
          <span className="text-sm text-muted-foreground uppercase">
            {item.mime.split('/')[1]?.split(';')[0]}
          </span>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Type</dt>
        <dd className="capitalize">{item.type}</dd>
        <dt className="text-muted-foreground">Size</dt>
        <dd>{formatBytes(item.size)}</dd>
        {item.width && item.height ? (
          <>
            <dt className="text-muted-foreground">Dimensions</dt>
            <dd>
              {item.width} × {item.height}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Uploaded</dt>
        <dd>{formatDateTime(item.uploadedAt)}</dd>
      </dl>
      <UsedOn id={item.id} />
      <FormField label="Name" error={error}>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
      </FormField>
      {item.type === 'image' ? (
        <FormField
          label="Alt text"
          hint="Describes the image to people who cannot see it, and to search engines."
        >
          <Textarea rows={3} value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={500} />
        </FormField>
      ) : null}
      <Button className="w-full" disabled={!changed || update.isPending} onClick={save}>
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
      <div className="grid grid-cols-3 gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void navigator.clipboard
              .writeText(absolute)
              .then(() => notify.success('Link copied'))
              .catch(() => notify.error('Could not copy the link'))
          }
        >
          <Copy className="h-4 w-4" aria-hidden /> Copy URL
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={item.url} download={item.name}>
            <Download className="h-4 w-4" aria-hidden /> Download
          </a>
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete}>
          <Trash2 className="h-4 w-4" aria-hidden /> Delete
        </Button>
      </div>
    </aside>
  );
}

/** Where the file is used: pages of the draft and of the live site. */
function UsedOn({ id }: { id: string }) {
  const places = useQuery({ queryKey: ['media-places', id], queryFn: () => api.media.places(id) });
  if (!places.data) return null;
  const { draft, live } = places.data;
  return (
    <div className="text-sm">
      <p className="font-medium">Used on</p>
      {draft.length === 0 && live.length === 0 ? (
        <p className="text-muted-foreground">No page uses this file yet.</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-muted-foreground">
          {live.map((name) => (
            <li key={`live-${name}`}>{name} (live site)</li>
          ))}
          {draft.map((name) => (
            <li key={`draft-${name}`}>{name} (draft)</li>
          ))}
        </ul>
      )}
    </div>
  );
}
