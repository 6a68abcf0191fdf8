import { Package } from 'lucide-react';
import { useMediaList } from '@/features/media/use-media';
import { cn } from '@/lib/cn';

/**
 * The small copy of each library image by its address: lists show 320 px thumbnails, not the
 * full photos. Shares the media picker's query, so opening the picker costs nothing more.
 */
export function useThumbnails(websiteId: string) {
  const media = useMediaList(websiteId, { search: '', type: 'image' });
  const byUrl = new Map((media.data ?? []).map((m) => [m.url, m]));
  return {
    src: (url: string) => byUrl.get(url)?.thumbnailUrl ?? url,
    alt: (url: string) => byUrl.get(url)?.alt ?? '',
  };
}

/** A square product picture, or a placeholder when it has none. */
export function ProductThumb({
  src,
  alt = '',
  className,
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted',
        className ?? 'h-12 w-12',
      )}
    >
      {src ? (
        <img src={src} alt={alt} loading="lazy" className="h-full w-full object-cover" />
      ) : (
        <Package className="h-5 w-5 text-muted-foreground" aria-hidden />
      )}
    </span>
  );
}
