import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { ProductThumb, useThumbnails } from './product-image';

/** The product's photos: the chosen one large, all of them as buttons below. */
export function ProductGallery({ websiteId, images }: { websiteId: string; images: string[] }) {
  const [shown, setShown] = useState(0);
  const thumbnail = useThumbnails(websiteId);
  const current = images[Math.min(shown, images.length - 1)];
  if (!current) {
    return (
      <Card className="flex aspect-square items-center justify-center p-6">
        <div className="text-center">
          <ProductThumb src={null} className="mx-auto h-14 w-14" />
          <p className="mt-3 text-sm text-muted-foreground">No photos yet</p>
        </div>
      </Card>
    );
  }
  return (
    <div className="space-y-3">
      <Card className="overflow-hidden">
        <img
          src={current}
          alt={thumbnail.alt(current) || `Product image ${shown + 1}`}
          className="aspect-square w-full object-cover"
        />
      </Card>
      {images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2" aria-label="Photos">
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                aria-label={`Show image ${index + 1}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring',
                  index === shown && 'ring-2 ring-primary',
                )}
              >
                <img
                  src={thumbnail.src(url)}
                  alt=""
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
