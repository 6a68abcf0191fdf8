import { formatValue } from './metrics-exposition.ts';

/**
 * Families that describe the database, the same whichever process reads them: written once, from
 * the first process that has them. Keep in step with the backlog gauges of metrics-gauges.ts.
 */
const DATABASE_WIDE = new Set([
  'tessera_info',
  'tessera_outbox_depth',
  'tessera_outbox_scheduled',
  'tessera_outbox_oldest_age_seconds',
  'tessera_job_lag_seconds',
]);

interface Family {
  /** Its HELP and TYPE lines. */
  header: string;
  type: string;
  /** Each sample as written: the series (name and labels) and its value. */
  samples: [series: string, value: string][];
}

/** Our own exposition, family by family (it writes each family's HELP before its samples). */
function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  let current: Family | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('# HELP ')) {
      current = { header: `${line}\n`, type: '', samples: [] };
      families.set(line.split(' ', 3)[2]!, current);
    } else if (line.startsWith('# TYPE ') && current) {
      current.header += `${line}\n`;
      current.type = line.slice(line.lastIndexOf(' ') + 1);
    } else if (line !== '' && current) {
      const space = line.lastIndexOf(' ');
      current.samples.push([line.slice(0, space), line.slice(space + 1)]);
    }
  }
  return families;
}

const numberOf = (value: string) =>
  value === '+Inf' ? Infinity : value === '-Inf' ? -Infinity : Number(value);

/** A series with the `worker` label added: `name{a="b",worker="2"}`. */
const withWorker = (series: string, worker: string) =>
  series.endsWith('}')
    ? `${series.slice(0, -1)},worker="${worker}"}`
    : `${series}{worker="${worker}"}`;

/** Tessera's counters and histograms (requests, cache lookups) are summed over the processes. */
const isSummed = (name: string, family: Family) =>
  name.startsWith('tessera_') && (family.type === 'counter' || family.type === 'histogram');

type Totals = Map<string, Map<string, number>>;

function addInto(totals: Totals, name: string, samples: Iterable<[string, number]>): void {
  let family = totals.get(name);
  if (!family) totals.set(name, (family = new Map()));
  for (const [series, value] of samples) family.set(series, (family.get(series) ?? 0) + value);
}

/**
 * One exposition for every server process under WORKERS, made by the first process from each
 * one's own (process/metrics-gathering.ts). The database's figures are written once; Tessera's
 * counters and histograms are summed; every other family is one process's (memory, CPU, event
 * loop, database pool, site caches, the analytics batch in memory), each sample labelled with
 * its `worker`.
 *
 * The summed counters never go back while the first process runs: a process that did not answer
 * in time counts with the figures it gave last, and one that stopped keeps counting with those.
 * A process started in place of one that stopped begins at zero, so the requests the stopped one
 * served after the last scrape are not counted. When the first process itself starts again,
 * every counter starts from zero, which Prometheus takes as a counter reset.
 */
export class ClusterExposition {
  /** Each live process's summed families, as it last gave them. */
  private readonly latest = new Map<string, Totals>();
  /** The summed families of processes that have stopped, added together. */
  private readonly stopped: Totals = new Map();
  /** HELP and TYPE of each summed family, for a scrape that no process answers in time. */
  private readonly headers = new Map<string, string>();

  /** A process has stopped: its counters stay in the sums as they were last given. */
  retire(worker: string): void {
    const totals = this.latest.get(worker);
    if (!totals) return;
    for (const [name, samples] of totals) addInto(this.stopped, name, samples);
    this.latest.delete(worker);
  }

  /** The exposition of the processes that answered this scrape, and how many did not. */
  merge(answered: { worker: string; text: string }[], late: number): string {
    const parts = answered.map(({ worker, text }) => ({ worker, families: parseExposition(text) }));
    const names = new Set<string>();
    for (const { worker, families } of parts) {
      const totals: Totals = new Map();
      for (const [name, family] of families) {
        names.add(name);
        if (!isSummed(name, family)) continue;
        this.headers.set(name, family.header);
        addInto(
          totals,
          name,
          family.samples.map(([series, value]) => [series, numberOf(value)]),
        );
      }
      this.latest.set(worker, totals);
    }
    for (const name of this.headers.keys()) names.add(name);

    let text = '';
    for (const name of names) {
      const summed = this.headers.get(name);
      if (summed !== undefined) {
        const sums: Totals = new Map();
        for (const totals of [this.stopped, ...this.latest.values()]) {
          addInto(sums, name, totals.get(name) ?? []);
        }
        text += summed;
        for (const [series, value] of sums.get(name)!) text += `${series} ${formatValue(value)}\n`;
        continue;
      }
      const having = parts.filter(({ families }) => families.has(name));
      const first = having[0]!.families.get(name)!;
      text += first.header;
      if (DATABASE_WIDE.has(name)) {
        for (const [series, value] of first.samples) text += `${series} ${value}\n`;
        continue;
      }
      for (const { worker, families } of having) {
        for (const [series, value] of families.get(name)!.samples) {
          text += `${withWorker(series, worker)} ${value}\n`;
        }
      }
    }
    return (
      text +
      '# HELP tessera_workers Server processes in this scrape: those that answered, and those that did not in time (their gauges left out, their counters as they last gave them).\n' +
      '# TYPE tessera_workers gauge\n' +
      `tessera_workers{state="answered"} ${answered.length}\n` +
      `tessera_workers{state="late"} ${late}\n`
    );
  }
}
