import { and, eq, notInArray } from 'drizzle-orm';
import { variantTitle } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';
import type { ProductDraft } from './draft.ts';
import { chunks } from './lookups.ts';

/** With variants, the product's own count is theirs summed (what the dashboard shows). */
const stockOf = (draft: ProductDraft) =>
  draft.variants.length > 0
    ? draft.variants.reduce((sum, v) => sum + v.quantity, 0)
    : draft.quantity;

export function productValues(draft: ProductDraft) {
  return {
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    sku: draft.sku,
    price: draft.price,
    comparePrice: draft.comparePrice,
    trackQuantity: draft.trackQuantity,
    quantity: stockOf(draft),
    allowBackorder: draft.allowBackorder,
    isPublished: draft.isPublished,
    images: draft.images,
    categories: draft.categories,
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
    options: draft.options,
  };
}

/**
 * A variant row's values. The product's stock switches are copied onto every variant so the
 * database's stock check stays within one row.
 */
function variantValues(productId: string, websiteId: string, draft: ProductDraft, index: number) {
  const v = draft.variants[index]!;
  return {
    productId,
    websiteId,
    options: v.options,
    title: variantTitle(draft.options, v.options),
    sku: v.sku,
    price: v.price,
    comparePrice: v.comparePrice,
    quantity: v.quantity,
    trackQuantity: draft.trackQuantity,
    allowBackorder: draft.allowBackorder,
    image: v.image,
    position: index,
  };
}

/** Inserts new products with their variants, many per statement; answers their ids in order. */
export async function insertProducts(
  tx: Db,
  websiteId: string,
  drafts: ProductDraft[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const batch of chunks(drafts)) {
    const rows = await tx
      .insert(products)
      .values(batch.map((d) => ({ websiteId, ...productValues(d) })))
      .returning({ id: products.id, slug: products.slug });
    const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));
    ids.push(...batch.map((d) => idBySlug.get(d.slug)!));
  }
  const variants = drafts.flatMap((draft, i) =>
    draft.variants.map((_, index) => variantValues(ids[i]!, websiteId, draft, index)),
  );
  for (const batch of chunks(variants)) await tx.insert(productVariants).values(batch);
  return ids;
}

/**
 * Makes the product's variants those of the draft: a variant with an id keeps its row (orders and
 * pictures refer to it), the others are inserted, and rows the draft no longer holds are deleted.
 */
export async function replaceVariants(
  tx: Db,
  productId: string,
  websiteId: string,
  draft: ProductDraft,
): Promise<void> {
  const kept = draft.variants.flatMap((v) => (v.id ? [v.id] : []));
  const mine = eq(productVariants.productId, productId);
  await tx
    .delete(productVariants)
    .where(kept.length > 0 ? and(mine, notInArray(productVariants.id, kept)) : mine);
  // Kept variants may trade SKUs among themselves: clear theirs first so no write meets a
  // unique index mid-way.
  if (kept.length > 0) await tx.update(productVariants).set({ sku: null }).where(mine);
  const fresh = [];
  for (const [index, variant] of draft.variants.entries()) {
    const values = variantValues(productId, websiteId, draft, index);
    if (variant.id) {
      await tx.update(productVariants).set(values).where(eq(productVariants.id, variant.id));
    } else {
      fresh.push(values);
    }
  }
  if (fresh.length > 0) await tx.insert(productVariants).values(fresh);
}

/** Copies the product's stock switches onto its variants after they changed without them. */
export async function copyStockSwitches(
  tx: Db,
  productId: string,
  draft: Pick<ProductDraft, 'trackQuantity' | 'allowBackorder'>,
): Promise<void> {
  await tx
    .update(productVariants)
    .set({ trackQuantity: draft.trackQuantity, allowBackorder: draft.allowBackorder })
    .where(eq(productVariants.productId, productId));
}
