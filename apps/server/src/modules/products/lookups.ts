import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media, products, productVariants } from '../../db/schema.ts';
import { mediaUrl } from '../media/presenter.ts';
import type { VariantRow } from './presenter.ts';

/** Rows or values per statement: well under the drivers' limit on bound values. */
const CHUNK = 500;

export function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The variants of each product, in their order. */
export async function variantsOf(db: Db, productIds: string[]): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>();
  for (const ids of chunks(productIds)) {
    const rows = await db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.position), asc(productVariants.id));
    for (const row of rows) {
      const list = byProduct.get(row.productId) ?? [];
      list.push(row);
      byProduct.set(row.productId, list);
    }
  }
  return byProduct;
}

/** `base`, or `base-2`, `base-3`...: the first the website's products do not use. */
export async function freeSlug(db: Db, websiteId: string, base: string): Promise<string> {
  const escaped = base.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        eq(products.websiteId, websiteId),
        or(eq(products.slug, base), like(products.slug, `${escaped}-%`)),
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 80 - String(n).length - 1).replace(/-+$/, '')}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Lower-cased SKUs of the website's products and variants, with the product holding each. */
export async function skuHolders(
  db: Db,
  websiteId: string,
  lowerSkus?: string[],
): Promise<Map<string, string>> {
  const holders = new Map<string, string>();
  const wanted = lowerSkus ? chunks(lowerSkus) : [null];
  for (const skus of wanted) {
    if (skus?.length === 0) continue;
    const ownSku = sql<string>`lower(${products.sku})`;
    const variantSku = sql<string>`lower(${productVariants.sku})`;
    const fromProducts = await db
      .select({ sku: ownSku, productId: products.id })
      .from(products)
      .where(and(eq(products.websiteId, websiteId), skus ? inArray(ownSku, skus) : undefined));
    const fromVariants = await db
      .select({ sku: variantSku, productId: productVariants.productId })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.websiteId, websiteId),
          sql`${productVariants.sku} is not null`,
          skus ? inArray(variantSku, skus) : undefined,
        ),
      );
    for (const row of [...fromProducts, ...fromVariants]) holders.set(row.sku, row.productId);
  }
  return holders;
}

const MEDIA_PREFIX = mediaUrl('');

/** Which of the addresses (all, when none are given) are files of the website's media library. */
export async function libraryAddresses(
  db: Db,
  websiteId: string,
  addresses?: string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const keys = addresses
    ?.filter((a) => a.startsWith(MEDIA_PREFIX))
    .map((a) => a.slice(MEDIA_PREFIX.length));
  for (const batch of keys ? chunks([...new Set(keys)]) : [null]) {
    if (batch?.length === 0) continue;
    const rows = await db
      .select({ key: media.key })
      .from(media)
      .where(and(eq(media.websiteId, websiteId), batch ? inArray(media.key, batch) : undefined));
    for (const row of rows) found.add(mediaUrl(row.key));
  }
  return found;
}
