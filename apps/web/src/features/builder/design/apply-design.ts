import type { QueryClient } from '@tanstack/react-query';
import type {
  DesignApplied,
  DesignPart,
  ElementData,
  PageWithElements,
  SiteTheme,
} from '@tessera/core';
import { api, ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useEditorStore } from '../state/editor-store';
import type { OutsideChange } from '../state/history';
import { saveTheme, useThemeStore } from '../theme/theme-store';
import { saveBeforeSwitching } from '../use-builder-data';

type SharedKind = Exclude<DesignPart, 'theme'>;

/** One side of the step: the theme and the shared parts' elements, as before or as applied. */
interface DesignState {
  theme: SiteTheme;
  header: ElementData[] | null;
  footer: ElementData[] | null;
}

const sharedView = (pageId: string) => ['pages', pageId, 'shared-view'];

/** The theme drawn on the canvas at once, as saved (no save of its own follows). */
function showTheme(theme: SiteTheme) {
  useThemeStore.setState({ theme, status: 'saved' });
}

/**
 * Applies a template's design to the website's draft and makes it one step of the open page's
 * history: the canvas restyles at once, undo puts the theme, header and footer back as they
 * were (on the server too), redo applies them again. The open page's edits are saved first.
 * Resolves true when the design was applied; a refusal is said and rejects.
 */
export async function applyDesign(
  client: QueryClient,
  websiteId: string,
  templateId: string,
  parts: DesignPart[],
): Promise<DesignApplied | null> {
  if (!(await saveBeforeSwitching())) return null;
  if (useThemeStore.getState().status !== 'saved') await saveTheme();
  const result = await api.websites.applyDesign(websiteId, { templateId, parts });

  const pages: Record<SharedKind, PageWithElements | null> = {
    header: result.header,
    footer: result.footer,
  };
  /** Each part's version as last saved from here: undo and redo write with it. */
  const versions = new Map<string, number>();
  for (const page of Object.values(pages)) if (page) versions.set(page.id, page.version);

  const editor = useEditorStore.getState();
  // A replaced part open in the editor changes as the page's own elements (saved by autosave);
  // the theme and the other part change outside it.
  const openKind = (['header', 'footer'] as const).find(
    (kind) => pages[kind] && editor.page?.id === pages[kind]!.id,
  );

  const now: DesignState = {
    theme: result.theme,
    header: result.header?.elements ?? null,
    footer: result.footer?.elements ?? null,
  };
  const before: DesignState = result.previous;

  const write = async (state: DesignState, direction: 'apply' | 'revert') => {
    const done = direction === 'revert' ? 'undone' : 'redone';
    try {
      if (parts.includes('theme')) {
        showTheme(state.theme);
        const website = await api.websites.update(websiteId, { theme: state.theme });
        client.setQueryData(['websites', websiteId], website);
      }
      for (const kind of ['header', 'footer'] as const) {
        const page = pages[kind];
        const elements = state[kind];
        if (!page || !elements || kind === openKind) continue;
        client.setQueryData<PageWithElements>(sharedView(page.id), (drawn) =>
          drawn ? { ...drawn, elements } : drawn,
        );
        const saved = await api.pages.save(page.id, { elements, version: versions.get(page.id) });
        versions.set(page.id, saved.page.version);
      }
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status === 409
          ? `The design was changed elsewhere, so this step was not ${done}. Reload to see it.`
          : `The design change could not be ${done}. Try again.`,
      );
      throw error;
    } finally {
      for (const page of Object.values(pages)) {
        if (page) void client.invalidateQueries({ queryKey: sharedView(page.id) });
      }
    }
  };
  const outside: OutsideChange = {
    apply: () => write(now, 'apply'),
    revert: () => write(before, 'revert'),
  };

  showTheme(result.theme);
  client.setQueryData(['websites', websiteId], (site: object | undefined) =>
    site ? { ...site, theme: result.theme } : site,
  );
  for (const kind of ['header', 'footer'] as const) {
    const page = pages[kind];
    if (page) client.setQueryData(sharedView(page.id), page);
  }
  if (openKind) {
    const applied = pages[openKind]!;
    editor.transact(
      'Change design',
      (draft) => {
        for (const id of Object.keys(draft)) delete draft[id];
        for (const element of applied.elements) draft[element.id] = element;
      },
      { select: null, outside },
    );
    // What the editor shows is what the server has: nothing to save until the next edit.
    useEditorStore.setState((s) => ({
      version: applied.version,
      savedRevision: s.revision,
      page: s.page ? { ...s.page, version: applied.version } : null,
    }));
  } else {
    editor.transact('Change design', () => {}, { outside });
  }
  return result;
}
