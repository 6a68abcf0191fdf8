import type { BlockDefinition, BlockProps } from '../types.ts';
import { str } from '../types.ts';
import type { StoreContext } from '../store/types.ts';
import { ProductTile } from '../store/product-tile.tsx';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

/** The chosen product, when the site's catalogue has it for sale. */
const productOf = (props: Record<string, unknown>, store: StoreContext) =>
  store.products.find((candidate) => candidate.id === str(props.productId));

/** One chosen product; nothing on the live site when it is not (or no longer) for sale. */
export const ProductCard = (p: BlockProps) => {
  const store = p.ctx.store;
  if (!store) {
    return (
      <DesignTime
        {...p}
        title="Product card"
        detail="One product with its price and a link to it"
      />
    );
  }
  const product = productOf(p.props, store);
  if (!product) return null;
  return (
    <ProductTile
      product={product}
      ctx={p.ctx}
      root={p.root}
      href={store.productHref(product.slug)}
      sizes="(max-width: 640px) 100vw, 400px"
    />
  );
};

/** The block and its own CSS; the store's look (STORE_CSS) comes with the pages that show it. */
export const block: BlockDefinition = {
  component: ProductCard,
  css: [DESIGN_TIME_CSS],
  leftOutLive: (props, ctx) => !ctx.store || !productOf(props, ctx.store),
};
