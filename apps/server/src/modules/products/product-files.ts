import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductImportReport } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { productsCsv } from './csv-columns.ts';
import { draftFromStored, type ProductDraft } from './draft.ts';
import { groupRows, planImport, type ImportCatalogue, type ImportPlan } from './import-plan.ts';
import { chunks, libraryAddresses, skuHolders, variantsOf } from './lookups.ts';
import type { ProductService } from './service.ts';
import { insertProducts, replaceVariants, updateProducts } from './writes.ts';

/** The refusal lists this many problems by row; the message counts them all. */
const LISTED_PROBLEMS = 50;

/** Every product of the website with its variants, oldest first. */
async function storedProducts(db: Db, websiteId: string) {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.websiteId, websiteId))
    .orderBy(asc(products.createdAt), asc(products.id));
  const variants = await variantsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    draft: draftFromStored(row, variants.get(row.id) ?? []),
  }));
}

async function importCatalogue(db: Db, websiteId: string): Promise<ImportCatalogue> {
  const stored = await storedProducts(db, websiteId);
  return {
    bySlug: new Map(stored.map((p) => [p.draft.slug, p])),
    skuHolders: await skuHolders(db, websiteId),
    library: await libraryAddresses(db, websiteId),
  };
}

function refusal(plan: ImportPlan): AppError {
  const fields: Record<string, string> = {};
  for (const { row, message } of plan.report.errors) {
    const key = `row ${row}`;
    if (fields[key] !== undefined) fields[key] += `; ${message}`;
    else if (Object.keys(fields).length < LISTED_PROBLEMS) fields[key] = message;
  }
  const n = plan.errorCount;
  return new AppError(
    400,
    'IMPORT_INVALID',
    `The file has ${n} problem${n === 1 ? '' : 's'}; nothing was imported.`,
    fields,
  );
}

/** Writes a checked plan: products the file changes, then the new ones. */
async function applyPlan(tx: Db, websiteId: string, plan: ImportPlan): Promise<void> {
  // Products of the file may trade SKUs among themselves: theirs are let go of first, so no
  // write meets a unique index half-way.
  for (const ids of chunks(plan.updates.map((u) => u.id))) {
    await tx
      .update(products)
      .set({ sku: sql`${products.id}::text` })
      .where(inArray(products.id, ids));
  }
  await updateProducts(tx, plan.updates);
  await replaceVariants(tx, websiteId, plan.updates);
  await insertProducts(tx, websiteId, plan.creates);
}

/** The products file: export, and import with a preview. */
export class ProductFiles {
  constructor(private readonly catalogue: ProductService) {}

  async exportCsv(userId: string, websiteId: string): Promise<string> {
    await this.catalogue.requireWebsite(userId, websiteId);
    const stored = await storedProducts(this.catalogue.db, websiteId);
    return productsCsv(stored.map((p): ProductDraft => p.draft));
  }

  /**
   * Reads the file and says what importing it does; with `apply`, does it, all in one
   * transaction, or nothing when any row has a problem.
   */
  async importCsv(
    userId: string,
    websiteId: string,
    filePath: string,
    apply: boolean,
  ): Promise<ProductImportReport> {
    await this.catalogue.requireWebsite(userId, websiteId);
    // The reader and its encoding tables (a megabyte of code) load with the first import.
    const { readProductRows } = await import('./csv-read.ts');
    const { groups, rowCount } = await groupRows(readProductRows(filePath));
    if (rowCount === 0) {
      const message = 'The file has its header row but no products below it.';
      throw badRequest(message, { file: message });
    }
    if (!apply) {
      return planImport(groups, rowCount, await importCatalogue(this.catalogue.db, websiteId))
        .report;
    }
    return this.catalogue.changeCatalogue(userId, websiteId, async (tx) => {
      // Planned again under the website's lock: the preview may be stale by now.
      const plan = planImport(groups, rowCount, await importCatalogue(tx, websiteId));
      if (plan.errorCount > 0) throw refusal(plan);
      await applyPlan(tx, websiteId, plan);
      const { created, updated } = plan.report;
      if (created + updated > 0) {
        await recordActivity(tx, {
          userId,
          type: 'product',
          name: 'Products file',
          action: `imported (${created} created, ${updated} updated)`,
        });
      }
      return { ...plan.report, applied: true };
    });
  }
}
