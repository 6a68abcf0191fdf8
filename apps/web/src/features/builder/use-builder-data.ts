import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { notify } from '@/lib/toast';
import { builderPagesQuery, builderWebsiteQuery, fetchBuilderPage } from './page-prefetch';
import { isDirty, useEditorStore } from './state/editor-store';
import { savePage } from './state/save-page';

/** Saves the open page's edits before another is opened; false (and said) when that failed. */
export async function saveBeforeSwitching(): Promise<boolean> {
  if (!isDirty(useEditorStore.getState()) || (await savePage())) return true;
  notify.error('Failed to save: the page stays open so nothing is lost');
  return false;
}

/**
 * What the builder edits: the website, its pages, and the page open in the editor (from the
 * address's `?page=`, else the home page), loaded into the editor store when it changes.
 */
export function useBuilderData(websiteId: string) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const website = useQuery(builderWebsiteQuery(websiteId));
  const pages = useQuery({ ...builderPagesQuery(websiteId), enabled: website.isSuccess });
  const pageId =
    params.get('page') ?? pages.data?.find((p) => p.isHome)?.id ?? pages.data?.[0]?.id ?? null;
  const loadedPageId = useEditorStore((s) => s.page?.id ?? null);

  useEffect(() => {
    if (!pageId || pageId === loadedPageId) return;
    let cancelled = false;
    fetchBuilderPage(pageId)
      .then((page) => !cancelled && useEditorStore.getState().loadPage(page))
      .catch(() => !cancelled && notify.error('Failed to load the page'));
    return () => {
      cancelled = true;
    };
  }, [pageId, loadedPageId]);

  /** Opens another page once the open one's edits are saved (else it stays open). */
  const openPage = useCallback(
    async (id: string) => {
      if (id === useEditorStore.getState().page?.id) return;
      if (await saveBeforeSwitching()) setParams({ page: id }, { replace: true });
    },
    [setParams],
  );

  const refreshPages = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['websites', websiteId, 'pages'] }),
    [queryClient, websiteId],
  );

  return { website, pages, pageId, loadedPageId, openPage, refreshPages };
}
