import type { FastifyInstance } from 'fastify';
import type { ChannelSubscriber } from '../../db/channel-listener.ts';
import type { Database } from '../../db/client.ts';
import { HeardMemory } from '../../db/heard-memory.ts';
import type { SessionContext } from './service.ts';

/** The channel every committed change to a session or an account is announced on. */
export const SESSION_CHANNEL = 'tessera_session';

/**
 * How long a remembered session is served without asking the database. Every change to a
 * session or its account is forgotten as it happens, so this only bounds how long a change the
 * server was not told of could go unseen; a minute costs a busy owner one query a minute.
 */
const LIFE_MS = 60_000;
/** Sessions remembered at most; past it the oldest is forgotten first. */
const MAX_ENTRIES = 10_000;

/**
 * Signed-in requests' sessions with their account, by token hash, so a busy dashboard does not
 * cost a query per request. Sign-out, password and e-mail changes, plan changes and account
 * deletion forget the account's sessions at once in the process that made them; on PostgreSQL
 * the other processes hear them on `tessera_session` (triggers of migration 0027) and do the
 * same. While a process cannot be sure to hear (not yet listening, the connection lost), it
 * serves nothing from here: every request asks the database.
 */
export class SessionCache {
  private readonly memory: HeardMemory<SessionContext>;

  constructor(trusted: boolean) {
    this.memory = new HeardMemory(trusted, MAX_ENTRIES);
  }

  /** The mark to give `set` with a session: read it before asking the database. */
  get stamp(): number {
    return this.memory.stamp;
  }

  get size(): number {
    return this.memory.size;
  }

  get(tokenHash: string): SessionContext | undefined {
    return this.memory.get(tokenHash);
  }

  /**
   * Remembers a session read after `stamp` was taken, for its life at most and never past the
   * session's end, unless something was forgotten since.
   */
  set(tokenHash: string, session: SessionContext, expiresAt: Date, stamp: number): void {
    const until = Math.min(Date.now() + LIFE_MS, expiresAt.getTime());
    this.memory.set(tokenHash, session, session.userId, stamp, until);
  }

  /** Called after any change to the account or to one of its sessions. */
  forgetAccount(userId: string): void {
    this.memory.forget(userId);
  }

  /** From now until `until`, remembered sessions may be served; 0 stops it at once. */
  trustUntil(until: number): void {
    this.memory.trustUntil(until);
  }
}

const caches = new WeakMap<Database, SessionCache>();

/**
 * The session cache of a database: shared by every app on the same embedded database (one
 * process owns it). On PostgreSQL it is trusted only while the change listener hears changes.
 */
export function sessionCacheFor(database: Database): SessionCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new SessionCache(database.kind === 'pglite');
    caches.set(database, cache);
  }
  return cache;
}

/** On PostgreSQL: the cache hears other processes' changes to accounts and their sessions. */
export function sessionSubscriber(cache: SessionCache): ChannelSubscriber {
  return {
    channel: SESSION_CHANNEL,
    heard: (userId) => cache.forgetAccount(userId),
    trustUntil: (until) => cache.trustUntil(until),
  };
}

/**
 * On the embedded database the cache hears the same announcements, before the changing query's
 * caller goes on: a change by any writer (a command of the operator, a hand-made update) is
 * forgotten as it commits, not only those this process's services make.
 */
export async function hearSessionChangesOnEmbedded(
  app: FastifyInstance,
  database: Database,
  cache: SessionCache,
): Promise<void> {
  if (!database.listen) return;
  const unlisten = await database.listen(SESSION_CHANNEL, (userId) => cache.forgetAccount(userId));
  app.addHook('onClose', () => unlisten().catch(() => {}));
}
