import { create } from 'zustand';
import { applyPatches, enablePatches, produceWithPatches, type Draft, type Patch } from 'immer';
import {
  TreeError,
  type Breakpoint,
  type ElementData,
  type Page,
  type PageWithElements,
} from '@tessera/core';
import { buildChildrenIndex, type ChildrenIndex } from './children-index';
import {
  record,
  stepBack,
  stepForward,
  type History,
  type HistoryEntry,
  type OutsideChange,
} from './history';

enablePatches();

export type ElementRecord = Record<string, ElementData>;
export type SaveState = 'idle' | 'saving' | 'error' | 'conflict';

export interface EditorState extends History {
  page: Page | null;
  /** The server's version of the page this editor last loaded or saved. */
  version: number;
  elements: ElementRecord;
  children: ChildrenIndex;
  selectedId: string | null;
  hoveredId: string | null;
  breakpoint: Breakpoint;
  /** Counts edits; the page is dirty while it is ahead of the last saved revision. */
  revision: number;
  savedRevision: number;
  saveState: SaveState;
  saveError: string | null;
  /** Counts page loads, so a save that finishes after a reload does not mark the new state saved. */
  loadCount: number;
}

interface EditorActions {
  loadPage(page: PageWithElements): void;
  /**
   * Applies one undoable edit. The recipe mutates a draft of the element map; a TreeError thrown
   * inside refuses the whole edit and is returned as its message. `outside`, a change already
   * made outside the page's elements (a shared part, the page's settings), joins the same step,
   * which it makes even when the recipe changes nothing.
   */
  transact(
    label: string,
    recipe: (draft: Draft<ElementRecord>) => void,
    options?: { mergeKey?: string; select?: string | null; outside?: OutsideChange },
  ): string | null;
  undo(): void;
  redo(): void;
  select(id: string | null): void;
  hover(id: string | null): void;
  setBreakpoint(breakpoint: Breakpoint): void;
  saveStarted(): void;
  saveSucceeded(version: number, revision: number): void;
  saveFailed(message: string, conflict?: boolean): void;
}

export type EditorStore = EditorState & EditorActions;

const initial: EditorState = {
  page: null,
  version: 0,
  elements: {},
  children: {},
  selectedId: null,
  hoveredId: null,
  breakpoint: 'desktop',
  past: [],
  future: [],
  revision: 0,
  savedRevision: 0,
  saveState: 'idle',
  saveError: null,
  loadCount: 0,
};

/** A patch that adds or removes an element, or moves one (parent or order), reshapes the tree. */
function changesShape(patch: Patch): boolean {
  return patch.path.length <= 1 || patch.path[1] === 'parentId' || patch.path[1] === 'order';
}

export const useEditorStore = create<EditorStore>()((set, get) => {
  /** Puts a new element map in place, with the children index and the selection kept valid. */
  const commit = (elements: ElementRecord, patches: Patch[], extra: Partial<EditorState>) => {
    const state = get();
    const selectedId = extra.selectedId !== undefined ? extra.selectedId : state.selectedId;
    // A step that changed only something outside the page leaves the page as saved.
    const edited = patches.length > 0;
    set({
      ...extra,
      elements,
      // Content and style edits leave the tree's shape alone: keep the index as it is.
      children: patches.some(changesShape)
        ? buildChildrenIndex(elements, state.children)
        : state.children,
      selectedId: selectedId && elements[selectedId] ? selectedId : null,
      hoveredId: state.hoveredId && elements[state.hoveredId] ? state.hoveredId : null,
      revision: edited ? state.revision + 1 : state.revision,
    });
  };

  /**
   * Outside changes are made one at a time, in the order their steps were undone and redone. One
   * that fails puts its step back where it was, elements too, when it is still the next step to
   * redo (or undo), so the history never claims what the server does not have.
   */
  let outsideQueue: Promise<void> = Promise.resolve();
  const runOutside = (entry: HistoryEntry, direction: 'apply' | 'revert') => {
    const change = entry.outside;
    if (!change) return;
    outsideQueue = outsideQueue.then(async () => {
      try {
        await change[direction]();
      } catch {
        const state = get();
        if (direction === 'revert' && state.future[0]?.outside === change) {
          const [undone, ...future] = state.future;
          commit(applyPatches(state.elements, undone!.patches), undone!.patches, {
            past: [...state.past, undone!],
            future,
          });
        } else if (direction === 'apply' && state.past.at(-1)?.outside === change) {
          const redone = state.past.at(-1)!;
          commit(applyPatches(state.elements, redone.inversePatches), redone.inversePatches, {
            past: state.past.slice(0, -1),
            future: [redone, ...state.future],
          });
        }
      }
    });
  };

  return {
    ...initial,

    loadPage(page) {
      const { elements, ...rest } = page;
      const record = Object.fromEntries(elements.map((e) => [e.id, e]));
      set({
        ...initial,
        breakpoint: get().breakpoint,
        loadCount: get().loadCount + 1,
        page: rest,
        version: page.version,
        elements: record,
        children: buildChildrenIndex(record),
      });
    },

    transact(label, recipe, options = {}) {
      const state = get();
      let result: [ElementRecord, Patch[], Patch[]];
      try {
        result = produceWithPatches(state.elements, recipe) as [ElementRecord, Patch[], Patch[]];
      } catch (error) {
        if (error instanceof TreeError) return error.message;
        throw error;
      }
      const [elements, patches, inversePatches] = result;
      if (patches.length === 0 && !options.outside) return null;
      const history = record(state, {
        label,
        patches,
        inversePatches,
        mergeKey: options.mergeKey,
        outside: options.outside,
        at: Date.now(),
      });
      commit(elements, patches, {
        ...history,
        ...(options.select !== undefined ? { selectedId: options.select } : {}),
      });
      return null;
    },

    undo() {
      const step = stepBack(get());
      if (!step) return;
      commit(
        applyPatches(get().elements, step.entry.inversePatches),
        step.entry.inversePatches,
        step.history,
      );
      runOutside(step.entry, 'revert');
    },

    redo() {
      const step = stepForward(get());
      if (!step) return;
      commit(applyPatches(get().elements, step.entry.patches), step.entry.patches, step.history);
      runOutside(step.entry, 'apply');
    },

    select: (id) => set({ selectedId: id }),
    hover: (id) => {
      if (get().hoveredId !== id) set({ hoveredId: id });
    },
    setBreakpoint: (breakpoint) => set({ breakpoint }),
    saveStarted: () => set({ saveState: 'saving', saveError: null }),
    saveSucceeded: (version, revision) =>
      set((state) => ({
        version,
        savedRevision: Math.max(state.savedRevision, revision),
        saveState: 'idle',
        saveError: null,
        page: state.page ? { ...state.page, version } : null,
      })),
    saveFailed: (message, conflict = false) =>
      set({ saveState: conflict ? 'conflict' : 'error', saveError: message }),
  };
});

export const isDirty = (state: EditorState) => state.revision > state.savedRevision;
