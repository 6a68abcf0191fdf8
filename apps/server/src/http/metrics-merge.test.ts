import { describe, expect, it } from 'vitest';
import { Exposition, labelSet } from './metrics-exposition.ts';
import { ClusterExposition } from './metrics-merge.ts';
import { RequestKind, RequestMetrics } from './metrics-requests.ts';

/** One server process's own exposition: its requests, the outbox depth it read, its memory. */
function processFigures(apiRequests: number, outboxDepth: number, rss: number): string {
  const requests = new RequestMetrics();
  for (let i = 0; i < apiRequests; i++) requests.record(RequestKind.api, 200, 3);
  const out = new Exposition();
  out
    .family('tessera_info', 'gauge', 'Always 1.')
    .sample('tessera_info', labelSet({ database: 'postgres' }), 1);
  requests.write(out);
  out.gauge('tessera_outbox_depth', 'Mail due.', outboxDepth);
  out.gauge('process_resident_memory_bytes', 'Resident memory.', rss);
  return out.toString();
}

/** Each sample line of an exposition, by its series. */
function samples(text: string): Map<string, string> {
  const lines = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  const found = new Map<string, string>();
  for (const line of lines) {
    const series = line.slice(0, line.lastIndexOf(' '));
    expect(found.has(series), `${series} once`).toBe(false);
    found.set(series, line.slice(line.lastIndexOf(' ') + 1));
  }
  return found;
}

const API_2XX = 'tessera_http_requests_total{kind="api",status="2xx"}';
const API_COUNT = 'tessera_http_request_duration_seconds_count{kind="api"}';

describe('the exposition of several server processes', () => {
  it('sums the counters and histograms, writes the database figures once and labels each process', () => {
    const merged = samples(
      new ClusterExposition().merge(
        [
          { worker: '1', text: processFigures(3, 7, 1000) },
          { worker: '2', text: processFigures(4, 7, 2000) },
        ],
        0,
      ),
    );
    expect(merged.get(API_2XX)).toBe('7');
    expect(merged.get(API_COUNT)).toBe('7');
    expect(merged.get('tessera_http_request_duration_seconds_bucket{kind="api",le="+Inf"}')).toBe(
      '7',
    );
    expect(merged.get('tessera_outbox_depth')).toBe('7');
    expect(merged.get('tessera_info{database="postgres"}')).toBe('1');
    expect(merged.get('process_resident_memory_bytes{worker="1"}')).toBe('1000');
    expect(merged.get('process_resident_memory_bytes{worker="2"}')).toBe('2000');
    expect(merged.has('process_resident_memory_bytes')).toBe(false);
    expect(merged.get('tessera_workers{state="answered"}')).toBe('2');
    expect(merged.get('tessera_workers{state="late"}')).toBe('0');
  });

  it('keeps the counters of a process that answers late, leaving out its gauges', () => {
    const cluster = new ClusterExposition();
    cluster.merge(
      [
        { worker: '1', text: processFigures(3, 0, 1000) },
        { worker: '2', text: processFigures(4, 0, 2000) },
      ],
      0,
    );
    const merged = samples(cluster.merge([{ worker: '1', text: processFigures(5, 0, 1000) }], 1));
    expect(merged.get(API_2XX)).toBe('9');
    expect(merged.has('process_resident_memory_bytes{worker="2"}')).toBe(false);
    expect(merged.get('tessera_workers{state="late"}')).toBe('1');
  });

  it('never counts back when a process stops and another starts from zero', () => {
    const cluster = new ClusterExposition();
    cluster.merge(
      [
        { worker: '1', text: processFigures(3, 0, 1000) },
        { worker: '2', text: processFigures(4, 0, 2000) },
      ],
      0,
    );
    cluster.retire('2');
    const merged = samples(
      cluster.merge(
        [
          { worker: '1', text: processFigures(3, 0, 1000) },
          { worker: '3', text: processFigures(1, 0, 500) },
        ],
        0,
      ),
    );
    expect(merged.get(API_2XX)).toBe('8');
    expect(merged.get(API_COUNT)).toBe('8');
    expect(merged.has('process_resident_memory_bytes{worker="2"}')).toBe(false);
    expect(merged.get('process_resident_memory_bytes{worker="3"}')).toBe('500');
  });
});
