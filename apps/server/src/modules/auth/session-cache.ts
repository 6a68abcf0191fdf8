import type { FastifyInstance } from 'fastify';
import type { ChannelSubscriber } from '../../db/channel-listener.ts';
import type { Database } from '../../db/client.ts';
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

interface Entry {
  session: SessionContext;
  /** When (epoch milliseconds) the entry stops being served: its life or the session's end. */
  until: number;
}

/**
 * Signed-in requests' sessions with their account, by token hash, so a busy dashboard does not
 * cost a query per request. Sign-out, password and e-mail changes, plan changes and account
 * deletion forget the account's sessions at once in the process that made them; on PostgreSQL
 * the other processes hear them on `tessera_session` (triggers of migration 0027) and do the
 * same. While a process cannot be sure to hear (not yet listening, the connection lost), it
 * serves nothing from here: every request asks the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** The token hashes remembered for each account. */
  private readonly keysOf = new Map<string, Set<string>>();
  /** Raised by every forgetting: a session read before it is not stored after it. */
  private epoch = 0;
  private trustedUntil: number;

  constructor(trusted: boolean) {
    this.trustedUntil = trusted ? Number.POSITIVE_INFINITY : 0;
  }

  /** The mark to give `set` with a session: read it before asking the database. */
  get stamp(): number {
    return this.epoch;
  }

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string): SessionContext | undefined {
    const now = Date.now();
    if (this.trustedUntil <= now) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.session;
    this.drop(tokenHash, entry.session.userId);
    return undefined;
  }

  /** Remembers a session read after `stamp` was taken, unless something was forgotten since. */
  set(tokenHash: string, session: SessionContext, expiresAt: Date, stamp: number): void {
    const now = Date.now();
    if (stamp !== this.epoch || this.trustedUntil <= now) return;
    if (this.entries.size >= MAX_ENTRIES) this.dropOldest();
    this.entries.set(tokenHash, {
      session,
      until: Math.min(now + LIFE_MS, expiresAt.getTime()),
    });
    let keys = this.keysOf.get(session.userId);
    if (!keys) this.keysOf.set(session.userId, (keys = new Set()));
    keys.add(tokenHash);
  }

  /** Called after any change to the account or to one of its sessions. */
  forgetAccount(userId: string): void {
    this.epoch++;
    const keys = this.keysOf.get(userId);
    if (!keys) return;
    this.keysOf.delete(userId);
    for (const key of keys) this.entries.delete(key);
  }

  /**
   * From now until `until`, remembered sessions may be served; 0 stops it at once. Trust given
   * anew starts from nothing remembered, since changes may have gone unheard before.
   */
  trustUntil(until: number): void {
    const now = Date.now();
    if (this.trustedUntil <= now && until > now) {
      this.epoch++;
      this.entries.clear();
      this.keysOf.clear();
    }
    this.trustedUntil = until;
  }

  private dropOldest(): void {
    const oldest = this.entries.entries().next().value;
    if (oldest) this.drop(oldest[0], oldest[1].session.userId);
  }

  private drop(tokenHash: string, userId: string): void {
    this.entries.delete(tokenHash);
    const keys = this.keysOf.get(userId);
    keys?.delete(tokenHash);
    if (keys?.size === 0) this.keysOf.delete(userId);
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
