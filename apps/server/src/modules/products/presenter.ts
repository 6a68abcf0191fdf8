import { fromMinor, type Product, type ProductVariant } from '@tessera/core';
import type { products, productVariants } from '../../db/schema.ts';
import { draftFromStored } from './draft.ts';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

const amount = (minor: number | null) => (minor === null ? null : fromMinor(minor));

export function presentVariant(row: VariantRow): ProductVariant {
  return {
    id: row.id,
    options: row.options,
    title: row.title,
    sku: row.sku,
    price: fromMinor(row.price),
    comparePrice: amount(row.comparePrice),
    quantity: row.quantity,
    image: row.image,
  };
}

/** The API's product: amounts as decimals; with variants, the stock is theirs summed. */
export function presentProduct(row: ProductRow, variants: VariantRow[]): Product {
  const draft = draftFromStored(row, variants);
  const hasVariants = draft.variants.length > 0;
  return {
    id: row.id,
    websiteId: row.websiteId,
    ...draft,
    price: fromMinor(draft.price),
    comparePrice: amount(draft.comparePrice),
    quantity: hasVariants ? draft.variants.reduce((sum, v) => sum + v.quantity, 0) : draft.quantity,
    variants: hasVariants ? variants.map(presentVariant) : [],
    sample: row.sample,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
