import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** Over one check, a loop busy at most this share of the time is quiet. */
const QUIET_SHARE = 0.25;
const CHECK_MS = 250;

/** The share of the next `ms` the event loop spends working rather than waiting for events. */
export type BusyShare = (ms: number) => Promise<number>;

/** Node's event loop utilisation over the next `ms`; the wait keeps no process alive. */
const loopBusyShare: BusyShare = async (ms) => {
  const before = performance.eventLoopUtilization();
  await sleep(ms, undefined, { ref: false });
  return performance.eventLoopUtilization(before).utilization;
};

/**
 * Resolves at the end of the first quarter second in which the event loop was mostly idle:
 * background work that shares the serving thread (on the embedded database, every query) waits
 * while visitors are being served, however long that lasts, and goes on between their bursts.
 * An aborted `signal` ends the wait at once.
 */
export async function quietMoment(
  options: { signal?: AbortSignal; busyShare?: BusyShare } = {},
): Promise<void> {
  const busyShare = options.busyShare ?? loopBusyShare;
  while (!options.signal?.aborted) {
    if ((await busyShare(CHECK_MS)) <= QUIET_SHARE) return;
  }
}
