import { and, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

// Every column of the account but its password hash: what a signed-in request may be shown.
const { passwordHash: _hash, ...accountColumns } = getTableColumns(users);

/**
 * A live session by its token's hash, with its account, in one prepared query (one round trip
 * and no planning per signed-in request that the session cache does not answer).
 */
export function sessionByToken(db: Db) {
  return db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, ...accountColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1)
    .prepare('session_by_token');
}

export type SessionByToken = ReturnType<typeof sessionByToken>;
