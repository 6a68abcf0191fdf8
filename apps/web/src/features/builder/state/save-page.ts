import { api, ApiError } from '@/lib/api';
import { useEditorStore } from './editor-store';

let inFlight: Promise<boolean> | null = null;

/**
 * Sends the page's elements as they are now. Edits made while a save is in flight stay dirty and
 * go with the next save; a failure keeps every edit. With `overwrite`, the server's newer version
 * is replaced on purpose. Resolves true when the page is saved.
 */
export async function savePage(options: { overwrite?: boolean } = {}): Promise<boolean> {
  if (inFlight) await inFlight.catch(() => false);
  const state = useEditorStore.getState();
  if (!state.page) return false;
  if (state.revision === state.savedRevision && !options.overwrite) return true;
  const pageId = state.page.id;
  const revision = state.revision;
  const loadCount = state.loadCount;
  const elements = Object.values(state.elements);
  state.saveStarted();
  inFlight = (async () => {
    try {
      const version = options.overwrite ? (await api.pages.get(pageId)).version : state.version;
      const saved = await api.pages.save(pageId, { elements, version });
      if (useEditorStore.getState().loadCount === loadCount) {
        useEditorStore.getState().saveSucceeded(saved.page.version, revision);
      }
      return true;
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      const message =
        error instanceof ApiError && error.status === 400 ? error.message : 'Failed to save';
      if (useEditorStore.getState().loadCount === loadCount) {
        useEditorStore.getState().saveFailed(conflict ? error.message : message, conflict);
      }
      return false;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
