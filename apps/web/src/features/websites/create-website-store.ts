import { create } from 'zustand';

interface CreateWebsiteDialogState {
  open: boolean;
  /** The template the dialog starts from: `blank` unless the owner picked one. */
  templateId: string;
  setOpen: (open: boolean) => void;
  setTemplateId: (templateId: string) => void;
}

/** Opens the one Create New Website dialog (mounted in the dashboard layout) from anywhere. */
export const useCreateWebsiteDialog = create<CreateWebsiteDialogState>()((set) => ({
  open: false,
  templateId: 'blank',
  setOpen: (open) => set({ open }),
  setTemplateId: (templateId) => set({ templateId }),
}));

/** Opens the dialog starting from Blank. */
export const openCreateWebsiteDialog = () =>
  useCreateWebsiteDialog.setState({ open: true, templateId: 'blank' });

/** Opens the dialog starting from the template with this id. */
export const openCreateWebsiteFrom = (templateId: string) =>
  useCreateWebsiteDialog.setState({ open: true, templateId });
