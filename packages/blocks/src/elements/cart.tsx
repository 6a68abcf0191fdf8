import type { BlockDefinition, BlockProps } from '../types.ts';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

export const Cart = (p: BlockProps) => (
  <DesignTime {...p} title="Cart" detail="The visitor's cart with quantities and total" />
);

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Cart,
  css: [DESIGN_TIME_CSS],
};
