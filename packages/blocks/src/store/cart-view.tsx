import { VISITOR_ANCHORS, withAnchor } from '../anchors.ts';
import { LibraryImage } from '../library-image.tsx';
import type { RenderContext } from '../types.ts';
import { useFormatPrice } from './price.tsx';
import type { CartViewData } from './types.ts';

// A refused change draws the cart again: land on it (a change that goes through is a 303 there).
const BACK_TO_CART = {
  update: withAnchor('/_cart/update', VISITOR_ANCHORS.cart),
  remove: withAnchor('/_cart/remove', VISITOR_ANCHORS.cart),
};

/** The visitor's cart: each line with its own small forms to change or remove it, then the total. */
export function CartView({ cart, ctx }: { cart: CartViewData; ctx: RenderContext }) {
  const formatPrice = useFormatPrice();
  const money = (amount: number) => formatPrice(amount, cart.currency);
  return (
    <section className="t-cart" id={VISITOR_ANCHORS.cart} aria-labelledby="t-cart-title">
      <h1 className="t-store-title" id="t-cart-title">
        Your cart
      </h1>
      {cart.notice ? (
        <p
          className={cart.notice.kind === 'error' ? 't-notice t-notice-error' : 't-notice'}
          role={cart.notice.kind === 'error' ? 'alert' : 'status'}
        >
          {cart.notice.text}
        </p>
      ) : null}
      {cart.lines.length === 0 ? (
        <div className="t-cart-empty">
          <p>Your cart is empty.</p>
          <a className="t-button t-button-primary" href="/">
            Continue shopping
          </a>
        </div>
      ) : (
        <>
          <ul className="t-cart-lines">
            {cart.lines.map((line) => (
              <li key={line.key} className="t-cart-line">
                <a
                  className="t-cart-line-media"
                  href={`/products/${line.slug}`}
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  {line.image ? (
                    <LibraryImage src={line.image} alt="" ctx={ctx} sizes="96px" />
                  ) : (
                    <span className="t-product-tile-blank" />
                  )}
                </a>
                <div className="t-cart-line-info">
                  <a className="t-cart-line-name" href={`/products/${line.slug}`}>
                    {line.name}
                  </a>
                  {line.variantTitle ? (
                    <span className="t-cart-line-variant">{line.variantTitle}</span>
                  ) : null}
                  <span className="t-cart-line-unit">{money(line.unitPrice)} each</span>
                  {line.problem ? (
                    <span className="t-field-error" role="alert">
                      {line.problem}
                    </span>
                  ) : null}
                </div>
                <form className="t-cart-line-quantity" method="post" action={BACK_TO_CART.update}>
                  <input type="hidden" name="line" value={line.key} />
                  <label className="t-visually-hidden" htmlFor={`q-${line.key}`}>
                    Quantity of {line.name}
                    {line.variantTitle ? ` (${line.variantTitle})` : ''}
                  </label>
                  <input
                    className="t-input"
                    id={`q-${line.key}`}
                    type="number"
                    name="quantity"
                    inputMode="numeric"
                    min={0}
                    max={line.maxQuantity}
                    defaultValue={line.quantity}
                  />
                  <button className="t-button t-button-outline t-button-small" type="submit">
                    Update
                  </button>
                </form>
                <span className="t-cart-line-total">{money(line.total)}</span>
                <form className="t-cart-line-remove" method="post" action={BACK_TO_CART.remove}>
                  <input type="hidden" name="line" value={line.key} />
                  <button className="t-link-button" type="submit">
                    Remove<span className="t-visually-hidden"> {line.name}</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
          <div className="t-cart-summary">
            <p className="t-cart-subtotal">
              <span>
                Subtotal ({cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'})
              </span>
              <strong>{money(cart.subtotal)}</strong>
            </p>
            <p className="t-cart-hint">Shipping and taxes are worked out at checkout.</p>
            <a className="t-button t-button-primary" href="/checkout">
              Check out
            </a>
          </div>
        </>
      )}
    </section>
  );
}
