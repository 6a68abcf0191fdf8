import type { Patch } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  MERGE_WINDOW_MS,
  record,
  stepBack,
  stepForward,
  type History,
  type HistoryEntry,
} from './history';

const empty: History = { past: [], future: [] };

const patch = (value: string): Patch => ({ op: 'replace', path: ['x'], value });

function entry(n: number, at: number, mergeKey?: string): HistoryEntry {
  return {
    label: `step ${n}`,
    patches: [patch(`do ${n}`)],
    inversePatches: [patch(`undo ${n}`)],
    mergeKey,
    at,
  };
}

describe('record', () => {
  it('appends a step and clears the redo list', () => {
    const withFuture: History = { past: [entry(1, 0)], future: [entry(2, 10)] };
    const next = record(withFuture, entry(3, 20));
    expect(next.past.map((e) => e.label)).toEqual(['step 1', 'step 3']);
    expect(next.future).toEqual([]);
  });

  it('does not mutate the history it is given', () => {
    const before: History = { past: [entry(1, 0, 'k')], future: [entry(9, 5)] };
    const copy = structuredClone(before);
    record(before, entry(2, 10, 'k'));
    record(before, entry(3, 10));
    expect(before).toEqual(copy);
  });

  it('merges a step with the same key within the window into the previous one', () => {
    let history = record(empty, entry(1, 1000, 'props:a:text'));
    history = record(history, entry(2, 1000 + MERGE_WINDOW_MS, 'props:a:text'));
    expect(history.past).toHaveLength(1);
    const [merged] = history.past;
    expect(merged!.label).toBe('step 1');
    expect(merged!.at).toBe(1000 + MERGE_WINDOW_MS);
    // Redo replays in order; undo reverts the newest change first.
    expect(merged!.patches.map((p) => p.value)).toEqual(['do 1', 'do 2']);
    expect(merged!.inversePatches.map((p) => p.value)).toEqual(['undo 2', 'undo 1']);
  });

  it('never merges into a step that lies under an undone one', () => {
    const afterUndo: History = { past: [entry(1, 0, 'k')], future: [entry(2, 100, 'k')] };
    const next = record(afterUndo, entry(3, 200, 'k'));
    expect(next.past.map((e) => e.label)).toEqual(['step 1', 'step 3']);
    expect(next.future).toEqual([]);
  });

  it('keeps merging while the edits keep coming, measured from the latest one', () => {
    let history = empty;
    for (let i = 0; i < 5; i++) history = record(history, entry(i, i * 900, 'k'));
    expect(history.past).toHaveLength(1);
    expect(history.past[0]!.patches).toHaveLength(5);
  });

  it('starts a new step after the window', () => {
    let history = record(empty, entry(1, 0, 'k'));
    history = record(history, entry(2, MERGE_WINDOW_MS + 1, 'k'));
    expect(history.past).toHaveLength(2);
  });

  it('starts a new step for another key, or for steps without a key', () => {
    let history = record(empty, entry(1, 0, 'props:a:text'));
    history = record(history, entry(2, 10, 'props:a:level'));
    expect(history.past).toHaveLength(2);
    history = record(history, entry(3, 20));
    history = record(history, entry(4, 30));
    expect(history.past).toHaveLength(4);
    // A keyed step after an unkeyed one does not merge either.
    history = record(history, entry(5, 40, 'props:a:level'));
    expect(history.past).toHaveLength(5);
  });

  it('never merges a step that changes something outside the page, even with the same key', () => {
    const outside = { apply: async () => {}, revert: async () => {} };
    let history = record(empty, entry(1, 0, 'k'));
    history = record(history, { ...entry(2, 10, 'k'), outside });
    history = record(history, entry(3, 20, 'k'));
    expect(history.past.map((e) => e.label)).toEqual(['step 1', 'step 2', 'step 3']);
    expect(history.past[1]!.outside).toBe(outside);
  });

  it(`keeps at most HISTORY_LIMIT (${HISTORY_LIMIT}) steps, dropping the oldest`, () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(100);
    let history = empty;
    for (let i = 0; i < HISTORY_LIMIT + 25; i++) history = record(history, entry(i, i * 10));
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]!.label).toBe('step 25');
    expect(history.past.at(-1)!.label).toBe(`step ${HISTORY_LIMIT + 24}`);
  });
});

describe('stepBack / stepForward', () => {
  it('returns null with nothing to undo or redo', () => {
    expect(stepBack(empty)).toBeNull();
    expect(stepForward(empty)).toBeNull();
  });

  it('moves the newest step to the front of the redo list and back', () => {
    const history: History = { past: [entry(1, 0), entry(2, 10)], future: [entry(3, 20)] };
    const back = stepBack(history)!;
    expect(back.entry.label).toBe('step 2');
    expect(back.history.past.map((e) => e.label)).toEqual(['step 1']);
    expect(back.history.future.map((e) => e.label)).toEqual(['step 2', 'step 3']);

    const forward = stepForward(back.history)!;
    expect(forward.entry.label).toBe('step 2');
    expect(forward.history.past.map((e) => e.label)).toEqual(['step 1', 'step 2']);
    expect(forward.history.future.map((e) => e.label)).toEqual(['step 3']);
  });

  it('an undone and redone step keeps its change outside the page', () => {
    const outside = { apply: async () => {}, revert: async () => {} };
    const history = record(empty, { ...entry(1, 0), outside });
    const back = stepBack(history)!;
    expect(back.entry.outside).toBe(outside);
    const forward = stepForward(back.history)!;
    expect(forward.entry.outside).toBe(outside);
    expect(forward.history.past[0]!.outside).toBe(outside);
  });

  it('a redone step does not merge with the next edit', () => {
    let history = record(empty, entry(1, Date.now(), 'k'));
    history = stepForward(stepBack(history)!.history)!.history;
    expect(history.past[0]!.mergeKey).toBeUndefined();
    history = record(history, entry(2, Date.now(), 'k'));
    expect(history.past).toHaveLength(2);
  });

  it('does not mutate the history it is given', () => {
    const history: History = { past: [entry(1, 0), entry(2, 10)], future: [entry(3, 20)] };
    const copy = structuredClone(history);
    stepBack(history);
    stepForward(history);
    expect(history).toEqual(copy);
  });
});
