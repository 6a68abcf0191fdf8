import type { BlockProps } from '../types.ts';
import { bool, cx, num, str } from '../types.ts';
import { IconGlyph } from '../icons.tsx';
import { videoEmbed } from '../video.ts';
import { LibraryImage } from '../library-image.tsx';
import { linkHref } from '../links.ts';

export function Heading({ root, props }: BlockProps) {
  const level = Math.min(4, Math.max(1, num(props.level, 2)));
  const Tag = `h${level}` as 'h1' | 'h2' | 'h3' | 'h4';
  return (
    <Tag {...root} className={cx('t-heading', root.className)}>
      {str(props.text)}
    </Tag>
  );
}

export function Text({ root, props }: BlockProps) {
  // Line breaks typed by the owner are kept (white-space: pre-line in the base CSS).
  return (
    <p {...root} className={cx('t-text', root.className)}>
      {str(props.text)}
    </p>
  );
}

/** Blocks are at most the page's 1200 px content width; a phone shows them full width. */
const IMAGE_SIZES = '(max-width: 1200px) 100vw, 1200px';

export function Image({ root, props, ctx }: BlockProps) {
  const src = str(props.src);
  const alt = str(props.alt);
  const href = linkHref(props.href, ctx);
  if (!src) {
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

export function Video({ root, props, ctx }: BlockProps) {
  const src = str(props.src);
  if (!src) {
    return (
      <div {...root} className={cx('t-media-empty', root.className)}>
        {ctx.mode === 'editor'
          ? 'Add a video URL (a file, YouTube or Vimeo) in the properties'
          : null}
      </div>
    );
  }
  const embed = videoEmbed(src, { autoplay: bool(props.autoplay), loop: bool(props.loop) });
  if (embed) {
    return (
      <div {...root} className={cx('t-video-frame', root.className)}>
        <iframe
          src={embed}
          title="Video"
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <video
      {...root}
      className={cx('t-video', root.className)}
      src={src}
      controls={bool(props.controls)}
      autoPlay={bool(props.autoplay)}
      muted={bool(props.autoplay)}
      loop={bool(props.loop)}
      playsInline
      preload="metadata"
    />
  );
}

export function Button({ root, props, ctx }: BlockProps) {
  const variant = ['primary', 'secondary', 'outline'].includes(str(props.variant))
    ? str(props.variant)
    : 'primary';
  const className = cx('t-button', `t-button-${variant}`, root.className);
  const href = linkHref(props.href, ctx);
  const text = str(props.text, 'Button');
  if (!href || ctx.mode === 'editor') {
    return (
      <span {...root} className={className} role={href ? 'link' : undefined}>
        {text}
      </span>
    );
  }
  const newTab = bool(props.openInNewTab);
  return (
    <a
      {...root}
      className={className}
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {text}
    </a>
  );
}

export function Icon({ root, props }: BlockProps) {
  const size = num(props.size, 24);
  return (
    <span
      {...root}
      className={cx('t-icon', root.className)}
      style={{ color: str(props.color) || undefined, ...root.style }}
    >
      <IconGlyph name={str(props.name, 'star')} size={size} />
    </span>
  );
}
