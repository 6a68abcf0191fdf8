import { create } from 'zustand';
import { DEFAULT_SITE_THEME, type SiteTheme, type Website } from '@tessera/core';
import { api } from '@/lib/api';
import { notify } from '@/lib/toast';

/** How long the theme waits after the last change before it is saved. */
const SAVE_DELAY_MS = 500;

interface ThemeState {
  websiteId: string | null;
  theme: SiteTheme;
  status: 'saved' | 'saving' | 'failed';
}

/**
 * The site theme being edited in the builder: the canvas draws with it at once, and it is saved
 * with the website shortly after the last change (a failed save keeps it here, to be saved with
 * the next change or a retry).
 */
export const useThemeStore = create<ThemeState>(() => ({
  websiteId: null,
  theme: DEFAULT_SITE_THEME,
  status: 'saved',
}));

let timer: ReturnType<typeof setTimeout> | undefined;
let onSaved: ((website: Website) => void) | undefined;

/** Starts editing a website's theme (once per website: a refetch does not undo local changes). */
export function loadTheme(website: Website, saved: (website: Website) => void): void {
  onSaved = saved;
  if (useThemeStore.getState().websiteId === website.id) return;
  clearTimeout(timer);
  useThemeStore.setState({ websiteId: website.id, theme: website.theme, status: 'saved' });
}

export function changeTheme(theme: SiteTheme): void {
  useThemeStore.setState({ theme, status: 'saving' });
  clearTimeout(timer);
  timer = setTimeout(() => void saveTheme(), SAVE_DELAY_MS);
}

/** Saves the theme now (a pending change, or a retry after a failure). */
export async function saveTheme(): Promise<void> {
  clearTimeout(timer);
  const { websiteId, theme } = useThemeStore.getState();
  if (!websiteId) return;
  try {
    const website = await api.websites.update(websiteId, { theme });
    // Only if nothing changed meanwhile: a later change has its own save coming.
    if (useThemeStore.getState().theme === theme) useThemeStore.setState({ status: 'saved' });
    onSaved?.(website);
  } catch (error) {
    useThemeStore.setState({ status: 'failed' });
    notify.error((error as Error).message || 'Failed to save the theme');
  }
}
