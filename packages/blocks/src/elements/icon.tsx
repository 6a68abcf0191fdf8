import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, num, str } from '../types.ts';
import { IconGlyph } from '../icons.tsx';

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

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Icon,
  css: ['.t-icon{display:inline-flex}'],
};
