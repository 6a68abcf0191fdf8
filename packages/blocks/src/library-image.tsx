import type { RenderContext, RootAttributes } from './types.ts';

interface LibraryImageProps {
  src: string;
  alt: string;
  ctx: RenderContext;
  /** How wide the image is drawn, for the browser's choice among the copies. */
  sizes: string;
  className?: string | undefined;
  /** Attributes for the `<img>` itself (the block's root attributes, when it is the root). */
  imgProps?: RootAttributes;
  /** Drawn at this height in CSS pixels (a logo): its width follows the image's proportions. */
  height?: number;
  /** Beside text that says the same (a logo by the brand name): no alt text at all. */
  decorative?: boolean;
  /** Eager without taking the page's "first image" priority (a logo in the header). */
  eager?: boolean;
}

/**
 * An image as every block draws one. A media-library image on the live site becomes a
 * `<picture>` of its AVIF and WebP copies with its size (no layout shift) and its library alt
 * text; the page's first image loads at once with high priority, the rest lazily.
 */
export function LibraryImage({
  src,
  alt,
  ctx,
  sizes,
  className,
  imgProps,
  height,
  eager = false,
  decorative = false,
}: LibraryImageProps) {
  const known = ctx.responsiveImage?.(src);
  const first = !eager && (ctx.claimFirstImage?.() ?? false);
  const size =
    height && known
      ? { width: Math.round((height * known.width) / known.height), height }
      : height
        ? { height }
        : { width: known?.width, height: known?.height };
  const img = (
    <img
      {...imgProps}
      className={className}
      src={src}
      alt={decorative ? '' : alt || known?.alt || ''}
      {...size}
      loading={first || eager ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!known?.sources.length) return img;
  return (
    <picture>
      {known.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
