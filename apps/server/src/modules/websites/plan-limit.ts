import { count, eq } from 'drizzle-orm';
import { PLANS, type Plan } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { users, websites } from '../../db/schema.ts';
import { planLimit, unauthorized } from '../../http/errors.ts';

/**
 * The owner's plan, their row locked until the transaction ends: a limit counted after it holds
 * even when two requests of theirs arrive together.
 */
export async function lockedPlanOf(tx: Db, userId: string): Promise<Plan> {
  const owner = await tx
    .select({ plan: users.plan })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!owner[0]) throw unauthorized();
  return PLANS[owner[0].plan] ?? PLANS.free;
}

/**
 * Refuses a new website (created or duplicated) beyond what the owner's plan allows. Every website
 * counts, whatever its status. Call it inside the transaction that inserts the website: it locks
 * the owner's row, so two simultaneous creations cannot both slip under the limit.
 */
export async function enforceWebsiteLimit(tx: Db, userId: string): Promise<void> {
  const plan = await lockedPlanOf(tx, userId);
  const limit = plan.websiteLimit;
  if (limit === null) return;
  const [row] = await tx.select({ n: count() }).from(websites).where(eq(websites.userId, userId));
  if ((row?.n ?? 0) >= limit) {
    throw planLimit(
      `Your ${plan.name} plan allows ${limit} ${limit === 1 ? 'website' : 'websites'}. ` +
        'Upgrade your plan to create more.',
    );
  }
}
