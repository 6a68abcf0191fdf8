import { and, asc, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { secondsUntilAllowed } from '../../db/rate-limit.ts';
import { loginFailures } from '../../db/schema.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures one address may make across all accounts in the window. */
export const ADDRESS_MAX_FAILURES = 10;
/** Failures one address may make against one account in the window. */
export const PAIR_MAX_FAILURES = 5;
/** Failures against one account, from anywhere, beyond which the account is under attack. */
export const ACCOUNT_ATTACK_THRESHOLD = 10;
/** While the account is under attack, what each address may still try against it. */
export const UNDER_ATTACK_PAIR_MAX = 1;

type Attempt = { id: number; retryAfterSeconds: null } | { id: null; retryAfterSeconds: number };
type Failure = { id: number; email: string; ip: string; createdAt: Date };

/**
 * Records a sign-in attempt as a failure before its password is checked, so attempts sent in
 * parallel see each other and no more than a limit can be in flight. Rows live in the database,
 * so every server process shares the count. When a rule refuses the attempt, its row is withdrawn
 * and the caller gets the seconds to wait.
 *
 * The rules slow the guessing address, never the account as a whole: an owner at an address that
 * has not failed against the account always gets to try the right password.
 */
export async function beginSignInAttempt(db: Db, email: string, ip: string): Promise<Attempt> {
  const inserted = await db
    .insert(loginFailures)
    .values({ email, ip })
    .returning({ id: loginFailures.id });
  const id = inserted[0]!.id;
  const now = Date.now();
  const rows: Failure[] = await db
    .select({
      id: loginFailures.id,
      email: loginFailures.email,
      ip: loginFailures.ip,
      createdAt: loginFailures.createdAt,
    })
    .from(loginFailures)
    .where(
      and(
        or(eq(loginFailures.ip, ip), eq(loginFailures.email, email)),
        gt(loginFailures.createdAt, new Date(now - THROTTLE_WINDOW_MS)),
      ),
    )
    .orderBy(asc(loginFailures.createdAt), asc(loginFailures.id));
  const wait = secondsToWait(rows, { id, email, ip }, now);
  if (wait === 0) return { id, retryAfterSeconds: null };
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
  return { id: null, retryAfterSeconds: wait };
}

/** 0 when every rule admits the attempt; else the longest wait any rule asks for. */
function secondsToWait(
  rows: Failure[],
  own: { id: number; email: string; ip: string },
  now: number,
): number {
  const byAddress = rows.filter((row) => row.ip === own.ip);
  const byPair = byAddress.filter((row) => row.email === own.email);
  const byAccount = rows.filter((row) => row.email === own.email);
  const waitFor = (list: Failure[], max: number) =>
    list.length <= max
      ? 0
      : secondsUntilAllowed(
          list.filter((row) => row.id !== own.id).map((row) => row.createdAt),
          max,
          THROTTLE_WINDOW_MS,
          now,
        );
  // Distributed guessing: once the account is under attack, an address that has already failed
  // against it must wait, and a new one gets a single try. Either condition lapsing readmits it.
  const underAttack =
    byAccount.length > ACCOUNT_ATTACK_THRESHOLD && byPair.length > UNDER_ATTACK_PAIR_MAX
      ? Math.min(
          waitFor(byAccount, ACCOUNT_ATTACK_THRESHOLD),
          waitFor(byPair, UNDER_ATTACK_PAIR_MAX),
        )
      : 0;
  return Math.max(
    waitFor(byAddress, ADDRESS_MAX_FAILURES),
    waitFor(byPair, PAIR_MAX_FAILURES),
    underAttack,
  );
}

/** Keeps the table small: failures outside the window no longer count. */
export async function pruneLoginFailures(db: Db): Promise<void> {
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(Date.now() - THROTTLE_WINDOW_MS)));
}

/**
 * A successful sign-in proves this address knows the password: its failures against the account
 * (the attempt's own row among them) no longer count. Other addresses' failures still do.
 */
export async function clearLoginFailures(db: Db, email: string, ip: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}
