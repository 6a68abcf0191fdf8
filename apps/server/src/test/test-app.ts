import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { adminQuery } from './admin-query.ts';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database's address (null on PGlite), for server processes on the same data. */
  url: string | null;
  dataDir: string;
  close(): Promise<void>;
  /**
   * A second app on the same database, as another server process would be: its own connections
   * on PostgreSQL; on PGlite, which one process opens at a time, the same embedded database.
   */
  twin(env?: Record<string, string>): Promise<TestApp>;
}

/**
 * A real app on a fresh database: in-memory PGlite, or (TEST_DB=postgres) a new database on the
 * TEST_DATABASE_URL server that is dropped afterwards. Either starts as a copy of the database
 * that the global setup migrated once for the run (`database-templates.ts`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'logger' | 'now'> = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-test-'));
  const config = {
    // Periodic domain checks and stock releases run only when a test calls their `tick()`.
    ...loadConfig({
      DATA_DIR: dataDir,
      PORT: '3000',
      DOMAIN_CHECK_INTERVAL_MS: '0',
      STOCK_HOLD_INTERVAL_MS: '0',
      POST_ANNOUNCE_INTERVAL_MS: '0',
      ...env,
    }),
    webDist: path.join(dataDir, 'no-web'),
  };
  let dropDatabase = async () => {};
  let url: string | null = null;
  let database: Database;
  if (process.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `tessera_t_${randomBytes(6).toString('hex')}`;
    const template = inject('postgresTemplate');
    await adminQuery(
      serverUrl,
      `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`,
    );
    const address = new URL(serverUrl);
    address.pathname = `/${name}`;
    url = address.toString();
    database = await openDatabase({ kind: 'postgres', url });
    dropDatabase = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: null, from: await pgliteSnapshot() });
  }
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  const twin = async (twinEnv: Record<string, string> = {}): Promise<TestApp> => {
    const own = url ? await openDatabase({ kind: 'postgres', url }) : null;
    const twinDatabase = own ?? database;
    const twinConfig = {
      ...loadConfig({ DATA_DIR: dataDir, PORT: '3000', DOMAIN_CHECK_INTERVAL_MS: '0', ...twinEnv }),
      webDist: path.join(dataDir, 'no-web'),
    };
    const twinApp = await buildApp({ config: twinConfig, database: twinDatabase, ...options });
    await twinApp.ready();
    return {
      app: twinApp,
      database: twinDatabase,
      url,
      dataDir,
      twin,
      async close() {
        await twinApp.close();
        await own?.close();
      },
    };
  };
  return {
    app,
    database,
    url,
    dataDir,
    twin,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

let snapshot: Promise<Blob | undefined> | undefined;

/** The migrated PGlite data folder of the global setup, read once per worker. */
function pgliteSnapshot(): Promise<Blob | undefined> {
  const file = inject('pgliteSnapshot');
  snapshot ??= file
    ? fs.readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return snapshot;
}
