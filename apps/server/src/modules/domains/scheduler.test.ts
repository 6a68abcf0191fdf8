import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { DomainCheckScheduler } from './scheduler.ts';
import type { DomainService } from './service.ts';

/** A stand-in for the service's pass: counts passes, and fails or waits when told to. */
function fakeDomains() {
  const passes: { now: Date; signal: AbortSignal | undefined }[] = [];
  let behaviour: 'ok' | 'throw' | 'hold' = 'ok';
  let release = () => {};
  const domains = {
    checkDue: (now: Date, signal?: AbortSignal) => {
      passes.push({ now, signal });
      if (behaviour === 'throw') return Promise.reject(new Error('database gone'));
      if (behaviour === 'hold') {
        return new Promise<number>((resolve) => {
          release = () => resolve(1);
        });
      }
      return Promise.resolve(1);
    },
  } as unknown as DomainService;
  return {
    domains,
    passes,
    set: (next: typeof behaviour) => {
      behaviour = next;
    },
    release: () => release(),
  };
}

function fakeLog() {
  const errors: unknown[] = [];
  const log = {
    error: (...args: unknown[]) => {
      errors.push(args);
    },
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the domain check scheduler', () => {
  it('runs a pass every interval, and none once stopped', async () => {
    vi.useFakeTimers();
    const fake = fakeDomains();
    const scheduler = new DomainCheckScheduler({
      domains: fake.domains,
      intervalMs: 1000,
      log: fakeLog().log,
    });
    scheduler.start();
    // Nothing at start-up itself.
    expect(fake.passes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.passes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fake.passes).toHaveLength(3);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.passes).toHaveLength(3);
  });

  it('logs a failed pass and keeps going', async () => {
    vi.useFakeTimers();
    const fake = fakeDomains();
    const { log, errors } = fakeLog();
    const scheduler = new DomainCheckScheduler({ domains: fake.domains, intervalMs: 1000, log });
    fake.set('throw');
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveLength(1);
    expect(await scheduler.tick()).toBe(0);
    fake.set('ok');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.passes).toHaveLength(3);
    expect(errors).toHaveLength(2);
    await scheduler.stop();
  });

  it('never starts a pass while one is under way, and cuts it short on stop', async () => {
    const fake = fakeDomains();
    const scheduler = new DomainCheckScheduler({
      domains: fake.domains,
      intervalMs: 0,
      log: fakeLog().log,
    });
    scheduler.start();
    fake.set('hold');
    const first = scheduler.tick();
    const second = scheduler.tick();
    expect(second).toBe(first);
    expect(fake.passes).toHaveLength(1);
    const signal = fake.passes[0]!.signal!;
    expect(signal.aborted).toBe(false);

    const stopped = scheduler.stop();
    expect(signal.aborted).toBe(true);
    fake.release();
    await stopped;
    expect(await first).toBe(1);
  });
});
