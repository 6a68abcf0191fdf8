import { lineQuantityLimit, type StoreProduct } from '@tessera/core';
import { VISITOR_ANCHORS, withAnchor } from '../anchors.ts';
import { LibraryImage } from '../library-image.tsx';
import type { RenderContext } from '../types.ts';
import { Price, useFormatPrice } from './price.tsx';

export interface ProductDetailState {
  /** Why the last "Add to cart" was refused, shown above the button. */
  error?: string;
  /** The visitor's last choice, kept when the page comes back with a message. */
  variantId?: string;
  quantity?: string;
}

/**
 * A product's own page: its photos, description, price, a choice of variant, a quantity and Add
 * to cart, all one plain form that posts to the site (no script).
 */
export function ProductDetail({
  product,
  ctx,
  state = {},
}: {
  product: StoreProduct;
  ctx: RenderContext;
  state?: ProductDetailState;
}) {
  const formatPrice = useFormatPrice();
  const buyable = product.variants.length > 0 ? product.variants.filter((v) => !v.soldOut) : [];
  const chosen =
    product.variants.find((v) => v.id === state.variantId && !v.soldOut) ?? buyable[0] ?? null;
  const [first, ...rest] = product.images;
  const variantImages = product.variants
    .map((v) => v.image)
    .filter((src): src is string => !!src && !product.images.includes(src));
  const errorId = 't-add-error';
  return (
    <article className="t-product" id={VISITOR_ANCHORS.product}>
      <div className="t-product-gallery">
        {first ? (
          <LibraryImage
            src={first}
            alt={product.name}
            ctx={ctx}
            sizes="(max-width: 768px) 100vw, 50vw"
            className="t-product-main-image"
          />
        ) : (
          <span className="t-product-tile-blank" aria-hidden="true" />
        )}
        {rest.length + variantImages.length > 0 ? (
          <div className="t-product-thumbs">
            {[...rest, ...variantImages].map((src) => (
              <LibraryImage key={src} src={src} alt="" ctx={ctx} sizes="120px" />
            ))}
          </div>
        ) : null}
      </div>
      <div className="t-product-info">
        <h1 className="t-product-name">{product.name}</h1>
        <p className="t-product-price">
          <Price
            price={chosen ? chosen.price : product.price}
            comparePrice={chosen ? chosen.comparePrice : product.comparePrice}
            currency={product.currency}
            prefix={product.variants.length > 1 ? 'From' : undefined}
          />
        </p>
        {product.soldOut ? <p className="t-badge t-badge-muted">Sold out</p> : null}
        <form
          className="t-product-form"
          method="post"
          action={withAnchor('/_cart/add', VISITOR_ANCHORS.product)}
        >
          <input type="hidden" name="productId" value={product.id} />
          {product.variants.length > 0 ? (
            <fieldset className="t-product-variants">
              <legend className="t-label">{product.options.map((o) => o.name).join(' / ')}</legend>
              {product.variants.map((v) => (
                <label key={v.id} className="t-variant-choice">
                  <input
                    type="radio"
                    name="variantId"
                    value={v.id}
                    defaultChecked={v.id === chosen?.id}
                    disabled={v.soldOut}
                    required
                  />
                  <span className="t-variant-title">{v.title}</span>
                  <span className="t-variant-price">
                    {v.soldOut ? 'Sold out' : formatPrice(v.price, product.currency)}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <label className="t-field t-product-quantity">
            <span className="t-label">Quantity</span>
            <input
              className="t-input"
              type="number"
              name="quantity"
              inputMode="numeric"
              min={1}
              max={
                Math.min(lineQuantityLimit(product.maxPerOrder), product.available ?? Infinity) || 1
              }
              defaultValue={state.quantity ?? '1'}
              required
              aria-invalid={state.error ? true : undefined}
              aria-describedby={state.error ? errorId : undefined}
            />
          </label>
          {state.error ? (
            <p className="t-form-error" id={errorId} role="alert">
              {state.error}
            </p>
          ) : null}
          <button className="t-button t-button-primary" type="submit" disabled={product.soldOut}>
            {product.soldOut ? 'Sold out' : 'Add to cart'}
          </button>
        </form>
        {product.description ? (
          <div className="t-product-description">
            {product.description.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        ) : null}
      </div>
    </article>
  );
}
