import { create } from 'zustand';

/** Which element's text is being edited in place on the canvas (never part of undo history). */
export const useInlineEditStore = create<{
  editingId: string | null;
  setEditing: (id: string | null) => void;
}>()((set) => ({ editingId: null, setEditing: (editingId) => set({ editingId }) }));

/** Element types whose text can be edited by double-clicking it on the canvas. */
export const INLINE_TEXT_TYPES = new Set(['HEADING', 'TEXT', 'BUTTON']);
