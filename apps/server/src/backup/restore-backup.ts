import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Config } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { acquireDataLock } from '../db/data-lock.ts';
import { migrationsFolder } from '../db/migrations.ts';
import { DiskMediaStore } from '../media/disk-store.ts';
import { S3MediaStore } from '../media/s3-store.ts';
import type { MediaStore } from '../media/store.ts';
import { journal, type Migration } from './dump.ts';
import { loadDump } from './load-dump.ts';
import { ARCHIVE_FORMAT, DUMP_ENTRY, MANIFEST, MEDIA_PREFIX, type Manifest } from './manifest.ts';
import { DamagedArchiveError, readTar, type TarEntry } from './tar.ts';

export class RestoreError extends Error {}

function damaged(error: unknown, where: string): unknown {
  if (error instanceof DamagedArchiveError) return error;
  if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
    return new DamagedArchiveError(`The archive is damaged (not readable gzip) at ${where}`);
  }
  return error;
}

/** The archive's entries in order; a stream that is not gzip, or breaks off, is a damaged archive. */
async function* archiveEntries(file: string): AsyncGenerator<TarEntry> {
  const gunzip = zlib.createGunzip({ chunkSize: 1 << 20 });
  const input = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  let current = 'its first entry';
  try {
    for await (const entry of readTar(gunzip)) {
      current = entry.name;
      const body = async function* () {
        try {
          yield* entry.body();
        } catch (error) {
          throw damaged(error, entry.name);
        }
      };
      yield { ...entry, body };
      current = `the entry after ${entry.name}`;
    }
  } catch (error) {
    throw damaged(error, current);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

/** Reads the whole archive once and checks every entry against the manifest. */
export async function verifyArchive(file: string): Promise<Manifest> {
  const found = new Map<string, { size: number; sha256: string }>();
  let manifestBytes: Buffer | null = null;
  for await (const entry of archiveEntries(file)) {
    const hash = createHash('sha256');
    const parts: Buffer[] = [];
    for await (const chunk of entry.body()) {
      hash.update(chunk);
      if (entry.name === MANIFEST) parts.push(chunk);
    }
    if (entry.name === MANIFEST) manifestBytes = Buffer.concat(parts);
    else found.set(entry.name, { size: entry.size, sha256: hash.digest('hex') });
  }
  if (!manifestBytes) throw new DamagedArchiveError(`The archive has no ${MANIFEST}`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
  } catch {
    throw new DamagedArchiveError(`The archive's ${MANIFEST} is not readable`);
  }
  if (manifest.format !== 'tessera-backup' || !Array.isArray(manifest.entries)) {
    throw new DamagedArchiveError(`The archive's ${MANIFEST} is not a Tessera backup's`);
  }
  for (const entry of manifest.entries) {
    const actual = found.get(entry.name);
    if (!actual) throw new DamagedArchiveError(`The archive lacks ${entry.name}`);
    if (actual.size !== entry.size || actual.sha256 !== entry.sha256) {
      throw new DamagedArchiveError(
        `The archive is damaged: ${entry.name} does not match its SHA-256 checksum in ${MANIFEST}`,
      );
    }
    found.delete(entry.name);
  }
  const extra = [...found.keys()][0];
  if (extra)
    throw new DamagedArchiveError(`The archive holds ${extra}, which ${MANIFEST} does not list`);
  return manifest;
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  const entries = await fsp.readdir(folder).catch(() => []);
  return entries.length === 0;
}

async function emptyPostgres(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_%'`,
    );
    return Number(result.rows[0]!.count) === 0;
  } finally {
    await client.end();
  }
}

