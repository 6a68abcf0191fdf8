import { useEffect } from 'react';
import { isDirty, useEditorStore } from './state/editor-store';
import { savePage } from './state/save-page';

export const AUTOSAVE_DELAY_MS = 2000;

/** Saves about two seconds after the last edit, and warns before leaving with unsaved work. */
export function useAutosave(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useEditorStore.subscribe((state, previous) => {
      if (state.revision === previous.revision || state.saveState === 'conflict') return;
      clearTimeout(timer);
      timer = setTimeout(() => void savePage(), AUTOSAVE_DELAY_MS);
    });
    const warn = (event: BeforeUnloadEvent) => {
      if (!isDirty(useEditorStore.getState())) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('beforeunload', warn);
    };
  }, []);
}
