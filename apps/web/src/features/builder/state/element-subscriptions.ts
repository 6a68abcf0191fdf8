import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useEditorStore, type EditorState } from './editor-store';

/**
 * Change notification per element, for views with one subscriber per element (canvas nodes and
 * layer rows). A store-wide selector per element would run every selector of a 2,000-element
 * page on each keystroke; instead the store is compared once per change and only the elements
 * whose data, children, selection or hover changed are told.
 */
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();

function subscribeElement(id: string, listener: Listener): () => void {
  let set = listeners.get(id);
  if (!set) listeners.set(id, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(id) === set) listeners.delete(id);
  };
}

/** Ids whose element, children list, selection or hover differ between two states. */
export function changedElementIds(state: EditorState, previous: EditorState): Set<string> {
  const changed = new Set<string>();
  if (state.elements !== previous.elements) {
    for (const id in state.elements) {
      if (state.elements[id] !== previous.elements[id]) changed.add(id);
    }
    for (const id in previous.elements) if (!(id in state.elements)) changed.add(id);
  }
  if (state.children !== previous.children) {
    for (const id in state.children) {
      if (state.children[id] !== previous.children[id]) changed.add(id);
    }
    for (const id in previous.children) if (!(id in state.children)) changed.add(id);
  }
  if (state.selectedId !== previous.selectedId) {
    if (state.selectedId) changed.add(state.selectedId);
    if (previous.selectedId) changed.add(previous.selectedId);
  }
  if (state.hoveredId !== previous.hoveredId) {
    if (state.hoveredId) changed.add(state.hoveredId);
    if (previous.hoveredId) changed.add(previous.hoveredId);
  }
  return changed;
}

function notify(ids: Iterable<string>) {
  for (const id of ids) {
    const set = listeners.get(id);
    if (set) for (const listener of [...set]) listener();
  }
}

useEditorStore.subscribe((state, previous) => {
  // The breakpoint changes every element's resolved styles: tell them all.
  if (state.breakpoint !== previous.breakpoint) notify([...listeners.keys()]);
  else notify(changedElementIds(state, previous));
});

/**
 * Reads `select(state)` for one element and re-renders only when that element was reported
 * changed and the selected value differs (compared item by item when it is a list).
 */
export function useElementState<T>(id: string, select: (state: EditorState) => T): T {
  const cache = useRef<{ id: string; state: EditorState | null; value: T | undefined }>({
    id,
    state: null,
    value: undefined,
  });
  const subscribe = useCallback((listener: Listener) => subscribeElement(id, listener), [id]);
  // The last value is kept while it is equal, so React sees no change and skips the render.
  const getSnapshot = () => {
    const state = useEditorStore.getState();
    const memo = cache.current;
    if (memo.id === id && memo.state === state) return memo.value as T;
    const value = select(state);
    const same = memo.id === id && memo.state !== null && sameItems(memo.value, value);
    memo.id = id;
    memo.state = state;
    if (!same) memo.value = value;
    return memo.value as T;
  };
  return useSyncExternalStore(subscribe, getSnapshot);
}

function sameItems(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, i) => Object.is(item, b[i]));
}
