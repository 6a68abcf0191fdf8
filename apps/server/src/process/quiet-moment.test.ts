import { describe, expect, it } from 'vitest';
import { quietMoment, type BusyShare } from './quiet-moment.ts';

/** A loop whose busy shares are given in turn, the last one repeated; counts the checks made. */
function loop(shares: number[]): BusyShare & { checks: number } {
  const busyShare = Object.assign(
    async () => {
      const share = shares[Math.min(busyShare.checks, shares.length - 1)]!;
      busyShare.checks += 1;
      return share;
    },
    { checks: 0 },
  );
  return busyShare;
}

describe('quietMoment', () => {
  it('waits while the loop is busy and goes on at the first quiet check', async () => {
    const busy = loop([0.9, 0.6, 0.3, 0.1, 0]);
    await quietMoment({ busyShare: busy });
    expect(busy.checks).toBe(4);
  });

  it('goes on at once when the loop is idle', async () => {
    const idle = loop([0]);
    await quietMoment({ busyShare: idle });
    expect(idle.checks).toBe(1);
  });

  it('stops waiting once its signal aborts, however busy the loop stays', async () => {
    const stop = new AbortController();
    const busy = loop([1]);
    const waiting = quietMoment({
      signal: stop.signal,
      busyShare: async (ms) => {
        if (busy.checks === 3) stop.abort();
        return busy(ms);
      },
    });
    await waiting;
    expect(busy.checks).toBe(4);
  });

  it("reads the real event loop's utilisation when none is given", async () => {
    // An idle test process: the first quarter second is quiet.
    await expect(quietMoment()).resolves.toBeUndefined();
  });
});
