import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, str } from '../types.ts';
import { LibraryImage } from '../library-image.tsx';
import { linkHref } from '../links.ts';

/** Blocks are at most the page's 1200 px content width; a phone shows them full width. */
const IMAGE_SIZES = '(max-width: 1200px) 100vw, 1200px';

/** An image slot without a photo: a design-time placeholder. */
const isEmptySlot = (props: Record<string, unknown>) => !str(props.src);

export function Image({ root, props, ctx }: BlockProps) {
  const src = str(props.src);
  const alt = str(props.alt);
  const href = linkHref(props.href, ctx);
  if (isEmptySlot(props)) {
    // The empty slot is a design-time placeholder: a live site leaves it out.
    if (ctx.mode === 'live') return null;
    return (
      <div
        {...root}
        className={cx('t-image-empty', root.className)}
        role="img"
        aria-label={alt || 'Image'}
      >
        {ctx.mode === 'editor' ? 'Add an image URL in the properties' : null}
      </div>
    );
  }
  const image = (
    <LibraryImage
      src={src}
      alt={alt}
      ctx={ctx}
      sizes={IMAGE_SIZES}
      className={cx('t-image', !href && root.className)}
      imgProps={href ? {} : root}
    />
  );
  return href ? (
    <a {...root} className={cx('t-image-link', root.className)} href={href}>
      {image}
    </a>
  ) : (
    image
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Image,
  css: ['.t-image{height:auto}'],
  leftOutLive: isEmptySlot,
};
