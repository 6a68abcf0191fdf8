import type { StoreProduct } from '@tessera/core';
import { LibraryImage } from '../library-image.tsx';
import type { RenderContext, RootAttributes } from '../types.ts';
import { cx } from '../types.ts';
import { Price } from './price.tsx';

/** A product in a grid or on its own: photo, name, price and whether it can be bought. */
export function ProductTile({
  product,
  ctx,
  href,
  root,
  sizes,
}: {
  product: StoreProduct;
  ctx: RenderContext;
  href: string;
  root?: RootAttributes;
  sizes: string;
}) {
  const image = product.images[0];
  return (
    <article {...root} className={cx('t-product-tile', root?.className)}>
      <a className="t-product-tile-link" href={href}>
        <span className="t-product-tile-media">
          {image ? (
            <LibraryImage src={image} alt={product.name} ctx={ctx} sizes={sizes} />
          ) : (
            <span className="t-product-tile-blank" aria-hidden="true" />
          )}
          {product.soldOut ? <span className="t-badge t-badge-muted">Sold out</span> : null}
          {product.sample ? <span className="t-badge t-badge-sample">Sample</span> : null}
        </span>
        <span className="t-product-tile-name">{product.name}</span>
      </a>
      <Price
        price={product.price}
        comparePrice={product.comparePrice}
        currency={product.currency}
        prefix={product.variants.length > 1 ? 'From' : undefined}
      />
    </article>
  );
}
