import { create } from 'zustand';
import type { Dragged, DropTarget } from './drop-target';

/** The drag in progress and where it would land; only the indicator and overlay read it. */
export const useDropStore = create<{
  dragged: (Dragged & { label: string }) | null;
  target: DropTarget | null;
}>()(() => ({ dragged: null, target: null }));
