import type { BlockDefinition, BlockProps } from '../types.ts';
import { bool, cx, str } from '../types.ts';
import { videoEmbed } from '../video.ts';

const isEmptySlot = (props: Record<string, unknown>) => !str(props.src);

export function Video({ root, props, ctx }: BlockProps) {
  const src = str(props.src);
  if (isEmptySlot(props)) {
    if (ctx.mode === 'live') return null;
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

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Video,
  css: [
    '.t-video{width:100%}',
    '.t-video-frame{position:relative;aspect-ratio:16/9}',
    '.t-video-frame iframe{position:absolute;inset:0;width:100%;height:100%;border:0}',
  ],
  leftOutLive: isEmptySlot,
};
