import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { UnavailableLine } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { offeredToVisitors, productForSale } from '../samples/for-visitors.ts';

/** One (product, variant) of an order with its whole quantity. */
export interface StockLine {
  productId: string;
  /** null: the product itself, which has no options. */
  variantId: string | null;
  quantity: number;
  /** For the buyer's message: "Only 1 left of Sourdough loaf (Large)". */
  name: string;
  variantTitle: string | null;
}

/** The row a line took its stock from, read under the row's lock: the price sold at. */
export interface TakenRow {
  price: number;
  sku: string | null;
  image: string | null;
  tracked: boolean;
}

const lineLabel = (line: Pick<StockLine, 'name' | 'variantTitle'>) =>
  line.variantTitle ? `${line.name} (${line.variantTitle})` : line.name;

/** 409 OUT_OF_STOCK naming each line, with the lines in the envelope for clients. */
export function outOfStock(lines: UnavailableLine[]): AppError {
  const message = lines
    .map((l) =>
      l.available > 0 ? `Only ${l.available} left of ${l.name}` : `${l.name} is sold out`,
    )
    .join('. ');
  return new AppError(409, 'OUT_OF_STOCK', message, undefined, undefined, { lines });
}

/** What may be taken: untracked, backordered, or enough left. */
const enoughFor = (
  table: typeof products | typeof productVariants,
  quantity: number,
): SQL | undefined =>
  sql`(not ${table.trackQuantity} or ${table.allowBackorder} or ${table.quantity} >= ${quantity})`;

/** Stock moves only where it is counted. */
const moved = (table: typeof products | typeof productVariants, delta: number) =>
  sql`case when ${table.trackQuantity} then ${table.quantity} + ${delta} else ${table.quantity} end`;

async function takeVariant(tx: Db, websiteId: string, line: StockLine): Promise<TakenRow | null> {
  const v = productVariants;
  const [row] = await tx
    .update(v)
    .set({ quantity: moved(v, -line.quantity) })
    .where(
      and(
        eq(v.id, line.variantId!),
        eq(v.productId, line.productId),
        eq(v.websiteId, websiteId),
        enoughFor(v, line.quantity),
      ),
    )
    .returning({ price: v.price, sku: v.sku, image: v.image, tracked: v.trackQuantity });
  return row ?? null;
}

async function takeProduct(
  tx: Db,
  websiteId: string,
  line: StockLine,
  forSale: boolean,
): Promise<TakenRow | null> {
  const p = products;
  const [row] = await tx
    .update(p)
    .set({ quantity: moved(p, -line.quantity) })
    .where(
      and(
        eq(p.id, line.productId),
        eq(p.websiteId, websiteId),
        forSale ? productForSale() : undefined,
        enoughFor(p, line.quantity),
      ),
    )
    .returning({ price: p.price, sku: p.sku, images: p.images, tracked: p.trackQuantity });
  return row
    ? { price: row.price, sku: row.sku, image: row.images[0] ?? null, tracked: row.tracked }
    : null;
}

/** How many of a line could be had now: 0 when sold out, gone or (a buyer's order) unpublished. */
async function availableFor(
  tx: Db,
  websiteId: string,
  line: StockLine,
  forSale: boolean,
): Promise<number> {
  if (line.variantId) {
    const [row] = await tx
      .select({ quantity: productVariants.quantity })
      .from(productVariants)
      .where(and(eq(productVariants.id, line.variantId), eq(productVariants.websiteId, websiteId)));
    return Math.max(0, row?.quantity ?? 0);
  }
  const [row] = await tx
    .select({
      quantity: products.quantity,
      isPublished: products.isPublished,
      sample: products.sample,
    })
    .from(products)
    .where(and(eq(products.id, line.productId), eq(products.websiteId, websiteId)));
  return row && (offeredToVisitors(row) || !forSale) ? Math.max(0, row.quantity) : 0;
}

/** Products before variants, each by id: every transaction locks rows in one order. */
function lockOrder(lines: readonly StockLine[]): StockLine[] {
  const key = (l: StockLine) => (l.variantId ? `1${l.variantId}` : `0${l.productId}`);
  return [...lines].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/**
 * Takes every line's stock, each with one conditional update, so two buyers of the last one
 * cannot both have it: the second waits for the first's row lock and then finds too few. Any
 * line that cannot be served throws OUT_OF_STOCK (naming all of them), and the caller's
 * transaction takes back what was taken. `forSale`: only products for sale (a buyer's order).
 * Answers the rows taken from, by line, in the lines' order.
 */
export async function takeStock(
  tx: Db,
  websiteId: string,
  lines: readonly StockLine[],
  { forSale }: { forSale: boolean },
): Promise<Map<StockLine, TakenRow>> {
  const taken = new Map<StockLine, TakenRow>();
  const unavailable: UnavailableLine[] = [];
  for (const line of lockOrder(lines)) {
    const row = line.variantId
      ? await takeVariant(tx, websiteId, line)
      : await takeProduct(tx, websiteId, line, forSale);
    if (row) {
      taken.set(line, row);
      continue;
    }
    unavailable.push({
      productId: line.productId,
      variantId: line.variantId,
      // "Sourdough loaf (Large)": what the buyer chose, as the message names it.
      name: lineLabel(line),
      requested: line.quantity,
      available: await availableFor(tx, websiteId, line, forSale),
    });
  }
  if (unavailable.length > 0) throw outOfStock(unavailable);
  return taken;
}

/** Puts lines' stock back where it is counted (a cancelled order). Answers whether any moved. */
export async function returnStock(
  tx: Db,
  websiteId: string,
  lines: readonly StockLine[],
): Promise<boolean> {
  let changed = false;
  for (const line of lockOrder(lines)) {
    const table = line.variantId ? productVariants : products;
    const rows = await tx
      .update(table)
      .set({ quantity: sql`${table.quantity} + ${line.quantity}` })
      .where(
        and(
          eq(table.id, line.variantId ?? line.productId),
          eq(table.websiteId, websiteId),
          eq(table.trackQuantity, true),
        ),
      )
      .returning({ id: table.id });
    if (rows.length > 0) changed = true;
  }
  return changed;
}
