import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  fromMinor,
  storeSettingsOf,
  type StoreProduct,
  type StoreSettings,
  type StoreVariant,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { products, productVariants, websites } from '../../db/schema.ts';
import { productForSale } from '../samples/for-visitors.ts';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

/** A website's published products as visitors see them, with its selling rules. */
export interface StoreCatalogue {
  websiteId: string;
  settings: StoreSettings;
  products: StoreProduct[];
}

/** How many can be bought now; null when stock does not limit it. */
const availableOf = (row: { trackQuantity: boolean; allowBackorder: boolean; quantity: number }) =>
  row.trackQuantity && !row.allowBackorder ? Math.max(0, row.quantity) : null;

function presentVariant(row: VariantRow): StoreVariant {
  const available = availableOf(row);
  return {
    id: row.id,
    title: row.title,
    options: row.options,
    sku: row.sku,
    price: fromMinor(row.price),
    comparePrice: row.comparePrice === null ? null : fromMinor(row.comparePrice),
    image: row.image,
    soldOut: available === 0,
    available,
  };
}

export function presentStoreProduct(
  row: ProductRow,
  variants: VariantRow[],
  currency: string,
): StoreProduct {
  const shown = variants.map(presentVariant);
  const hasVariants = row.options.length > 0 && shown.length > 0;
  const available = hasVariants
    ? shown.some((v) => v.available === null)
      ? null
      : shown.reduce((sum, v) => sum + (v.available ?? 0), 0)
    : availableOf(row);
  // With variants, the product shows its lowest price ("from").
  const cheapest = hasVariants ? shown.reduce((a, b) => (b.price < a.price ? b : a)) : null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    sku: row.sku,
    price: cheapest ? cheapest.price : fromMinor(row.price),
    comparePrice: cheapest
      ? cheapest.comparePrice
      : row.comparePrice === null
        ? null
        : fromMinor(row.comparePrice),
    currency,
    images: row.images,
    categories: row.categories,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    options: hasVariants ? row.options : [],
    variants: hasVariants ? shown : [],
    soldOut: available === 0,
    available,
    maxPerOrder: row.maxPerOrder,
    ...(row.sample ? { sample: true as const } : {}),
  };
}

async function variantsOf(db: Db, productIds: string[]): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

export async function storeSettingsFor(db: Db, websiteId: string): Promise<StoreSettings> {
  const [row] = await db
    .select({ store: websites.store })
    .from(websites)
    .where(eq(websites.id, websiteId));
  return storeSettingsOf(row?.store);
}

/**
 * Every product of the website for sale (published, no sample), newest first, in two queries.
 * `withSamples`: the published samples too, marked (the owner's builder and preview only).
 */
export async function loadCatalogue(
  db: Db,
  websiteId: string,
  { withSamples = false } = {},
): Promise<StoreCatalogue> {
  const settings = await storeSettingsFor(db, websiteId);
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.websiteId, websiteId),
        withSamples ? eq(products.isPublished, true) : productForSale(),
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id));
  const variants = await variantsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    websiteId,
    settings,
    products: rows.map((r) => presentStoreProduct(r, variants.get(r.id) ?? [], settings.currency)),
  };
}

/** One product for sale by its slug, or null. */
export async function findStoreProduct(
  db: Db,
  websiteId: string,
  slug: string,
): Promise<{ product: StoreProduct; settings: StoreSettings } | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.websiteId, websiteId), eq(products.slug, slug), productForSale()));
  if (!row) return null;
  const settings = await storeSettingsFor(db, websiteId);
  const variants = await variantsOf(db, [row.id]);
  return {
    product: presentStoreProduct(row, variants.get(row.id) ?? [], settings.currency),
    settings,
  };
}
