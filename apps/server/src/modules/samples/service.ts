import { and, count, eq } from 'drizzle-orm';
import {
  SAMPLE_KINDS,
  type SampleCounts,
  type SampleKind,
  type SampleRemoval,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { posts, productVariants, products, services, staff } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { HeldFile, MediaFiles } from '../media/media-files.ts';
import { dropMediaOnlyUsedBy } from '../media/usage.ts';
import { bumpBlogVersion } from '../posts/post-records.ts';
import { bumpCatalogueVersion } from '../storefront/catalogue-version.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';

const TABLES = { products, services, staff, posts } as const;

export interface SampleDeps {
  db: Db;
  /** Removes the bytes of library files that removed samples alone used. */
  files?: MediaFiles;
  /** Told after a committed change that visitors may see (cached live pages are drawn afresh). */
  onChanged?: () => void;
}

/**
 * A website's sample rows, copied from a template: kept (made the owner's own, so visitors see
 * and trade them) or removed. Products' variants and staff's service links go with their rows.
 */
export class SampleService {
  constructor(private readonly deps: SampleDeps) {}

  /** How many rows of each kind the website holds still marked sample. */
  async counts(userId: string, websiteId: string): Promise<SampleCounts> {
    const db = this.deps.db;
    if (!(await findOwnedWebsite(db, userId, websiteId))) throw notFound(WEBSITE_NOT_FOUND);
    const counts: SampleCounts = { products: 0, services: 0, staff: 0, posts: 0 };
    for (const kind of SAMPLE_KINDS) {
      const table = TABLES[kind];
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(and(eq(table.websiteId, websiteId), eq(table.sample, true)));
      counts[kind] = row?.n ?? 0;
    }
    return counts;
  }

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

  /**
   * Deletes the website's rows of the given kinds (all when none given) still marked sample, and
   * the library items only those rows used (nothing else of the website shows them: no draft or
   * live page, the favicon, another product, post, service or author); their files leave the
   * store after the commit, unless another website or a release still holds them.
   */
  async remove(
    userId: string,
    websiteId: string,
    kinds?: readonly SampleKind[],
  ): Promise<SampleRemoval> {
    // The stored text of every row removed, where the addresses of the files they showed are.
    const gone: string[] = [];
    let files: HeldFile[] = [];
    const counts = await this.change(
      userId,
      websiteId,
      kinds,
      async (tx, kind) => {
        const table = TABLES[kind];
        const still = and(eq(table.websiteId, websiteId), eq(table.sample, true));
        if (kind === 'products') {
          const pictures = await tx
            .select({ image: productVariants.image })
            .from(productVariants)
            .innerJoin(products, eq(products.id, productVariants.productId))
            .where(and(eq(products.websiteId, websiteId), eq(products.sample, true)));
          gone.push(JSON.stringify(pictures));
        }
        const rows = await tx.delete(table).where(still).returning();
        gone.push(JSON.stringify(rows));
        return rows.length;
      },
      async (tx) => {
        files = await dropMediaOnlyUsedBy(tx, websiteId, gone.join('\n'));
      },
    );
    await this.deps.files?.release(files);
    return { ...counts, media: files.length };
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
    after?: (tx: Db) => Promise<void>,
  ): Promise<SampleCounts> {
    const wanted = new Set(kinds ?? SAMPLE_KINDS);
    const counts: SampleCounts = { products: 0, services: 0, staff: 0, posts: 0 };
    await this.deps.db.transaction(async (tx) => {
      if (!(await findOwnedWebsite(tx, userId, websiteId, { lock: true }))) {
        throw notFound(WEBSITE_NOT_FOUND);
      }
      for (const kind of SAMPLE_KINDS) if (wanted.has(kind)) counts[kind] = await each(tx, kind);
      await after?.(tx);
      if (counts.products + counts.services + counts.staff > 0) {
        await bumpCatalogueVersion(tx, websiteId);
      }
      if (counts.posts > 0) await bumpBlogVersion(tx, websiteId);
    });
    if (Object.values(counts).some((n) => n > 0)) this.deps.onChanged?.();
    return counts;
  }
}
