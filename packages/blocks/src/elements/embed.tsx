import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, num, str } from '../types.ts';
import { SANDBOX, FRAME_CSS } from './shared/frames.ts';

const hasNoAddress = (props: Record<string, unknown>) => !/^https:\/\//i.test(str(props.url));

export function Embed({ root, props, ctx }: BlockProps) {
  const url = str(props.url);
  const height = num(props.height, 400);
  if (hasNoAddress(props)) {
    return ctx.mode === 'live' ? null : (
      <div
        {...root}
        className={cx('t-design-time', root.className)}
        style={{ minHeight: Math.min(height, 200), ...root.style }}
      >
        <strong>Embed</strong>
        <span>Paste an https:// address to show it here</span>
      </div>
    );
  }
  return (
    <div {...root} className={cx('t-embed', root.className)}>
      <iframe
        src={url}
        title="Embedded content"
        height={height}
        loading="lazy"
        sandbox={SANDBOX}
        referrerPolicy="no-referrer"
      />
    </div>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Embed,
  css: [FRAME_CSS],
  leftOutLive: hasNoAddress,
};
