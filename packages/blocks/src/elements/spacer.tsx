import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, num } from '../types.ts';

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

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Spacer,
  css: [],
};
