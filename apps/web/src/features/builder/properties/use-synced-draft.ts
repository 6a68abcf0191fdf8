import { useCallback, useState } from 'react';

/** Equal values, comparing lists and records by their content (they are small). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

interface DraftState<V, D> {
  draft: D;
  /** The outside value the draft was taken from, or the last value this control committed. */
  source: V;
  error: string | null;
}

export interface SyncedDraft<D, V> {
  draft: D;
  error: string | null;
  /** Changes the draft without committing it (incomplete or refused input). */
  edit(draft: D, error?: string | null): void;
  /** Records that `value` was committed from `draft`, so the draft is kept as typed. */
  committed(draft: D, value: V): void;
  /** Back to the outside value (after leaving an empty or incomplete field). */
  revert(): void;
}

/**
 * Local state for a control, so typing feels instant while each valid keystroke is committed to the
 * store. When the outside value changes for another reason (undo, another control, a new
 * selection) the draft follows it; the control's own commits never reset what is being typed.
 */
export function useSyncedDraft<V, D>(value: V, toDraft: (value: V) => D): SyncedDraft<D, V> {
  const [state, setState] = useState<DraftState<V, D>>(() => ({
    draft: toDraft(value),
    source: value,
    error: null,
  }));
  let current = state;
  if (!sameValue(state.source, value)) {
    // Adjusting state while rendering: React re-renders at once, before any effects.
    current = { draft: toDraft(value), source: value, error: null };
    setState(current);
  }

  const edit = useCallback((draft: D, error: string | null = null) => {
    setState((s) => ({ ...s, draft, error }));
  }, []);
  const committed = useCallback((draft: D, next: V) => {
    setState({ draft, source: next, error: null });
  }, []);
  const outside = current.source;
  const revert = () => setState({ draft: toDraft(outside), source: outside, error: null });

  return { draft: current.draft, error: current.error, edit, committed, revert };
}
