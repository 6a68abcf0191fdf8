import { and, count, desc, eq, exists, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  fromMinor,
  slugFromName,
  type Product,
  type ProductCreateInput,
  type ProductStats,
  type ProductUpdateInput,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { customers, orders, products, productVariants, websites } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../db/unique.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { bumpCatalogueVersion } from '../storefront/catalogue-version.ts';
import { findOwnedWebsite, ownedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import {
  draftFromInput,
  draftFromStored,
  draftProblems,
  picturesOf,
  SINGLE_FIELDS,
  skuTakenMessage,
  variantDraft,
  type DraftProblem,
  type ProductDraft,
} from './draft.ts';
import { freeSlug, libraryAddresses, skuHolders, variantsOf } from './lookups.ts';
import { presentProduct, type ProductRow } from './presenter.ts';
import { copyStockSwitches, insertProducts, productValues, replaceVariants } from './writes.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const SLUG_TAKEN = 'Another product already uses this slug';
/** The most a list answers; search narrows it. */
const LIST_LIMIT = 1000;

/** The 400 (or, when another product holds what was asked, 409) for a draft's problems. */
export function refuse(problems: DraftProblem[]): never {
  const fields: Record<string, string> = {};
  for (const p of problems) fields[p.path] ??= p.message;
  const invalid = problems.find((p) => !p.conflict);
  if (invalid) throw badRequest(invalid.message, fields);
  throw conflict(problems[0]!.message, fields);
}

/** A unique index the write hit in a race the checks could not see: the same 409 as theirs. */
function uniqueConflict(error: unknown, draft: Pick<ProductDraft, 'sku'>): Error | null {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'products_website_slug_key') return conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });
  if (constraint !== null) {
    return conflict(skuTakenMessage(draft.sku), { sku: skuTakenMessage(draft.sku) });
  }
  return null;
}

export interface ProductDeps {
  db: Db;
  /** Told after every committed change to the catalogue (cached pages show products). */
  onCatalogueChanged?: () => void;
}

/** A website's products with their variants and stock, as the owner manages them. */
export class ProductService {
  constructor(private readonly deps: ProductDeps) {}

  get db() {
    return this.deps.db;
  }

  async requireWebsite(userId: string, websiteId: string): Promise<void> {
    if (!(await findOwnedWebsite(this.db, userId, websiteId))) throw notFound(WEBSITE_NOT_FOUND);
  }

