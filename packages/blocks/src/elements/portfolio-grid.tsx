import type { BlockDefinition, BlockProps } from '../types.ts';
import type { PortfolioItem as Item } from '@tessera/core';
import { cx, num } from '../types.ts';
import { ItemCard, PORTFOLIO_CARD_CSS } from './shared/portfolio-card.tsx';
import { DESIGN_TIME_CSS } from './shared/design-time.tsx';

const itemsOf = (props: Record<string, unknown>) =>
  Array.isArray(props.items) ? (props.items as Item[]) : [];

export function PortfolioGrid({ root, props, ctx }: BlockProps) {
  const items = itemsOf(props);
  const columns = Math.min(6, Math.max(1, num(props.columns, 3)));
  if (items.length === 0) {
    return ctx.mode === 'live' ? null : (
      <div {...root} className={cx('t-design-time', root.className)}>
        <strong>Portfolio grid</strong>
        <span>Add projects in the properties: image, title, description and link</span>
      </div>
    );
  }
  return (
    <div
      {...root}
      className={cx('t-portfolio-grid', root.className)}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, ...root.style }}
    >
      {items.map((item, index) => (
        <ItemCard key={index} item={item} ctx={ctx} columns={columns} />
      ))}
    </div>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: PortfolioGrid,
  css: [PORTFOLIO_CARD_CSS, DESIGN_TIME_CSS, '.t-portfolio-grid{display:grid;gap:24px}'],
  leftOutLive: (props) => itemsOf(props).length === 0,
};
