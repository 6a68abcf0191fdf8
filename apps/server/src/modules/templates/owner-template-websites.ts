import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ownerTemplates, websites } from '../../db/schema.ts';

/**
 * Deletes the hidden websites of the account's saved templates (the templates go with them, by
 * cascade). They belong to the system account, so deleting the owner alone would leave them.
 * Read the files they hold first (`MediaFiles.heldBy({ userId })` includes them).
 */
export async function deleteOwnerTemplateWebsites(tx: Db, userId: string): Promise<void> {
  await tx
    .delete(websites)
    .where(
      inArray(
        websites.id,
        tx
          .select({ id: ownerTemplates.websiteId })
          .from(ownerTemplates)
          .where(eq(ownerTemplates.userId, userId)),
      ),
    );
}
