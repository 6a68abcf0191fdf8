import { and, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
    maxPerOrder: draft.maxPerOrder,
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
 * Sets each row's values (the same keys for every row), many rows per statement: an update from
 * a VALUES list, each value cast to its column's type.
 */
async function updateRows(
  tx: Db,
  table: typeof products | typeof productVariants,
  rows: { id: string; values: Record<string, unknown> }[],
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  for (const batch of chunks(rows)) {
    const keys = Object.keys(batch[0]!.values);
    const names = keys.map((k) => sql.identifier(columns[k]!.name));
    const tuples = batch.map((row) => {
      const cells = keys.map((k) => {
        const column = columns[k]!;
        const value = row.values[k];
        const param =
          value instanceof Date
            ? value.toISOString()
            : column.dataType === 'json'
              ? JSON.stringify(value)
              : value;
        return sql`${param}::${sql.raw(column.getSQLType())}`;
      });
      return sql`(${row.id}::uuid, ${sql.join(cells, sql`, `)})`;
    });
    const set = sql.join(
      names.map((name) => sql`${name} = v.${name}`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${table} set ${set} from (values ${sql.join(tuples, sql`, `)}) as v(id, ${sql.join(names, sql`, `)}) where ${table}.id = v.id`,
    );
  }
}

/** Rewrites whole products (their variants aside), many per statement; each is then real. */
export async function updateProducts(
  tx: Db,
  items: { id: string; draft: ProductDraft }[],
): Promise<void> {
  const now = new Date();
  await updateRows(
    tx,
    products,
    items.map(({ id, draft }) => ({
      id,
      values: { ...productValues(draft), sample: false, updatedAt: now },
    })),
  );
}

/**
 * Makes each product's variants those of its draft: a variant with an id keeps its row (orders
 * and pictures refer to it), the others are inserted, and rows the draft no longer holds are
 * deleted.
 */
export async function replaceVariants(
  tx: Db,
  websiteId: string,
  items: { id: string; draft: ProductDraft }[],
): Promise<void> {
  const kept: { id: string; values: Record<string, unknown> }[] = [];
  const fresh: ReturnType<typeof variantValues>[] = [];
  for (const { id, draft } of items) {
    draft.variants.forEach((variant, index) => {
      const values = variantValues(id, websiteId, draft, index);
      if (!variant.id) {
        fresh.push(values);
        return;
      }
      const { productId: _product, websiteId: _website, ...changes } = values;
      kept.push({ id: variant.id, values: changes });
    });
  }
  for (const batch of chunks(items)) {
    const ids = batch.map((i) => i.id);
    const keep = batch.flatMap((i) => i.draft.variants.flatMap((v) => (v.id ? [v.id] : [])));
    const theirs = inArray(productVariants.productId, ids);
    await tx
      .delete(productVariants)
      .where(keep.length > 0 ? and(theirs, notInArray(productVariants.id, keep)) : theirs);
    // Kept variants may trade SKUs among themselves: theirs are let go of first so no write
    // meets a unique index half-way.
    if (keep.length > 0) await tx.update(productVariants).set({ sku: null }).where(theirs);
  }
  if (kept.length > 0) await updateRows(tx, productVariants, kept);
  for (const batch of chunks(fresh)) await tx.insert(productVariants).values(batch);
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