  /**
   * Runs a change to the website's catalogue in one transaction that holds the website's row
   * (changes to one catalogue, stock taken by orders included, happen one after another), raises
   * the catalogue version in it, and tells the cached pages after it committed.
   */
  async changeCatalogue<T>(
    userId: string,
    websiteId: string,
    change: (tx: Db) => Promise<T>,
  ): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      if (!(await findOwnedWebsite(tx, userId, websiteId, { lock: true }))) {
        throw notFound(WEBSITE_NOT_FOUND);
      }
      const done = await change(tx);
      await bumpCatalogueVersion(tx, websiteId);
      return done;
    });
    this.deps.onCatalogueChanged?.();
    return result;
  }

  private async load(db: Db, id: string): Promise<Product> {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    const variants = await variantsOf(db, [id]);
    return presentProduct(row, variants.get(id) ?? []);
  }

  /** The website of the owner's product; a product of another owner is not found. */
  private async websiteOf(userId: string, id: string): Promise<string> {
    const [found] = await this.db
      .select({ websiteId: products.websiteId })
      .from(products)
      .innerJoin(websites, eq(websites.id, products.websiteId))
      .where(and(eq(products.id, id), eq(websites.userId, userId)));
    if (!found) throw notFound(PRODUCT_NOT_FOUND);
    return found.websiteId;
  }

  async list(
    userId: string,
    websiteId: string,
    query: { search?: string | undefined; status: 'all' | 'published' | 'draft' },
  ): Promise<Product[]> {
    const where: (SQL | undefined)[] = [
      eq(products.websiteId, websiteId),
      ownedWebsite(userId, websiteId),
    ];
    if (query.status !== 'all') where.push(eq(products.isPublished, query.status === 'published'));
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const variantSku = this.db
        .select({ one: sql`1` })
        .from(productVariants)
        .where(
          and(eq(productVariants.productId, products.id), ilike(productVariants.sku, pattern)),
        );
      where.push(
        or(ilike(products.name, pattern), ilike(products.sku, pattern), exists(variantSku)),
      );
    }
    const rows = await this.db
      .select()
      .from(products)
      .where(and(...where))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(LIST_LIMIT);
    if (rows.length === 0) await this.requireWebsite(userId, websiteId);
    return this.present(rows);
  }

  /** Rows with their variants, in two queries. */
  async present(rows: ProductRow[], db: Db = this.db): Promise<Product[]> {
    const variants = await variantsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => presentProduct(r, variants.get(r.id) ?? []));
  }

  async stats(userId: string, websiteId: string): Promise<ProductStats> {
    await this.requireWebsite(userId, websiteId);
    const [productCount] = await this.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.websiteId, websiteId));
    const [sales] = await this.db
      .select({
        orders: count(),
        revenue: sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}), 0)`,
      })
      .from(orders)
      .where(and(eq(orders.websiteId, websiteId), ne(orders.status, 'CANCELLED')));
    const [customerCount] = await this.db
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.websiteId, websiteId));
    return {
      totalProducts: productCount?.n ?? 0,
      totalOrders: sales?.orders ?? 0,
      totalRevenue: fromMinor(Number(sales?.revenue ?? 0)),
      totalCustomers: customerCount?.n ?? 0,
    };
  }

  async get(userId: string, id: string): Promise<Product> {
    await this.websiteOf(userId, id);
    return this.load(this.db, id);
  }

  /**
   * Refuses a draft that breaks a rule of the catalogue: SKUs taken by another product, pictures
   * from outside the website's library (those the product already shows stay), stock below zero.
   */
  private async check(
    tx: Db,
    websiteId: string,
    draft: ProductDraft,
    productId: string | null,
    kept: ReadonlySet<string> = new Set(),
  ): Promise<void> {
    const skus = [draft.sku, ...draft.variants.flatMap((v) => (v.sku ? [v.sku] : []))];
    const holders = await skuHolders(
      tx,
      websiteId,
      skus.map((s) => s.toLowerCase()),
    );
    const library = await libraryAddresses(
      tx,
      websiteId,
      [...picturesOf(draft)].filter((p) => !kept.has(p)),
    );
    const problems = draftProblems(draft, {
      skuTaken: (sku) => {
        const holder = holders.get(sku.toLowerCase());
        return holder !== undefined && holder !== productId ? skuTakenMessage(sku) : null;
      },
      inLibrary: (address) => library.has(address),
      kept,
    });
    if (problems.length > 0) refuse(problems);
  }

  async create(userId: string, websiteId: string, input: ProductCreateInput): Promise<Product> {
    return this.changeCatalogue(userId, websiteId, async (tx) => {
      let slug = input.slug;
      if (slug === undefined) {
        slug = await freeSlug(tx, websiteId, slugFromName(input.name) || 'product');
      } else if ((await freeSlug(tx, websiteId, slug)) !== slug) {
        throw conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });
      }
      const draft = draftFromInput(input, slug);
      await this.check(tx, websiteId, draft, null);
      const [id] = await insertProducts(tx, websiteId, [draft]).catch((error: unknown) => {
        throw uniqueConflict(error, draft) ?? error;
      });
      await recordActivity(tx, { userId, type: 'product', name: draft.name, action: 'created' });
      return this.load(tx, id!);
    });
  }

  /** Changes the fields sent. Options and variants sent together replace the variants. */
  async update(userId: string, id: string, input: ProductUpdateInput): Promise<Product> {
    const websiteId = await this.websiteOf(userId, id);
    return this.changeCatalogue(userId, websiteId, async (tx) => {
      const [row] = await tx.select().from(products).where(eq(products.id, id));
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      const stored = draftFromStored(row, (await variantsOf(tx, [id])).get(id) ?? []);
      const draft = mergeUpdate(stored, input);
      if (draft.slug !== row.slug) {
        const [holder] = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.websiteId, websiteId), eq(products.slug, draft.slug)));
        if (holder) throw conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });
      }
      await this.check(tx, websiteId, draft, id, picturesOf(stored));
      // Only the columns sent are written: stock that orders take meanwhile is not put back.
      const values = productValues(draft);
      const changes: Partial<typeof values> = {};
      for (const key of Object.keys(values) as (keyof typeof values)[]) {
        if (key in input && input[key as keyof ProductUpdateInput] !== undefined) {
          Object.assign(changes, { [key]: values[key] });
        }
      }
      if (input.variants !== undefined) changes.quantity = values.quantity;
      try {
        // Any edit makes a template's sample the owner's own.
        await tx
          .update(products)
          .set({ ...changes, sample: false, updatedAt: new Date() })
          .where(eq(products.id, id));
        if (input.variants !== undefined) {
          await replaceVariants(tx, websiteId, [{ id, draft }]);
        } else if (input.trackQuantity !== undefined || input.allowBackorder !== undefined) {
          await copyStockSwitches(tx, id, draft);
        }
      } catch (error) {
        throw uniqueConflict(error, draft) ?? error;
      }
      return this.load(tx, id);
    });
  }

  /** Deletes the product and its variants; orders keep their copies of the lines. */
  async remove(userId: string, id: string): Promise<{ id: string }> {
    const websiteId = await this.websiteOf(userId, id);
    return this.changeCatalogue(userId, websiteId, async (tx) => {
      const [gone] = await tx
        .delete(products)
        .where(eq(products.id, id))
        .returning({ name: products.name });
      if (!gone) throw notFound(PRODUCT_NOT_FOUND);
      await recordActivity(tx, { userId, type: 'product', name: gone.name, action: 'deleted' });
      return { id };
    });
  }
}

/**
 * The stored product with the update's fields over it. Variants sent with an id keep that
 * variant's row, which must be one of this product's.
 */
function mergeUpdate(stored: ProductDraft, input: ProductUpdateInput): ProductDraft {
  const draft: ProductDraft = { ...stored };
  const fields = [...SINGLE_FIELDS, 'quantity', 'images', 'categories'] as const;
  for (const key of fields) {
    if (input[key] !== undefined) Object.assign(draft, { [key]: input[key] });
  }
  if (input.options !== undefined && input.variants !== undefined) {
    const ids = new Set(stored.variants.map((v) => v.id));
    const sent = new Set<string>();
    input.variants.forEach((v, i) => {
      if (v.id === undefined) return;
      const message = !ids.has(v.id)
        ? `Variant ${i + 1} is not one of this product's variants`
        : sent.has(v.id)
          ? `Variant ${i + 1} has the id of another variant`
          : null;
      if (message) throw badRequest(message, { [`variants.${i}.id`]: message });
      sent.add(v.id);
    });
    draft.options = input.options;
    draft.variants = input.variants.map(variantDraft);
  }
  // Sent alone, a new price must still stay under the compare price already stored.
  if (draft.comparePrice !== null && draft.comparePrice <= draft.price) {
    const message = 'Compare price must be higher than the price';
    throw badRequest(message, { comparePrice: message });
  }
  return draft;
}
