import type { Patch } from 'immer';

/**
 * What a step changes outside the open page's elements, on the server: the site's shared header
 * or footer (a Header section put there), the page's own settings (it hides the shared part).
 * The step was taken with the change already made; redo makes it again and undo takes it back.
 * Each rejects when it could not be done, having told the owner why.
 */
export interface OutsideChange {
  apply(): Promise<void>;
  revert(): Promise<void>;
}

export interface HistoryEntry {
  label: string;
  patches: Patch[];
  inversePatches: Patch[];
  /** Edits with the same key close together (typing in one field) become one step. */
  mergeKey?: string | undefined;
  /** The step's change outside the page's elements, made and taken back with them. */
  outside?: OutsideChange | undefined;
  at: number;
}

export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

export const HISTORY_LIMIT = 200;
export const MERGE_WINDOW_MS = 1000;

/** Records a step; a step that continues the previous one (same key, soon after) joins it. */
export function record(history: History, entry: HistoryEntry): History {
  const last = history.past.at(-1);
  // After an undo there is something to redo: a new edit starts a fresh step, never joins the old.
  // A change outside the page is a step of its own: undone alone, never half of a typing run.
  if (
    last &&
    history.future.length === 0 &&
    !last.outside &&
    !entry.outside &&
    entry.mergeKey &&
    last.mergeKey === entry.mergeKey &&
    entry.at - last.at <= MERGE_WINDOW_MS
  ) {
    const merged: HistoryEntry = {
      ...last,
      patches: [...last.patches, ...entry.patches],
      inversePatches: [...entry.inversePatches, ...last.inversePatches],
      at: entry.at,
    };
    return { past: [...history.past.slice(0, -1), merged], future: [] };
  }
  const past = [...history.past, entry];
  return { past: past.length > HISTORY_LIMIT ? past.slice(-HISTORY_LIMIT) : past, future: [] };
}

/** The step to undo and the history after it, or null when there is nothing to undo. */
export function stepBack(history: History): { entry: HistoryEntry; history: History } | null {
  const entry = history.past.at(-1);
  if (!entry) return null;
  return {
    entry,
    history: { past: history.past.slice(0, -1), future: [entry, ...history.future] },
  };
}

export function stepForward(history: History): { entry: HistoryEntry; history: History } | null {
  const entry = history.future[0];
  if (!entry) return null;
  return {
    entry: { ...entry, mergeKey: undefined },
    history: {
      past: [...history.past, { ...entry, mergeKey: undefined }],
      future: history.future.slice(1),
    },
  };
}
