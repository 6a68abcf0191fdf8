import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataLockError } from '../db/data-lock.ts';
import { readOperatorChannel } from '../process/operator-channel.ts';
import { writeDump, type Migration } from './dump.ts';
import {
  ARCHIVE_FORMAT,
  DUMP_ENTRY,
  MANIFEST,
  MEDIA_PREFIX,
  S3_LISTING,
  hashing,
  type Manifest,
  type ManifestEntry,
} from './manifest.ts';
import { listS3Media } from './s3-listing.ts';
import { TarWriter } from './tar.ts';
import { GzipMembers } from './gzip-members.ts';

export class BackupError extends Error {}

/** Already compressed: stored as they are (gzip-members.ts). */
const PACKED = /\.(jpe?g|png|webp|avif|gif|heic|mp4|m4v|webm|mov|mp3|m4a|ogg|woff2?|zip|gz|br)$/i;

const tesseraVersion = (): string =>
  (
    JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8'),
    ) as { version: string }
  ).version;

interface DumpHeader {
  migration: Migration;
  database: 'pglite' | 'postgres';
}

/** Checks the dump's first and last lines: made by this format, and not cut short. */
async function checkDump(file: string): Promise<DumpHeader> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, 4096));
    await handle.read(head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(size, 512));
    await handle.read(tail, 0, tail.length, size - tail.length);
    const first = JSON.parse(head.toString('utf8').split('\n')[0]!) as [string, number, DumpHeader];
    const last = tail.toString('utf8').trimEnd().split('\n').pop()!;
    if (first[0] !== 'tessera-dump' || !last.startsWith('["end",')) {
      throw new BackupError('The database dump was cut short');
    }
    return first[2];
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError('The database dump was cut short');
  } finally {
    await handle.close();
  }
}

/** The running server on the embedded database writes the dump (it alone holds the folder). */
async function dumpThroughServer(locked: DataLockError, target: string): Promise<void> {
  const channel = readOperatorChannel(locked.dataDir);
  if (
    !channel ||
    channel.pid !== locked.owner.pid ||
    channel.hostname !== os.hostname() ||
    locked.owner.hostname !== os.hostname()
  ) {
    throw new BackupError(
      `${locked.message} If it is a Tessera server that is starting, try again.`,
    );
  }
  let response: Response;
  try {
    response = await fetch(`${channel.url}/api/internal/operator/backup-dump`, {
      headers: { authorization: `Bearer ${channel.token}` },
    });
  } catch {
    throw new BackupError(`${locked.message} The server did not answer at ${channel.url}.`);
  }
  if (!response.ok || !response.body) {
    throw new BackupError(`The running server answered ${response.status} to the dump request`);
  }
  await pipeline(response.body, fs.createWriteStream(target));
}

async function dumpDatabase(config: Config, target: string): Promise<void> {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pgdata'))) {
    throw new BackupError(`There is no database in ${config.dataDir}`);
  }
  let database;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DataLockError) return dumpThroughServer(error, target);
    throw error;
  }
  const out = fs.createWriteStream(target);
  try {
    await writeDump(database.db, database.kind, async (text) => {
      if (!out.write(text)) await once(out, 'drain');
    });
    out.end();
    await once(out, 'finish');
  } finally {
    out.destroy();
    await database.close();
  }
}

/** Every media file under `root`, as store keys (slash-separated), sorted. */
async function mediaKeys(root: string): Promise<string[]> {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

export interface BackupSummary {
  file: string;
  manifest: Manifest;
}

/**
 * Writes one archive (tar, gzip): the database dump, the media files (or, with S3 media, a listing
 * of the bucket's objects, which stay there), and the manifest last. Media are content-addressed
 * and never change once written, so copying them after the dump misses nothing the dump names,
 * except a file deleted in between, which is left out.
 */
export async function createBackup(config: Config, file: string): Promise<BackupSummary> {
  const target = path.resolve(file);
  if (!fs.existsSync(path.dirname(target))) {
    throw new BackupError(`There is no folder ${path.dirname(target)} to write ${file} in`);
  }
  const draft = `${target}.${process.pid}.part`;
  const dumpFile = `${target}.${process.pid}.dump`;
  const gzip = new GzipMembers(draft);
  const tar = new TarWriter(gzip);
  const entries: ManifestEntry[] = [];
  const add = async (
    name: string,
    size: number,
    body: AsyncIterable<Buffer> | Iterable<Buffer>,
  ) => {
    const hash = hashing();
    await gzip.setLevel(PACKED.test(name) ? 0 : zlib.constants.Z_BEST_SPEED);
    await tar.add(name, size, hash.pass(body));
    entries.push({ name, ...hash.result() });
  };
  try {
    await dumpDatabase(config, dumpFile);
    const header = await checkDump(dumpFile);
    await add(
      DUMP_ENTRY,
      (await fsp.stat(dumpFile)).size,
      fs.createReadStream(dumpFile, { highWaterMark: 1 << 20 }),
    );
    await fsp.rm(dumpFile, { force: true });

    let media: Manifest['media'];
    if (config.mediaS3) {
      const objects = await listS3Media(config.mediaS3);
      const listing = Buffer.from(
        `${JSON.stringify({ bucket: config.mediaS3.bucket, endpoint: config.mediaS3.endpoint ?? null, objects }, null, 1)}\n`,
      );
      await add(S3_LISTING, listing.length, [listing]);
      media = {
        store: 's3',
        bucket: config.mediaS3.bucket,
        objects: objects.length,
        bytes: objects.reduce((sum, o) => sum + o.size, 0),
        note: 'The media objects stay in the bucket; this archive lists their keys, sizes and ETags.',
      };
    } else {
      const root = path.join(config.dataDir, 'media');
      let files = 0;
      let bytes = 0;
      for (const key of await mediaKeys(root)) {
        const fullPath = path.join(root, ...key.split('/'));
        let handle;
        try {
          handle = await fsp.open(fullPath, 'r');
        } catch {
          continue; // deleted since it was listed
        }
        try {
          const { size } = await handle.stat();
          await add(
            `${MEDIA_PREFIX}${key}`,
            size,
            handle.createReadStream({ autoClose: false, highWaterMark: 1 << 20 }),
          );
          files += 1;
          bytes += size;
        } finally {
          await handle.close();
        }
      }
      media = { store: 'files', files, bytes };
    }

    const manifest: Manifest = {
      format: 'tessera-backup',
      formatVersion: ARCHIVE_FORMAT,
      tesseraVersion: tesseraVersion(),
      migration: header.migration,
      database: header.database,
      createdAt: new Date().toISOString(),
      media,
      entries,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`);
    await tar.add(MANIFEST, manifestBytes.length, [manifestBytes]);
    await tar.finish();
    await fsp.rename(draft, target);
    return { file: target, manifest };
  } catch (error) {
    gzip.destroy();
    await fsp.rm(draft, { force: true });
    await fsp.rm(dumpFile, { force: true });
    throw error;
  }
}
