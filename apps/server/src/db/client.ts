import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { acquireDataLock } from './data-lock.ts';
import { hasEveryMigration, migrationsFolder } from './migrations.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string, for a connection of its own (the site listener). */
  url?: string;
  close(): Promise<void>;
  /** The connection pool's state on PostgreSQL (GET /metrics); PGlite is one connection. */
  pool?: () => PoolState;
  /**
   * The embedded database only: `handler` gets each payload announced on `channel` as the
   * announcing transaction commits, before its writer goes on (PGlite hears its own
   * notifications while answering). Resolves to the call that stops listening.
   */
  listen?: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
}

export interface PoolState {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  // `from`: an in-memory database starts as a copy of this dumped data folder (`dumpDataDir`);
  // the tests start each one from a migrated copy instead of running initdb and the migrations.
  | { kind: 'pglite'; dataDir: string | null; from?: Blob };

/**
 * Opens the database and applies every pending migration before returning. An embedded
 * database on disk is locked to this process until `close()` (`DataLockError` when another
 * process has it). Each driver is loaded only when used, which keeps start-up short.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  if (!target.dataDir) return openPglite(null, target.from);
  // PGlite creates its own folder but not the parents; the lock creates them.
  const lock = acquireDataLock(target.dataDir);
  try {
    const database = await openPglite(path.join(target.dataDir, 'pgdata'), target.from);
    return {
      ...database,
      close: () => database.close().finally(() => lock.release()),
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const max = 10;
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection that the server closes (restart, failover) must not crash the process:
  // the pool discards it and the next query opens a fresh one.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const db = drizzle(pool, { schema });
  if (!(await hasEveryMigration(db))) await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    url,
    close: () => pool.end(),
    pool: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
  };
}

/** In memory when `folder` is null; new ones start empty or as a copy of `from`. */
async function openPglite(folder: string | null, from?: Blob): Promise<Database> {
  const [{ PGlite }, { btree_gist }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // btree_gist backs the bookings' exclusion constraint (no two bookings of one person overlap).
  const extensions = { btree_gist };
  const client = folder
    ? new PGlite(folder, { extensions, loadDataDir: from })
    : new PGlite({ extensions, loadDataDir: from });
  try {
    const db = drizzle(client, { schema });
    if (!(await hasEveryMigration(db))) await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: () => client.close(),
      listen: async (channel, handler) => {
        const unlisten = await client.listen(channel, handler);
        return () => unlisten();
      },
    };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}