/** A copy of the migration folder that stops at `last`, for the migrator. */
async function migrationsUpTo(last: Migration): Promise<string> {
  const entries = journal();
  const index = entries.findIndex((entry) => entry.when === last.when);
  if (index === -1) {
    throw new RestoreError(
      `The archive's database is at migration ${last.tag}, which this Tessera does not have: restore it with the version that made it (or a newer one)`,
    );
  }
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'tessera-migrations-'));
  await fsp.mkdir(path.join(folder, 'meta'));
  const full = JSON.parse(
    await fsp.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const kept = full.entries.slice(0, index + 1);
  await fsp.writeFile(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...full, entries: kept }),
  );
  for (const entry of kept) {
    await fsp.copyFile(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

/** Opens the empty target database and migrates it as far as the archive's database went. */
async function openAtMigration(
  config: Config,
  folder: string,
): Promise<{ db: Db; close(): Promise<void> }> {
  if (config.databaseUrl) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: folder });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  const lock = acquireDataLock(config.dataDir);
  const [{ PGlite }, { btree_gist }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite(path.join(config.dataDir, 'pgdata'), { extensions: { btree_gist } });
  const close = () => client.close().finally(() => lock.release());
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    return { db: db as unknown as Db, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface RestoreSummary {
  manifest: Manifest;
  tables: number;
  rows: number;
  mediaFiles: number;
}

/**
 * Restores an archive of `createBackup` into an empty data folder (embedded database) or an empty
 * database (DATABASE_URL): every checksum first, then the migrations up to the archive's, the rows
 * in one transaction, the remaining migrations, and last the media files.
 */
export async function restoreBackup(config: Config, file: string): Promise<RestoreSummary> {
  if (!fs.existsSync(file)) throw new RestoreError(`There is no file ${file}`);
  const manifest = await verifyArchive(file);
  if (manifest.formatVersion !== ARCHIVE_FORMAT) {
    throw new RestoreError(
      `The archive's format (${manifest.formatVersion}) is not one this Tessera reads`,
    );
  }
  if (!manifest.entries.some((entry) => entry.name === DUMP_ENTRY)) {
    throw new RestoreError(`The archive holds no ${DUMP_ENTRY}`);
  }
  const mediaRoot = path.join(config.dataDir, 'media');
  if (config.databaseUrl) {
    if (!(await emptyPostgres(config.databaseUrl))) {
      throw new RestoreError(
        'The database of DATABASE_URL is not empty: restore into a new, empty database',
      );
    }
    if (!config.mediaS3 && !(await isEmptyFolder(mediaRoot))) {
      throw new RestoreError(`${mediaRoot} is not empty: restore next to an empty media folder`);
    }
  } else if (!(await isEmptyFolder(config.dataDir))) {
    throw new RestoreError(
      `The data folder ${config.dataDir} is not empty: restore into a new, empty folder (DATA_DIR)`,
    );
  }

  const folder = await migrationsUpTo(manifest.migration);
  let loaded = { tables: 0, rows: 0 };
  let mediaFiles = 0;
  try {
    const database = await openAtMigration(config, folder);
    try {
      for await (const entry of archiveEntries(file)) {
        if (entry.name !== DUMP_ENTRY) continue;
        loaded = await loadDump(database.db, entry.body(), manifest.migration);
        break;
      }
    } finally {
      await database.close();
    }
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
  // The migrations after the archive's, as at any start.
  await (
    await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    )
  ).close();

  const store: MediaStore = config.mediaS3
    ? await S3MediaStore.create(config.mediaS3)
    : new DiskMediaStore(mediaRoot);
  const scratch = path.join(config.dataDir, `restore.${process.pid}.part`);
  await fsp.mkdir(scratch, { recursive: true });
  try {
    for await (const entry of archiveEntries(file)) {
      if (!entry.name.startsWith(MEDIA_PREFIX)) continue;
      const local = path.join(scratch, String(mediaFiles));
      await pipeline(entry.body(), fs.createWriteStream(local));
      await store.putFile(entry.name.slice(MEDIA_PREFIX.length), local);
      mediaFiles += 1;
    }
  } finally {
    await fsp.rm(scratch, { recursive: true, force: true });
  }
  return { manifest, ...loaded, mediaFiles };
}
