import { and, eq } from 'drizzle-orm';
import { SAMPLE_KINDS, type SampleCounts, type SampleKind } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { posts, products, services, staff } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { bumpBlogVersion } from '../posts/post-records.ts';
import { bumpCatalogueVersion } from '../storefront/catalogue-version.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';

const TABLES = { products, services, staff, posts } as const;

export interface SampleDeps {
  db: Db;
  /** Told after a committed change that visitors may see (cached live pages are drawn afresh). */
  onChanged?: () => void;
}

/**
 * A website's sample rows, copied from a template: kept (made the owner's own, so visitors see
 * and trade them) or removed. Products' variants and staff's service links go with their rows.
 */
export class SampleService {
  constructor(private readonly deps: SampleDeps) {}

  /** Marks the website's samples of the given kinds (all when none given) real. */
  keep(userId: string, websiteId: string, kinds?: readonly SampleKind[]): Promise<SampleCounts> {
    return this.change(userId, websiteId, kinds, async (tx, kind) => {
      const table = TABLES[kind];
      const rows = await tx
        .update(table)
        .set({ sample: false })
        .where(and(eq(table.websiteId, websiteId), eq(table.sample, true)))
        .returning({ id: table.id });
      return rows.length;
    });
  }

  /** Deletes the website's rows of the given kinds (all when none given) still marked sample. */
  remove(userId: string, websiteId: string, kinds?: readonly SampleKind[]): Promise<SampleCounts> {
    return this.change(userId, websiteId, kinds, async (tx, kind) => {
      const table = TABLES[kind];
      const rows = await tx
        .delete(table)
        .where(and(eq(table.websiteId, websiteId), eq(table.sample, true)))
        .returning({ id: table.id });
      return rows.length;
    });
  }

  /**
   * One transaction holding the website's row (as changes to its catalogue and booking setup
   * do), one statement per kind; raises the versions the live pages are cached by when anything
   * changed.
   */
  private async change(
    userId: string,
    websiteId: string,
    kinds: readonly SampleKind[] | undefined,
    each: (tx: Db, kind: SampleKind) => Promise<number>,
  ): Promise<SampleCounts> {
    const wanted = new Set(kinds ?? SAMPLE_KINDS);
    const counts: SampleCounts = { products: 0, services: 0, staff: 0, posts: 0 };
    await this.deps.db.transaction(async (tx) => {
      if (!(await findOwnedWebsite(tx, userId, websiteId, { lock: true }))) {
        throw notFound(WEBSITE_NOT_FOUND);
      }
      for (const kind of SAMPLE_KINDS) if (wanted.has(kind)) counts[kind] = await each(tx, kind);
      if (counts.products + counts.services + counts.staff > 0) {
        await bumpCatalogueVersion(tx, websiteId);
      }
      if (counts.posts > 0) await bumpBlogVersion(tx, websiteId);
    });
    if (Object.values(counts).some((n) => n > 0)) this.deps.onChanged?.();
    return counts;
  }
}
