import cluster, { type Worker } from 'node:cluster';
import { ClusterExposition } from '../http/metrics-merge.ts';

/**
 * How long the first process waits for each server process's own figures. One that has not
 * answered by then (busy with a long request, or stopping) is left out of that scrape's gauges,
 * counted in the summed counters with the figures it gave last, and shown in
 * `tessera_workers{state="late"}`: a stuck process cannot hang a scrape.
 */
export const GATHER_TIMEOUT_MS = 2000;
/** How long a server process waits for the first process's answer before answering 503. */
const ANSWER_TIMEOUT_MS = GATHER_TIMEOUT_MS + 3000;

/** Whether this is one of several server processes under WORKERS (process/workers.ts). */
export const underWorkers = cluster.isWorker;

// The messages on the cluster's channel: a server process asks the first one for every
// process's figures (gather), which asks each process for its own (collect, own) and answers
// with them merged (all; null when it could not).
type Message =
  | { tessera: 'metrics:gather'; id: number }
  | { tessera: 'metrics:collect'; id: number }
  | { tessera: 'metrics:own'; id: number; text: string }
  | { tessera: 'metrics:all'; id: number; text: string | null };

function isMessage<K extends Message['tessera']>(
  message: unknown,
  kind: K,
): message is Extract<Message, { tessera: K }> {
  return typeof message === 'object' && message !== null && 'tessera' in message
    ? message.tessera === kind
    : false;
}

// A message to a process that has just gone is dropped; without a callback it would be thrown.
const ignore = () => {};

/**
 * A server process's side: gives the first process this process's own figures when it asks,
 * and asks it for everyone's when this process is scraped.
 */
export class WorkerMetricsChannel {
  private nextId = 0;
  private readonly waiting = new Map<number, (text: string | null) => void>();
  private readonly listener = (message: unknown) => {
    if (isMessage(message, 'metrics:collect')) {
      this.own().then(
        (text) => process.send!({ tessera: 'metrics:own', id: message.id, text }, ignore),
        ignore, // the first process counts this one as late
      );
    } else if (isMessage(message, 'metrics:all')) {
      this.waiting.get(message.id)?.(message.text);
    }
  };

  constructor(private readonly own: () => Promise<string>) {
    process.on('message', this.listener);
  }

  /** Every process's figures as one exposition; null when the first process did not answer. */
  all(): Promise<string | null> {
    const id = ++this.nextId;
    return new Promise((resolve) => {
      const done = (text: string | null) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(text);
      };
      const timer = setTimeout(() => done(null), ANSWER_TIMEOUT_MS);
      this.waiting.set(id, done);
      process.send!({ tessera: 'metrics:gather', id }, (error: Error | null) => {
        if (error) done(null);
      });
    });
  }

  close(): void {
    process.off('message', this.listener);
  }
}

/**
 * The first process's side: when a server process is scraped, asks every listening process
 * (`listening`) for its own figures, waits for them at most GATHER_TIMEOUT_MS, and answers
 * with them merged (http/metrics-merge.ts).
 */
export function gatherWorkerMetrics(listening: () => Worker[]): void {
  const exposition = new ClusterExposition();
  const rounds = new Map<number, (worker: Worker, text: string) => void>();
  let nextRound = 0;

  const gather = async (): Promise<string> => {
    const workers = listening();
    const round = ++nextRound;
    const parts = new Map<Worker, string>();
    await new Promise<void>((resolve) => {
      if (workers.length === 0) return resolve();
      const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
      rounds.set(round, (worker, text) => {
        parts.set(worker, text);
        if (parts.size < workers.length) return;
        clearTimeout(timer);
        resolve();
      });
      for (const worker of workers) worker.send({ tessera: 'metrics:collect', id: round }, ignore);
    });
    rounds.delete(round);
    // One that answered and then died has had its counters kept already, by `retire`.
    const answered = workers
      .filter((worker) => parts.has(worker) && !worker.isDead())
      .map((worker) => ({ worker: String(worker.id), text: parts.get(worker)! }));
    return exposition.merge(answered, workers.length - answered.length);
  };

  cluster.on('exit', (worker) => exposition.retire(String(worker.id)));
  cluster.on('message', (worker, message: unknown) => {
    if (isMessage(message, 'metrics:own')) {
      rounds.get(message.id)?.(worker, message.text);
    } else if (isMessage(message, 'metrics:gather')) {
      void gather().then(
        (text) => worker.send({ tessera: 'metrics:all', id: message.id, text }, ignore),
        () => worker.send({ tessera: 'metrics:all', id: message.id, text: null }, ignore),
      );
    }
  });
}
