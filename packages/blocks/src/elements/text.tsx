import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, str } from '../types.ts';

export function Text({ root, props }: BlockProps) {
  // Line breaks typed by the owner are kept (white-space: pre-line in the base CSS).
  return (
    <p {...root} className={cx('t-text', root.className)}>
      {str(props.text)}
    </p>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Text,
  css: ['.t-text{margin:0;white-space:pre-line;line-height:1.6}'],
};
