import { isAnchorName } from '@tessera/core';
import type { BlockProps } from '../types.ts';
import { cx, num, str } from '../types.ts';

/**
 * A section's anchor is its id, so `page:{pageId}#{anchor}` links lead to it. The builder canvas
 * leaves it out: the canvas shares its document with the builder's own controls.
 */
export function Section({ root, props, ctx, children }: BlockProps) {
  const anchor = str(props.anchor);
  const id = ctx.mode !== 'editor' && isAnchorName(anchor) ? anchor : undefined;
  return (
    <section {...root} id={id ?? root.id} className={cx('t-section', root.className)}>
      {children}
    </section>
  );
}

export function Container({ root, children }: BlockProps) {
  return (
    <div {...root} className={cx('t-container', root.className)}>
      {children}
    </div>
  );
}

export function Row({ root, children }: BlockProps) {
  return (
    <div {...root} className={cx('t-row', root.className)}>
      {children}
    </div>
  );
}

export function Column({ root, children }: BlockProps) {
  return (
    <div {...root} className={cx('t-column', root.className)}>
      {children}
    </div>
  );
}

export function Spacer({ root, props }: BlockProps) {
  const height = num(props.height, 20);
  return (
    <div
      {...root}
      aria-hidden="true"
      className={cx('t-spacer', root.className)}
      style={{ height: `${height}px`, ...root.style }}
    />
  );
}

export function Divider({ root }: BlockProps) {
  return <hr {...root} className={cx('t-divider', root.className)} />;
}
