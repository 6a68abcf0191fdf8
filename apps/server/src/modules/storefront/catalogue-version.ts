import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { websites } from '../../db/schema.ts';

/**
 * Marks a website's catalogue as changed (a product saved, stock taken or given back). Published
 * pages that show products are cached under this version, so the next visitor sees the change,
 * whichever process served the change. Call it in the transaction of the change.
 */
export async function bumpCatalogueVersion(tx: Db, websiteId: string): Promise<void> {
  await tx
    .update(websites)
    .set({ catalogueVersion: sql`${websites.catalogueVersion} + 1` })
    .where(eq(websites.id, websiteId));
}
