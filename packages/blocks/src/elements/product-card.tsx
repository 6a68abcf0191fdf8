import type { BlockDefinition, BlockProps } from '../types.ts';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

export const ProductCard = (p: BlockProps) => (
  <DesignTime
    {...p}
    title="Product card"
    detail={p.props.productId ? 'Shows the chosen product' : 'Choose a product in the properties'}
  />
);

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: ProductCard,
  css: [DESIGN_TIME_CSS],
};
