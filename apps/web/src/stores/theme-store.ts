import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Theme } from '@tessera/core';

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

/** The theme kept on this device too, so it applies before the profile loads (see theme-boot.js). */
export const useThemeStore = create<ThemeState>()(
  persist((set) => ({ theme: 'system', setTheme: (theme) => set({ theme }) }), {
    name: 'tessera-theme',
  }),
);

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery().matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Keeps <html> in step with the chosen theme and, for 'system', with the OS setting. */
export function startThemeSync(): () => void {
  applyTheme(useThemeStore.getState().theme);
  const unsubscribe = useThemeStore.subscribe((state) => applyTheme(state.theme));
  const query = darkQuery();
  const onChange = () => applyTheme(useThemeStore.getState().theme);
  query.addEventListener('change', onChange);
  return () => {
    unsubscribe();
    query.removeEventListener('change', onChange);
  };
}
