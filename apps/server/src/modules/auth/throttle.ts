import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_MAX_FAILURES = 10;

/**
 * Failed sign-ins live in the database so every server process sees the same count.
 * Returns the seconds to wait when the account or the address is over the limit, else null.
 */
export async function throttleDelay(db: Db, email: string, ip: string): Promise<number | null> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const counts = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`,
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`,
      oldest: sql<string | null>`min(${loginFailures.createdAt})`,
    })
    .from(loginFailures)
    .where(
      and(gt(loginFailures.createdAt, since), or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))),
    );
  const row = counts[0];
  if (!row) return null;
  if (Number(row.byEmail) < THROTTLE_MAX_FAILURES && Number(row.byIp) < THROTTLE_MAX_FAILURES) {
    return null;
  }
  const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
  return Math.max(1, Math.ceil((oldest + THROTTLE_WINDOW_MS - Date.now()) / 1000));
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
  // Keep the table small: anything outside the window no longer counts.
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(Date.now() - THROTTLE_WINDOW_MS)));
}

/** A successful sign-in proves the owner knows the password: their account's count restarts. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
