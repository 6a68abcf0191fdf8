/**
 * Turns for the gallery's preview frames: at most two load at once. A browser opens only six
 * connections to a host, and a template's first preview can take seconds while the server builds
 * its website; frames loading all at once would hold every connection, and the dashboard's own
 * requests (a screen's code, its data) would wait behind them.
 */
const AT_ONCE = 2;
let loading = 0;
const waiting: (() => void)[] = [];

/** Waits for a turn, then calls `start`; answers a function that gives the turn back (or the place in line). */
export function takeFrameSlot(start: () => void): () => void {
  let state: 'waiting' | 'loading' | 'done' = 'waiting';
  const begin = () => {
    state = 'loading';
    loading += 1;
    start();
  };
  if (loading < AT_ONCE) begin();
  else waiting.push(begin);
  return () => {
    if (state === 'waiting') {
      const index = waiting.indexOf(begin);
      if (index !== -1) waiting.splice(index, 1);
    } else if (state === 'loading') {
      loading -= 1;
      waiting.shift()?.();
    }
    state = 'done';
  };
}
