import { and, asc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const THROTTLE_MAX_FAILURES = 10;

type Attempt = { id: number; retryAfterSeconds: null } | { id: null; retryAfterSeconds: number };

/**
 * Records a sign-in attempt as a failure before its password is checked, so attempts sent in
 * parallel see each other and no more than the limit can be in flight. Rows live in the database,
 * so every server process shares the count. Over the limit for the account or for the address,
 * the attempt is withdrawn and the caller gets the seconds to wait.
 */
export async function beginSignInAttempt(db: Db, email: string, ip: string): Promise<Attempt> {
  const inserted = await db
    .insert(loginFailures)
    .values({ email, ip })
    .returning({ id: loginFailures.id });
  const id = inserted[0]!.id;
  const waits = await Promise.all([
    secondsUntilAllowed(db, eq(loginFailures.email, email), id),
    secondsUntilAllowed(db, eq(loginFailures.ip, ip), id),
  ]);
  const wait = Math.max(...waits.map((w) => w ?? 0));
  if (wait === 0) return { id, retryAfterSeconds: null };
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
  return { id: null, retryAfterSeconds: wait };
}

/** Null while the key is within the limit; else when enough earlier failures leave the window. */
async function secondsUntilAllowed(db: Db, key: SQL, ownId: number): Promise<number | null> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const rows = await db
    .select({ id: loginFailures.id, createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(key, gt(loginFailures.createdAt, since)))
    .orderBy(asc(loginFailures.createdAt), asc(loginFailures.id));
  if (rows.length <= THROTTLE_MAX_FAILURES) return null;
  const earlier = rows.filter((row) => row.id !== ownId);
  // The next attempt is allowed once the earlier failures fall to the limit minus one.
  const mustExpire = earlier[earlier.length - THROTTLE_MAX_FAILURES];
  const expiresAt = (mustExpire ?? earlier[0]!).createdAt.getTime() + THROTTLE_WINDOW_MS;
  return Math.max(1, Math.ceil((expiresAt - Date.now()) / 1000));
}

/** Keeps the table small: failures outside the window no longer count. */
export async function pruneLoginFailures(db: Db): Promise<void> {
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(Date.now() - THROTTLE_WINDOW_MS)));
}

/** A successful sign-in proves the owner knows the password: their account's count restarts. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
