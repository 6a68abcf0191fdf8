import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, str } from '../types.ts';
import { ItemCard, PORTFOLIO_CARD_CSS } from './shared/portfolio-card.tsx';

export function PortfolioItem({ root, props, ctx }: BlockProps) {
  return (
    <div {...root} className={cx('t-portfolio-single', root.className)}>
      <ItemCard
        ctx={ctx}
        columns={1}
        item={{
          image: str(props.image),
          title: str(props.title),
          description: str(props.description),
          href: str(props.href),
        }}
      />
    </div>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: PortfolioItem,
  css: [PORTFOLIO_CARD_CSS],
};
