import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface SelectedWebsiteState {
  websiteId: string | null;
  select: (websiteId: string | null) => void;
}

/** The website the dashboard's per-site screens work on; remembered per device. */
export const useSelectedWebsiteStore = create<SelectedWebsiteState>()(
  persist((set) => ({ websiteId: null, select: (websiteId) => set({ websiteId }) }), {
    name: 'tessera-selected-website',
  }),
);
