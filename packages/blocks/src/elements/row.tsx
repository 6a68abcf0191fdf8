import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx } from '../types.ts';

export function Row({ root, children }: BlockProps) {
  return (
    <div {...root} className={cx('t-row', root.className)}>
      {children}
    </div>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Row,
  css: [],
};
