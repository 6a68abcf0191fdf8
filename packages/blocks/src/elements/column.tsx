import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx } from '../types.ts';

export function Column({ root, children }: BlockProps) {
  return (
    <div {...root} className={cx('t-column', root.className)}>
      {children}
    </div>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Column,
  css: ['.t-column{min-width:0}'],
};
