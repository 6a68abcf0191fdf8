import { maxPerOrderMessage, type StoreProduct } from '@tessera/core';
import { VISITOR_ANCHORS, withAnchor } from '@tessera/blocks';
import { lineKey, type CartLine } from './cart-cookie.ts';
import type { StoreCatalogue } from './catalogue.ts';

/** The query the cart page reads after a change was cut down to a product's cap. */
const CAPPED_QUERY = 'capped';

/**
 * How many more units of a product the cart may take: its per-order cap less what the cart
 * holds of it (all variants together), leaving out the line `besides` (the one being set).
 */
export function capRoom(
  lines: readonly CartLine[],
  product: Pick<StoreProduct, 'id' | 'maxPerOrder'>,
  besides?: string,
): number {
  const held = lines
    .filter((l) => l.productId === product.id && lineKey(l) !== besides)
    .reduce((sum, l) => sum + l.quantity, 0);
  return Math.max(0, product.maxPerOrder - held);
}

/** Where a cart change goes when it was cut down to the product's cap: the cart, saying so. */
export const cappedCartPath = (productId: string) =>
  withAnchor(`/cart?${CAPPED_QUERY}=${encodeURIComponent(productId)}`, VISITOR_ANCHORS.cart);

/** The cart after a change, landing on its lines. */
export const CART_PATH = withAnchor('/cart', VISITOR_ANCHORS.cart);

/**
 * The cart page's notice after a change was cut down to a product's cap; null when the address
 * names no such change (or a product the catalogue does not hold).
 */
export function cappedNotice(
  url: string,
  lines: readonly CartLine[],
  catalogue: StoreCatalogue,
): { kind: 'error'; text: string } | null {
  const query = url.indexOf('?');
  if (query === -1) return null;
  const productId = new URLSearchParams(url.slice(query + 1)).get(CAPPED_QUERY);
  const product = catalogue.products.find((p) => p.id === productId);
  if (!product) return null;
  const held = lines
    .filter((l) => l.productId === product.id)
    .reduce((sum, l) => sum + l.quantity, 0);
  return {
    kind: 'error',
    text: `${maxPerOrderMessage(product.name, product.maxPerOrder)}, so your cart holds ${held}.`,
  };
}
