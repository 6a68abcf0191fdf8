import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx } from '../types.ts';

export function Divider({ root }: BlockProps) {
  return <hr {...root} className={cx('t-divider', root.className)} />;
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Divider,
  css: ['.t-divider{border:0;border-top:1px solid #e2e8f0;margin:16px 0}'],
};
