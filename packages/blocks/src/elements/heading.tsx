import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, num, str } from '../types.ts';

export function Heading({ root, props, ctx }: BlockProps) {
  const level = Math.min(4, Math.max(1, num(props.level, 2)));
  // In a shared part the element may be drawn higher in the outline, sized as the owner chose.
  const drawn = ctx.headingLevel?.(level) ?? level;
  const Tag = `h${drawn}` as 'h1' | 'h2' | 'h3' | 'h4';
  return (
    <Tag
      {...root}
      className={cx('t-heading', drawn !== level && `t-heading-${level}`, root.className)}
    >
      {str(props.text)}
    </Tag>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Heading,
  css: [
    '.t-heading{margin:0;font-family:var(--t-font-heading,inherit);font-weight:700;line-height:1.2;color:inherit}',
    // By the owner's level; later rules win, and a heading is only ever drawn at a higher level.
    '.t-heading:where(h1){font-size:var(--t-h1,48px)}',
    '.t-heading:where(h2,.t-heading-2){font-size:var(--t-h2,39px)}',
    '.t-heading:where(h3,.t-heading-3){font-size:var(--t-h3,31px)}',
    '.t-heading:where(h4,.t-heading-4){font-size:var(--t-h4,25px)}',
  ],
};
