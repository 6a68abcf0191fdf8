import type { BlockDefinition, BlockProps } from '../types.ts';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

export const Checkout = (p: BlockProps) => (
  <DesignTime {...p} title="Checkout" detail="Contact, delivery and payment steps of an order" />
);

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Checkout,
  css: [DESIGN_TIME_CSS],
};
