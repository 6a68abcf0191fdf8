import type { BlockDefinition, BlockProps } from '../types.ts';
import { DesignTime, gridDetail, DESIGN_TIME_CSS } from './shared/design-time.tsx';

export const ProductGrid = (p: BlockProps) => (
  <DesignTime {...p} title="Product grid" detail={gridDetail(p.props, 'published products')} />
);

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: ProductGrid,
  css: [DESIGN_TIME_CSS],
};
