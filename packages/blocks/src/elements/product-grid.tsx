import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx, num } from '../types.ts';
import { ProductTile } from '../store/product-tile.tsx';
import { DesignTime, gridDetail, DESIGN_TIME_CSS } from './shared/design-time.tsx';

/** The site's published products, newest first, as many as the owner chose. */
export const ProductGrid = (p: BlockProps) => {
  const store = p.ctx.store;
  if (!store) {
    return (
      <DesignTime {...p} title="Product grid" detail={gridDetail(p.props, 'published products')} />
    );
  }
  const columns = Math.min(6, Math.max(1, num(p.props.columns, 3)));
  const shown = store.products.slice(0, Math.max(1, num(p.props.limit, 6)));
  if (shown.length === 0) return null;
  return (
    <div
      {...p.root}
      className={cx('t-product-grid', p.root.className)}
      style={{ ...p.root.style, ['--t-columns' as string]: columns }}
    >
      {shown.map((product) => (
        <ProductTile
          key={product.id}
          product={product}
          ctx={p.ctx}
          href={store.productHref(product.slug)}
          sizes={`(max-width: 640px) 100vw, ${Math.round(100 / columns)}vw`}
        />
      ))}
    </div>
  );
};

/** The block and its own CSS; the store's look (STORE_CSS) comes with the pages that show it. */
export const block: BlockDefinition = {
  component: ProductGrid,
  css: [DESIGN_TIME_CSS],
  leftOutLive: (_props, ctx) => !ctx.store || ctx.store.products.length === 0,
};
