// Operator commands: `npm run cli -- <command> ...`
import os from 'node:os';
import { PLAN_IDS, type PlanId } from '@tessera/core';
import { BackupError, createBackup } from './backup/create-backup.ts';
import { RestoreError, restoreBackup } from './backup/restore-backup.ts';
import { DamagedArchiveError } from './backup/tar.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataLockError } from './db/data-lock.ts';
import { setPlanByEmail } from './modules/auth/plan.ts';
import { readOperatorChannel } from './process/operator-channel.ts';

const usage = `Usage:
  npm run cli -- set-plan <email> <${PLAN_IDS.join('|')}>
  npm run cli -- backup <file>     one archive: database, media (or an S3 listing), manifest
  npm run cli -- restore <file>    into an empty data folder (DATA_DIR) or database (DATABASE_URL)`;

/**
 * The embedded database is held by the running server (data-lock.ts): the command goes to that
 * server instead, through the address and token it left in the data folder.
 */
async function setPlanThroughServer(
  locked: DataLockError,
  email: string,
  plan: PlanId,
): Promise<number> {
  const channel = readOperatorChannel(locked.dataDir);
  if (
    !channel ||
    channel.pid !== locked.owner.pid ||
    channel.hostname !== os.hostname() ||
    locked.owner.hostname !== os.hostname()
  ) {
    console.error(`${locked.message} If it is a Tessera server that is starting, try again.`);
    return 1;
  }
  let response: Response;
  try {
    response = await fetch(`${channel.url}/api/internal/operator/set-plan`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channel.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, plan }),
    });
  } catch {
    console.error(`${locked.message} The server did not answer at ${channel.url}.`);
    return 1;
  }
  const body = (await response.json().catch(() => null)) as {
    data?: { email: string };
    error?: { message: string };
  } | null;
  if (response.ok && body?.data) {
    console.log(`${body.data.email} is now on the ${plan} plan (told the running server)`);
    return 0;
  }
  console.error(body?.error?.message ?? `The running server answered ${response.status}`);
  return 1;
}

async function setPlan(email: string | undefined, plan: string | undefined): Promise<number> {
  if (!email || !plan || !(PLAN_IDS as readonly string[]).includes(plan)) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DataLockError) return setPlanThroughServer(error, email, plan as PlanId);
    throw error;
  }
  try {
    const updated = await setPlanByEmail(database.db, email, plan as PlanId);
    if (!updated) {
      console.error(`No account with the e-mail ${email}`);
      return 1;
    }
    console.log(`${updated} is now on the ${plan} plan`);
    return 0;
  } finally {
    await database.close();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Errors an operator can act on are printed as a sentence; anything else is a bug. */
async function explained(work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (
      error instanceof BackupError ||
      error instanceof RestoreError ||
      error instanceof DamagedArchiveError ||
      error instanceof DataLockError
    ) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

function backup(file: string | undefined): Promise<number> {
  if (!file) {
    console.error(usage);
    return Promise.resolve(2);
  }
  return explained(async () => {
    const started = performance.now();
    const { file: written, manifest } = await createBackup(loadConfig(), file);
    const media =
      manifest.media.store === 'files'
        ? `${manifest.media.files} media files (${megabytes(manifest.media.bytes)})`
        : `a listing of ${manifest.media.objects} media objects in the bucket ${manifest.media.bucket}, which stay there`;
    console.log(
      `Backed up the ${manifest.database} database (migration ${manifest.migration.tag}) and ${media} to ${written} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  });
}

function restore(file: string | undefined): Promise<number> {
  if (!file) {
    console.error(usage);
    return Promise.resolve(2);
  }
  return explained(async () => {
    const started = performance.now();
    const config = loadConfig();
    const summary = await restoreBackup(config, file);
    const where = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
    console.log(
      `Restored ${summary.rows} rows of ${summary.tables} tables and ${summary.mediaFiles} media files from ${file} (made ${summary.manifest.createdAt}) into ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  });
}

async function run(command: string | undefined, args: string[]): Promise<number> {
  if (command === 'set-plan') return setPlan(args[0], args[1]);
  if (command === 'backup') return backup(args[0]);
  if (command === 'restore') return restore(args[0]);
  console.error(usage);
  return 2;
}

const [command, ...args] = process.argv.slice(2);
process.exit(await run(command, args));
