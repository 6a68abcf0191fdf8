import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { adminQuery } from './admin-query.ts';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { warmTemplateImageCache } from './template-image-cache.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the dumped data folder of a migrated PGlite database (api-pglite). */
    pgliteSnapshot: string;
    /** A migrated database on the TEST_DATABASE_URL server, to copy (api-postgres). */
    postgresTemplate: string;
  }
}

/**
 * Vitest's global setup of the API projects: fills the machine's cache of processed template
 * pictures, runs the migrations once, before any test file, and
 * hands the migrated database to the workers, whose `createTestApp` starts every test database as
 * a copy of it instead of migrating a new one: a PGlite data folder dumped to a file, or a
 * PostgreSQL database for `CREATE DATABASE … TEMPLATE`. Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await warmTemplateImageCache();
  if (project.config.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `tessera_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      // Opening it applies every migration; the copies need no connection to it left open.
      await (await openDatabase({ kind: 'postgres', url: url.toString() })).close();
    } catch (error) {
      await drop();
      throw error;
    }
    project.provide('postgresTemplate', name);
    return drop;
  }
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'tessera-pglite-snapshot-'));
  const file = path.join(folder, 'pgdata.tar');
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await fs.writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => fs.rm(folder, { recursive: true, force: true });
}
