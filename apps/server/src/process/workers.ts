import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { gatherWorkerMetrics } from './metrics-gathering.ts';

/** The most server processes WORKERS may ask for. */
const MAX_WORKERS = 64;

/**
 * How many server processes `WORKERS` asks for: a whole number, or `auto` for one per core;
 * one when it is not set. A message naming the mistake otherwise.
 */
export function workerCount(
  value: string | undefined,
  cores = os.availableParallelism(),
): { count: number } | { error: string } {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return { count: 1 };
  if (text === 'auto') return { count: Math.max(1, Math.min(cores, MAX_WORKERS)) };
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_WORKERS) {
    return { count: Number(text) };
  }
  return {
    error: `WORKERS must be a whole number from 1 to ${MAX_WORKERS}, or auto (one per core); it is "${value}".`,
  };
}

export const WORKERS_NEED_POSTGRES =
  'WORKERS above 1 runs several server processes, which can share their data only on PostgreSQL: ' +
  'set DATABASE_URL, or leave WORKERS unset to run one process on the embedded database.';

/**
 * The first process with WORKERS above 1: starts that many server processes on the same port
 * (node:cluster hands them the connections), starts a new one when one dies after it was
 * listening, and on SIGTERM or SIGINT stops them all and exits once they have. A process that
 * dies before listening (a port in use, a bad setting) stops everything: starting it again would
 * only fail again.
 */
export function superviseWorkers(count: number): void {
  let stopping = false;
  let exitCode = 0;
  const listening = new WeakSet<Worker>();
  const alive = () =>
    Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && !worker.isDead(),
    );
  const stopAll = () => {
    stopping = true;
    const workers = alive();
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill('SIGTERM');
  };
  cluster.on('listening', (worker) => listening.add(worker));
  // A scrape of any process answers for all of them.
  gatherWorkerMetrics(() => alive().filter((worker) => listening.has(worker)));
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && !listening.has(worker)) {
      console.error(`A server process (pid ${worker.process.pid}) stopped before listening.`);
      exitCode = 1;
      stopAll();
      return;
    }
    if (stopping) {
      if (code !== 0 && code !== null) exitCode = code;
      if (alive().length === 0) process.exit(exitCode);
      return;
    }
    console.error(
      `A server process (pid ${worker.process.pid}) stopped (${signal ?? `exit code ${code}`}); starting another.`,
    );
    cluster.fork();
  });
  process.on('SIGTERM', stopAll);
  process.on('SIGINT', stopAll);
  for (let i = 0; i < count; i++) cluster.fork();
}
