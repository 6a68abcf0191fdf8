import { create } from 'zustand';
import { useEditorStore } from './editor-store';

/** Pages larger than this open with only their top level unfolded in the layers tree. */
export const LARGE_PAGE = 200;

/**
 * Which layers are unfolded (view state: not part of the page or its history). A layer without
 * an explicit choice follows the page's default: all unfolded on small pages, folded on large ones.
 */
export const useLayersStore = create<{
  open: Record<string, boolean>;
  openByDefault: boolean;
  reset: (openByDefault: boolean) => void;
  toggle: (id: string) => void;
  expand: (ids: string[]) => void;
}>()((set) => ({
  open: {},
  openByDefault: true,
  reset: (openByDefault) => set({ open: {}, openByDefault }),
  toggle: (id) => set((s) => ({ open: { ...s.open, [id]: !(s.open[id] ?? s.openByDefault) } })),
  expand: (ids) =>
    set((s) => {
      if (ids.every((id) => s.open[id] ?? s.openByDefault)) return s;
      const open = { ...s.open };
      for (const id of ids) open[id] = true;
      return { open };
    }),
}));

/**
 * Each page loaded into the editor sets the default as it arrives, before the tree first renders
 * it: a large page never draws all its rows only to fold them again.
 */
useEditorStore.subscribe((state, previous) => {
  if (state.loadCount === previous.loadCount) return;
  useLayersStore.getState().reset(Object.keys(state.elements).length <= LARGE_PAGE);
});
