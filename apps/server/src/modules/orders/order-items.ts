import { and, eq, inArray } from 'drizzle-orm';
import { maxPerOrderMessage, unitsByProduct, type PlaceOrderInput } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';
import { productForSale } from '../samples/for-visitors.ts';
import type { StockLine } from './stock.ts';

/** A line of the buyer's order, ready to take stock for and to copy onto the order. */
export interface WantedLine extends StockLine {
  /** Shown when the variant has no picture of its own. */
  productImage: string | null;
  productSku: string;
}

const NOT_FOR_SALE = 'This product is not for sale';
const OPTION_NOT_FOR_SALE = 'This option is not for sale';

/** "a size", "a size and a colour": the options a buyer must choose, as a sentence says them. */
const optionWords = (names: readonly string[]) =>
  names.map((n) => `a ${n.toLowerCase()}`).join(' and ');

/**
 * The buyer's items checked against the website's published catalogue: each names a product of
 * this website that is for sale, and one of its own variants exactly when it has options.
 * Quantities of the same (product, variant) are summed, so two lines of one variant count
 * together against its stock, and all units of one product (its variants together) stay within
 * its per-order cap. Answers the lines in the order first named, and the problems by field
 * (`items.0.productId`).
 */
export async function resolveItems(
  tx: Db,
  websiteId: string,
  items: PlaceOrderInput['items'],
): Promise<{ lines: WantedLine[]; errors: Record<string, string> }> {
  const productIds = [...new Set(items.map((i) => i.productId))];
  const found = await tx
    .select()
    .from(products)
    .where(
      and(inArray(products.id, productIds), eq(products.websiteId, websiteId), productForSale()),
    );
  const variants = await tx
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds));
  const byId = new Map(found.map((p) => [p.id, p]));
  const lines = new Map<string, WantedLine>();
  const errors: Record<string, string> = {};
  /** Where each product is first named: the field a cap problem points at. */
  const firstItem = new Map<string, number>();

  items.forEach((item, index) => {
    const product = byId.get(item.productId);
    if (!product) {
      errors[`items.${index}.productId`] = NOT_FOR_SALE;
      return;
    }
    const own = variants.filter((v) => v.productId === product.id);
    // As the storefront shows it: options only count once there are variants to buy.
    const hasVariants = product.options.length > 0 && own.length > 0;
    const variantId = item.variantId ?? null;
    const variant = variantId ? own.find((v) => v.id === variantId) : undefined;
    if (hasVariants && !variantId) {
      errors[`items.${index}.variantId`] =
        `Choose ${optionWords(product.options.map((o) => o.name))} for ${product.name}`;
      return;
    }
    if (variantId && (!hasVariants || !variant)) {
      errors[`items.${index}.variantId`] = hasVariants
        ? OPTION_NOT_FOR_SALE
        : `${product.name} has no options to choose from`;
      return;
    }
    if (!firstItem.has(product.id)) firstItem.set(product.id, index);
    const key = `${product.id}/${variant?.id ?? ''}`;
    const known = lines.get(key);
    if (known) {
      known.quantity += item.quantity;
      return;
    }
    lines.set(key, {
      productId: product.id,
      variantId: variant?.id ?? null,
      quantity: item.quantity,
      name: product.name,
      variantTitle: variant?.title ?? null,
      productImage: product.images[0] ?? null,
      productSku: product.sku,
    });
  });
  for (const [productId, units] of unitsByProduct(lines.values())) {
    const product = byId.get(productId)!;
    if (units > product.maxPerOrder) {
      errors[`items.${firstItem.get(productId)}.quantity`] = maxPerOrderMessage(
        product.name,
        product.maxPerOrder,
      );
    }
  }
  return { lines: [...lines.values()], errors };
}
