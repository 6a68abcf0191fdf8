import { Popover } from 'radix-ui';
import { ImagePlus, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { useThumbnails } from './product-image';

/** A variant's picture, chosen among the product's own photos. */
export function VariantImagePicker({
  title,
  value,
  images,
  thumbnail,
  onChange,
}: {
  /** The variant's title ("M / Red"), for the control's name. */
  title: string;
  value: string | null;
  images: string[];
  thumbnail: ReturnType<typeof useThumbnails>;
  onChange: (image: string | null) => void;
}) {
  const tile =
    'flex h-14 w-14 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted focus-visible:outline-2 focus-visible:outline-ring';
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={`Image for ${title}`}
        className={cn(tile, 'h-10 w-10 shrink-0 cursor-pointer hover:border-primary')}
      >
        {value ? (
          <img src={thumbnail.src(value)} alt="" className="h-full w-full object-cover" />
        ) : (
          <ImagePlus className="h-4 w-4 text-muted-foreground" aria-hidden />
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-64 rounded-xl border border-border bg-card p-3 text-card-foreground shadow-lg"
        >
          <p className="mb-2 text-xs font-medium">Image for {title}</p>
          {images.length === 0 ? (
            <p className="text-xs text-muted-foreground">
              Add photos to the product first, then pick one for this variant.
            </p>
          ) : (
            <div className="grid grid-cols-4 gap-2">
              {images.map((url, index) => (
                <Popover.Close
                  key={url}
                  aria-label={`Use image ${index + 1}`}
                  aria-pressed={url === value}
                  onClick={() => onChange(url)}
                  className={cn(tile, url === value && 'ring-2 ring-primary')}
                >
                  <img src={thumbnail.src(url)} alt="" className="h-full w-full object-cover" />
                </Popover.Close>
              ))}
              {value ? (
                <Popover.Close
                  aria-label="No image"
                  onClick={() => onChange(null)}
                  className={cn(tile, 'text-muted-foreground hover:text-foreground')}
                >
                  <X className="h-4 w-4" aria-hidden />
                </Popover.Close>
              ) : null}
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
