import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, num, str } from '../types.ts';
import { SANDBOX, FRAME_CSS } from './shared/frames.ts';

export function Code({ root, props, ctx, element }: BlockProps) {
  const code = str(props.code);
  const height = num(props.height, 200);
  if (!code.trim()) {
    return ctx.mode === 'live' ? null : (
      <div
        {...root}
        className={cx('t-design-time', root.className)}
        style={{ minHeight: Math.min(height, 200), ...root.style }}
      >
        <strong>Code</strong>
        <span>Paste HTML; it runs in an isolated frame, apart from your page</span>
      </div>
    );
  }
  return (
    <div {...root} className={cx('t-code', root.className)}>
      <iframe
        {...(ctx.codeFrameSrc ? { src: ctx.codeFrameSrc(element) } : { srcDoc: code })}
        title={`Custom code ${element.name}`}
        height={height}
        loading="lazy"
        sandbox={SANDBOX}
      />
    </div>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Code,
  css: [FRAME_CSS],
  leftOutLive: (props) => !str(props.code).trim(),
};
