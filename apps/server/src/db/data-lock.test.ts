import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../test/server-process.ts';
import { acquireDataLock, DataLockError, LOCK_FILE, processStartOf } from './data-lock.ts';

let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-lock-'));
});
afterEach(() => {
  children.splice(0).forEach((child) => child.kill('SIGKILL'));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const lockPath = () => path.join(dataDir, LOCK_FILE);

function writeLock(owner: { pid: number; processStart: string | null; hostname?: string }) {
  fs.writeFileSync(
    lockPath(),
    JSON.stringify({ hostname: os.hostname(), startedAt: '2020-01-01T00:00:00.000Z', ...owner }),
  );
}

/** A process that has come and gone: its pid names nobody now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

async function sleeper(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e9)']);
  children.push(child);
  await new Promise((resolve) => child.on('spawn', resolve));
  return child;
}

/** Another process trying to take the lock; resolves with its first line. */
function contender(): { child: ChildProcess; answer: Promise<string> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/test/hold-data-lock.ts'), dataDir],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  children.push(child);
  const answer = new Promise<string>((resolve) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.split('\n')[0]!);
    });
    child.on('exit', () => resolve(text));
  });
  return { child, answer };
}

describe('data folder lock', () => {
  it('names its owner, refuses a second taker with the folder and the pid, and is released', () => {
    const lock = acquireDataLock(dataDir);
    const owner = JSON.parse(fs.readFileSync(lockPath(), 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, hostname: os.hostname() });

    let refusal: unknown;
    try {
      acquireDataLock(dataDir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataLockError);
    expect((refusal as Error).message).toContain(dataDir);
    expect((refusal as Error).message).toContain(`pid ${process.pid}`);
    expect((refusal as Error).message).toContain(owner.startedAt);

    lock.release();
    expect(fs.existsSync(lockPath())).toBe(false);
    acquireDataLock(dataDir).release();
  });

  it('creates the folder when it does not exist', () => {
    const nested = path.join(dataDir, 'a', 'b');
    acquireDataLock(nested).release();
    expect(fs.existsSync(nested)).toBe(true);
  });

  it('takes over the lock of a process that is gone', async () => {
    writeLock({ pid: await deadPid(), processStart: null });
    const lock = acquireDataLock(dataDir);
    expect(JSON.parse(fs.readFileSync(lockPath(), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another program', async () => {
    const other = await sleeper();
    writeLock({ pid: other.pid!, processStart: 'started-at-another-time' });
    acquireDataLock(dataDir).release();
  });

  it('refuses while the owner runs and takes over once it is gone', async () => {
    const owner = await sleeper();
    writeLock({ pid: owner.pid!, processStart: processStartOf(owner.pid!) });
    expect(() => acquireDataLock(dataDir)).toThrow(`pid ${owner.pid}`);
    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.on('exit', resolve));
    acquireDataLock(dataDir).release();
  });

  it('does not release a lock another process has since taken', () => {
    const lock = acquireDataLock(dataDir);
    writeLock({ pid: 1, processStart: processStartOf(1) });
    lock.release();
    expect(JSON.parse(fs.readFileSync(lockPath(), 'utf8')).pid).toBe(1);
  });

  it('lets exactly one of several processes starting at once take a stale lock', async () => {
    writeLock({ pid: await deadPid(), processStart: null });
    const racers = Array.from({ length: 4 }, () => contender());
    const answers = await Promise.all(racers.map((racer) => racer.answer));
    expect(answers.filter((answer) => answer === 'locked')).toHaveLength(1);
    const winner = racers[answers.indexOf('locked')]!;
    for (const answer of answers.filter((a) => a !== 'locked')) {
      expect(answer).toContain(`refused: The data folder ${dataDir} is in use`);
      expect(answer).toContain(`pid ${winner.child.pid}`);
    }
    // Released on exit: the folder is free again.
    winner.child.stdin!.end();
    await new Promise((resolve) => winner.child.on('exit', resolve));
    expect(fs.existsSync(lockPath())).toBe(false);
  });
});
