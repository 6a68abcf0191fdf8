import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process per embedded database: two PGlite instances on one folder each keep their own
 * copy in memory and overwrite each other's writes. The lock is a file created atomically
 * (a complete file is hard-linked into place, which fails if one exists), naming its owner.
 * A lock whose owner is gone is taken over, so a crash never needs a person to clean up.
 */

export const LOCK_FILE = 'tessera.lock';

interface LockOwner {
  pid: number;
  hostname: string;
  /** When the owner process started, for people (ISO-8601). */
  startedAt: string;
  /** The kernel's start time of the process (Linux), so a reused pid is not taken for the owner. */
  processStart: string | null;
}

export class DataLockError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const where = owner.hostname === os.hostname() ? '' : ` on ${owner.hostname}`;
    super(
      `The data folder ${dataDir} is in use by another Tessera process ` +
        `(pid ${owner.pid}${where}, started ${owner.startedAt}). ` +
        'Stop that process first, or give this one another DATA_DIR.',
    );
    this.name = 'DataLockError';
  }
}

export interface DataLock {
  release(): void;
}

/** Reads a process's start time from /proc; null where there is no /proc or no such process. */
export function processStartOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name before it may hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process a lock names still runs (on another host: assumed, it cannot be seen). */
function ownerIsRunning(owner: LockOwner): boolean {
  if (owner.hostname !== os.hostname()) return true;
  if (!isAlive(owner.pid)) return false;
  // Alive, but possibly another program that was given the same pid since (a restarted
  // container gives its first process the same pid every time).
  const start = processStartOf(owner.pid);
  return owner.processStart === null || start === null || start === owner.processStart;
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    return typeof value.pid === 'number' && typeof value.hostname === 'string'
      ? (value as LockOwner)
      : null;
  } catch {
    return null;
  }
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes the data folder's lock or throws `DataLockError` naming the process that holds it.
 * The folder is created if missing. The lock is released by `release()` or when the process
 * exits; after a crash, the next process finds its owner gone and takes it over.
 */
export function acquireDataLock(dataDir: string): DataLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const content = JSON.stringify({
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    processStart: processStartOf(process.pid),
  } satisfies LockOwner);
  const draft = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, content);
  try {
    for (;;) {
      try {
        fs.linkSync(draft, lockPath);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const existing = readText(lockPath);
      if (existing === null) continue; // released meanwhile
      const owner = parseOwner(existing);
      if (owner && ownerIsRunning(owner)) throw new DataLockError(dataDir, owner);
      removeStaleLock(lockPath, existing);
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }

  const releaseOnExit = () => release();
  function release(): void {
    process.off('exit', releaseOnExit);
    // Only our own lock: never one another process has since taken over.
    if (readText(lockPath) === content) fs.rmSync(lockPath, { force: true });
  }
  process.on('exit', releaseOnExit);
  return { release };
}

/**
 * Moves a dead owner's lock aside, atomically, and checks that what was moved is the lock that
 * was judged stale: if another process took the lock over in between, its lock goes back.
 */
function removeStaleLock(lockPath: string, staleContent: string): void {
  const aside = `${lockPath}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // someone else moved it
    throw error;
  }
  try {
    if (readText(aside) !== staleContent) {
      try {
        fs.linkSync(aside, lockPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    fs.rmSync(aside, { force: true });
  }
}
