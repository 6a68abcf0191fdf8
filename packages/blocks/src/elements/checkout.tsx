import type { BlockDefinition, BlockProps } from '../types.ts';
import { CheckoutView } from '../store/checkout-view.tsx';
import { CART_CSS } from '../store/store-css.ts';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

/** The checkout form, in place on a page of the owner's. */
export const Checkout = (p: BlockProps) =>
  p.ctx.checkout ? (
    <div {...p.root}>
      <CheckoutView data={p.ctx.checkout} />
    </div>
  ) : (
    <DesignTime {...p} title="Checkout" detail="Contact, delivery and payment steps of an order" />
  );

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Checkout,
  css: [DESIGN_TIME_CSS, CART_CSS],
};
