import { create } from 'zustand';

/** Which layers are folded in the tree (view state: not part of the page or its history). */
export const useLayersStore = create<{
  collapsed: Record<string, boolean>;
  toggle: (id: string) => void;
  expand: (ids: string[]) => void;
}>()((set) => ({
  collapsed: {},
  toggle: (id) => set((s) => ({ collapsed: { ...s.collapsed, [id]: !s.collapsed[id] } })),
  expand: (ids) =>
    set((s) => {
      if (!ids.some((id) => s.collapsed[id])) return s;
      const collapsed = { ...s.collapsed };
      for (const id of ids) delete collapsed[id];
      return { collapsed };
    }),
}));
