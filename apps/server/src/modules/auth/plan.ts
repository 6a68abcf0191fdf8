import { eq, sql } from 'drizzle-orm';
import type { PlanId } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Moves an account to another plan; returns the account's e-mail, or null when none matches. */
export async function setPlanByEmail(db: Db, email: string, plan: PlanId): Promise<string | null> {
  const updated = await db
    .update(users)
    .set({ plan, updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ email: users.email });
  return updated[0]?.email ?? null;
}
