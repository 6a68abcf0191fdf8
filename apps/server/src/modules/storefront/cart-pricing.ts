import type { CartLineView, CartViewData } from '@tessera/blocks';
import {
  lineQuantityLimit,
  maxPerOrderMessage,
  unitsByProduct,
  type StoreProduct,
} from '@tessera/core';
import { lineKey, type CartLine } from './cart-cookie.ts';
import type { StoreCatalogue } from './catalogue.ts';

/** A cart line priced from the catalogue, with what stands in the way of buying it. */
function priceLine(line: CartLine, product: StoreProduct): CartLineView | null {
  const variant = line.variantId ? product.variants.find((v) => v.id === line.variantId) : null;
  // A line whose variant was removed, or that names none of a product that now has variants.
  if (line.variantId ? !variant : product.variants.length > 0) return null;
  const unitPrice = variant ? variant.price : product.price;
  const available = variant ? variant.available : product.available;
  const problem =
    available === 0
      ? 'Sold out'
      : available !== null && available < line.quantity
        ? `Only ${available} left`
        : undefined;
  return {
    key: lineKey(line),
    slug: product.slug,
    name: product.name,
    variantTitle: variant ? variant.title : null,
    image: variant?.image ?? product.images[0] ?? null,
    unitPrice,
    quantity: line.quantity,
    total: Math.round(unitPrice * 100 * line.quantity) / 100,
    available,
    maxQuantity: lineQuantityLimit(product.maxPerOrder),
    ...(problem ? { problem } : {}),
  };
}

/**
 * The cart as the visitor sees it: prices from the live catalogue, lines of products no longer
 * for sale left out (and so dropped from the cookie at the next change).
 */
export function priceCart(lines: readonly CartLine[], catalogue: StoreCatalogue): CartViewData {
  const byId = new Map(catalogue.products.map((p) => [p.id, p]));
  const priced: CartLineView[] = [];
  const pricedLines: CartLine[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    const view = product ? priceLine(line, product) : null;
    if (view) {
      priced.push(view);
      pricedLines.push(line);
    }
  }
  // All units of a product, its variants together, count against its per-order cap.
  const units = unitsByProduct(pricedLines);
  priced.forEach((view, i) => {
    const product = byId.get(pricedLines[i]!.productId)!;
    if (!view.problem && units.get(product.id)! > product.maxPerOrder) {
      view.problem = maxPerOrderMessage(product.name, product.maxPerOrder);
    }
  });
  const subtotalMinor = priced.reduce(
    (sum, l) => sum + Math.round(l.unitPrice * 100) * l.quantity,
    0,
  );
  return {
    currency: catalogue.settings.currency,
    lines: priced,
    subtotal: subtotalMinor / 100,
    itemCount: priced.reduce((sum, l) => sum + l.quantity, 0),
  };
}

/** The cart's lines that are still for sale, as the cookie should now hold them. */
export function liveLines(lines: readonly CartLine[], cart: CartViewData): CartLine[] {
  const keys = new Set(cart.lines.map((l) => l.key));
  return lines.filter((l) => keys.has(lineKey(l)));
}
