import { create } from 'zustand';

interface CreateWebsiteDialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** Opens the one Create New Website dialog (mounted in the dashboard layout) from anywhere. */
export const useCreateWebsiteDialog = create<CreateWebsiteDialogState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export const openCreateWebsiteDialog = () => useCreateWebsiteDialog.getState().setOpen(true);
