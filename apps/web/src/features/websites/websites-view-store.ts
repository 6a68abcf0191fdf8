import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type WebsitesLayout = 'grid' | 'list';

interface WebsitesViewState {
  layout: WebsitesLayout;
  setLayout: (layout: WebsitesLayout) => void;
}

/** Grid or list on the Websites screen; remembered per device. */
export const useWebsitesView = create<WebsitesViewState>()(
  persist((set) => ({ layout: 'grid', setLayout: (layout) => set({ layout }) }), {
    name: 'tessera-websites-layout',
  }),
);
