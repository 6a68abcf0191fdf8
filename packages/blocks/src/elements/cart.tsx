import type { BlockDefinition, BlockProps } from '../types.ts';
import { CartView } from '../store/cart-view.tsx';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

/** The visitor's cart, in place on a page of the owner's. */
export const Cart = (p: BlockProps) =>
  p.ctx.cart ? (
    <div {...p.root}>
      <CartView cart={p.ctx.cart} ctx={p.ctx} />
    </div>
  ) : (
    <DesignTime {...p} title="Cart" detail="The visitor's cart with quantities and total" />
  );

/** The block and its own CSS; the store's look (STORE_CSS) comes with the pages that show it. */
export const block: BlockDefinition = {
  component: Cart,
  css: [DESIGN_TIME_CSS],
};
