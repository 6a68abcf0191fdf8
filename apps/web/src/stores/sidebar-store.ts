import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface SidebarState {
  collapsed: boolean;
  toggle: () => void;
}

/** Whether the dashboard sidebar is icon-only (4rem) or wide (16rem); remembered per device. */
export const useSidebarStore = create<SidebarState>()(
  persist(
    (set) => ({ collapsed: false, toggle: () => set((s) => ({ collapsed: !s.collapsed })) }),
    {
      name: 'tessera-sidebar',
    },
  ),
);
