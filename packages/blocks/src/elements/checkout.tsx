import type { BlockDefinition, BlockProps } from '../types.ts';
import { CheckoutView } from '../store/checkout-view.tsx';
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

/** The block and its own CSS; the store's look (STORE_CSS) comes with the pages that show it. */
export const block: BlockDefinition = {
  component: Checkout,
  css: [DESIGN_TIME_CSS],
};
