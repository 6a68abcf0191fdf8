import { useRef, useState } from 'react';
import { ImageIcon, Upload } from 'lucide-react';
import {
  isPostBodyLink,
  isVideoAddress,
  pageLink,
  parseLink,
  postLink,
  type MediaItem,
} from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { MediaPickerButton } from '@/features/media/media-picker-dialog';
import { UploadList } from '@/features/media/upload-list';
import { useRefreshMedia } from '@/features/media/use-media';
import { useUploads } from '@/features/media/use-uploads';
import { useWebsitePages } from '@/features/websites/use-websites';
import { cn } from '@/lib/cn';
import { usePosts } from '../use-posts';
import { EditorDialog } from './editor-dialog';

type LinkKind = 'url' | 'page' | 'post';

/**
 * A link on the selected words: a web address (or e-mail, phone, path), a page of the site or
 * another post. Pages and posts are linked by id, so the link follows a renamed address.
 */
export function LinkDialog({
  open,
  onOpenChange,
  websiteId,
  current,
  onApply,
  onRemove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  websiteId: string;
  /** The link under the cursor, when there is one. */
  current: string | null;
  /** The link, and the words to show when none are selected. */
  onApply: (href: string, label: string) => void;
  onRemove: () => void;
}) {
  const parsed = current ? parseLink(current) : null;
  const initialKind: LinkKind =
    parsed?.kind === 'page' ? 'page' : parsed?.kind === 'post' ? 'post' : 'url';
  const [kind, setKind] = useState<LinkKind>(initialKind);
  const [url, setUrl] = useState(initialKind === 'url' ? (current ?? '') : '');
  const [pageId, setPageId] = useState(parsed?.kind === 'page' ? parsed.pageId : '');
  const [linkedPostId, setLinkedPostId] = useState(parsed?.kind === 'post' ? parsed.postId : '');
  const [error, setError] = useState<string | undefined>();
  const pages = useWebsitePages(websiteId);
  const sitePages = (pages.data ?? []).filter((p) => p.kind === 'page');
  const posts = usePosts(websiteId, { search: '', status: 'all' });
  const otherPosts = posts.data ?? [];

  const submit = () => {
    if (kind === 'page') {
      if (!pageId) return setError('Choose a page');
      onApply(pageLink(pageId), sitePages.find((p) => p.id === pageId)?.name ?? 'page');
      return;
    }
    if (kind === 'post') {
      if (!linkedPostId) return setError('Choose a post');
      onApply(
        postLink(linkedPostId),
        otherPosts.find((p) => p.id === linkedPostId)?.title ?? 'post',
      );
      return;
    }
    let href = url.trim();
    if (/^[\w-]+(\.[\w-]+)+(\/.*)?$/.test(href)) href = `https://${href}`;
    if (!isPostBodyLink(href)) {
      return setError(
        'Enter a web address (https://...), an e-mail (mailto:) or a path on this site',
      );
    }
    onApply(href, href.replace(/^(https?:\/\/|mailto:|tel:)/, ''));
  };

  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title={current ? 'Edit link' : 'Add link'}
      description="Link the selected words to a web address, a page of this website or another post."
      submitLabel={current ? 'Update link' : 'Add link'}
      onSubmit={submit}
      extraAction={
        current ? (
          <Button variant="ghost" className="text-destructive" onClick={onRemove}>
            Remove link
          </Button>
        ) : null
      }
    >
      <div role="radiogroup" aria-label="Link to" className="flex gap-1 rounded-lg bg-muted p-1">
        {(
          [
            ['url', 'Web address'],
            ['page', 'Page of this site'],
            ['post', 'Blog post'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={kind === value}
            onClick={() => {
              setKind(value);
              setError(undefined);
            }}
            className={cn(
              'flex-1 cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium',
              kind === value
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {kind === 'url' ? (
        <FormField label="Web address" error={error}>
          <Input
            autoFocus
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setError(undefined);
            }}
          />
        </FormField>
      ) : kind === 'post' ? (
        <FormField
          label="Post"
          error={error}
          hint="The link follows the post if its address changes, and shows once it is published."
        >
          <NativeSelect
            value={linkedPostId}
            onChange={(e) => {
              setLinkedPostId(e.target.value);
              setError(undefined);
            }}
          >
            <option value="">{posts.isPending ? 'Loading posts...' : 'Choose a post'}</option>
            {otherPosts.map((p) => (
              <option key={p.id} value={p.id}>
                {p.status === 'draft' ? `${p.title} (Draft)` : p.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : (
        <FormField
          label="Page"
          error={error}
          hint="The link follows the page if its address changes."
        >
          <NativeSelect
            value={pageId}
            onChange={(e) => {
              setPageId(e.target.value);
              setError(undefined);
            }}
          >
            <option value="">{pages.isPending ? 'Loading pages...' : 'Choose a page'}</option>
            {sitePages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
    </EditorDialog>
  );
}

export interface PickedImage {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export const pickedImageOf = (item: MediaItem): PickedImage => ({
  src: item.url,
  alt: item.alt,
  width: item.width,
  height: item.height,
});

/** Only pictures go into a post: other files are turned away before they are sent. */
export function refuseNonImage(file: File): string | null {
  return file.type.startsWith('image/')
    ? null
    : `"${file.name}" is not an image. Upload a JPEG, PNG, WebP, AVIF or GIF picture.`;
}

/**
 * An image from the media library or uploaded from this device, inserted once it has its alt
 * text. `initial` opens it on an image already chosen (one dropped into the body).
 */
export function ImageDialog({
  open,
  onOpenChange,
  websiteId,
  onInsert,
  initial = null,
  title = 'Insert image',
  submitLabel = 'Insert image',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  websiteId: string;
  onInsert: (image: PickedImage) => void;
  initial?: PickedImage | null;
  title?: string;
  submitLabel?: string;
}) {
  const [image, setImage] = useState<PickedImage | null>(initial);
  const [alt, setAlt] = useState(initial?.alt ?? '');
  const [error, setError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = useRefreshMedia(websiteId);
  const { uploads, start, cancel, dismiss } = useUploads(websiteId, refresh);
  const shownUploads = uploads.filter((u) => u.status !== 'done');
  const upload = (files: File[]) =>
    void start(files.slice(0, 1), refuseNonImage).then(([item]) => {
      if (!item) return;
      setImage(pickedImageOf(item));
      setAlt(item.alt);
      setError(undefined);
    });
  const submit = () => {
    if (!image) return setError('Choose an image from the library, or upload one, first');
    if (!alt.trim()) return setError('Describe the image for people who cannot see it');
    onInsert({ ...image, alt: alt.trim() });
    setImage(null);
    setAlt('');
  };
  return (
    <EditorDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
      title={title}
      description={
        initial
          ? 'Say what the picture shows before it goes into the post.'
          : "Choose a picture from this website's media library, or upload a new one."
      }
      submitLabel={submitLabel}
      onSubmit={submit}
    >
      <div className="overflow-hidden rounded-lg border border-dashed border-border bg-muted/40">
        {image ? (
          <img src={image.src} alt="" className="max-h-56 w-full object-contain" />
        ) : (
          <div className="flex h-36 flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
            <ImageIcon className="h-8 w-8" aria-hidden />
            No image chosen
          </div>
        )}
      </div>
      {initial ? null : (
        <div className="grid gap-2 sm:grid-cols-2">
          <MediaPickerButton
            accept="image"
            websiteId={websiteId}
            onPick={(item) => {
              setImage(pickedImageOf(item));
              setAlt(item.alt);
              setError(undefined);
            }}
          />
          <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
            <Upload className="h-4 w-4" aria-hidden /> Upload
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="hidden"
            aria-label="Image to upload"
            onChange={(e) => {
              upload([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </div>
      )}
      <UploadList uploads={shownUploads} onCancel={cancel} onDismiss={dismiss} />
      <FormField
        label="Alt text"
        required
        error={image ? error : undefined}
        hint="What the image shows, read aloud to people who cannot see it."
      >
        <Input
          maxLength={300}
          value={alt}
          placeholder="A sourdough loaf cooling on a rack"
          onChange={(e) => {
            setAlt(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      {!image && error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </EditorDialog>
  );
}

/** A YouTube or Vimeo video, by its address. */
export function VideoDialog({
  open,
  onOpenChange,
  onInsert,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (video: { src: string; title: string | null }) => void;
}) {
  const [src, setSrc] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const address = src.trim();
    if (!isVideoAddress(address)) {
      return setError('Paste the address of a YouTube or Vimeo video (https://...)');
    }
    onInsert({ src: address, title: title.trim() || null });
    setSrc('');
    setTitle('');
  };
  return (
    <EditorDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
      title="Embed video"
      description="Visitors watch it in the post; it loads from YouTube or Vimeo in privacy-enhanced mode."
      submitLabel="Embed video"
      onSubmit={submit}
    >
      <FormField label="Video address" error={error} required>
        <Input
          autoFocus
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=..."
          value={src}
          onChange={(e) => {
            setSrc(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <FormField label="Title" hint="Names the video for screen readers.">
        <Input maxLength={300} value={title} onChange={(e) => setTitle(e.target.value)} />
      </FormField>
    </EditorDialog>
  );
}
