import { count, eq } from 'drizzle-orm';
import { PLANS, type AccountUsage } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { users, websites } from '../../db/schema.ts';
import { unauthorized } from '../../http/errors.ts';

/** How the media library reckons an account's storage (`MediaService.usage`). */
export type StorageUsage = (userId: string) => Promise<{ usedBytes: number }>;

/**
 * The account's plan and what it uses of it: websites as the plan limit counts them (every
 * status), storage as the upload check counts it. Only the signed-in owner's own figures.
 */
export async function accountUsage(
  db: Db,
  storageUsage: StorageUsage,
  userId: string,
): Promise<AccountUsage> {
  const [[owner], [sites], storage] = await Promise.all([
    db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)),
    db.select({ n: count() }).from(websites).where(eq(websites.userId, userId)),
    storageUsage(userId),
  ]);
  if (!owner) throw unauthorized();
  const plan = PLANS[owner.plan] ?? PLANS.free;
  return {
    plan: plan.id,
    websites: { used: Number(sites?.n ?? 0), limit: plan.websiteLimit },
    storage: { usedBytes: storage.usedBytes, limitBytes: plan.storageBytes },
  };
}
