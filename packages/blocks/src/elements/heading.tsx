import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, num, str } from '../types.ts';

export function Heading({ root, props }: BlockProps) {
  const level = Math.min(4, Math.max(1, num(props.level, 2)));
  const Tag = `h${level}` as 'h1' | 'h2' | 'h3' | 'h4';
  return (
    <Tag {...root} className={cx('t-heading', root.className)}>
      {str(props.text)}
    </Tag>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Heading,
  css: [
    '.t-heading{margin:0;font-family:var(--t-font-heading,inherit);font-weight:700;line-height:1.2;color:inherit}',
    '.t-heading:where(h1){font-size:var(--t-h1,48px)}',
    '.t-heading:where(h2){font-size:var(--t-h2,39px)}',
    '.t-heading:where(h3){font-size:var(--t-h3,31px)}',
    '.t-heading:where(h4){font-size:var(--t-h4,25px)}',
  ],
};
