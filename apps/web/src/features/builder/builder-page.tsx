import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { api, ApiError } from '@/lib/api';
import { siteUrl } from '@/lib/site-url';
import { notify, useToastsAtBottom } from '@/lib/toast';
import { Canvas } from './canvas/canvas';
import { CanvasRenderContext } from './canvas/render-context';
import { BuilderDnd } from './dnd/builder-dnd';
import { LeftPanel } from './panels/left-panel';
import { PropertiesPanel } from './properties/properties-panel';
import { isDirty, useEditorStore } from './state/editor-store';
import { savePage } from './state/save-page';
import { BuilderTopBar, type NarrowPanel } from './top-bar/builder-top-bar';
import { ConflictDialog } from './conflict-dialog';
import { PublishedDialog } from './published-dialog';
import { useAutosave } from './use-autosave';
import { useBuilderShortcuts } from './use-builder-shortcuts';
import { usePublishLinkCheck } from './use-publish-link-check';
import './builder.css';

function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-background px-6 text-center">
      <h1 className="text-2xl font-bold">Website not found</h1>
      <p className="max-w-md text-muted-foreground">
        The website you're looking for doesn't exist or you don't have access to it.
      </p>
      <Button asChild>
        <Link to="/dashboard/websites">Back to your websites</Link>
      </Button>
    </main>
  );
}

/** A side panel opened over the canvas on a narrow screen. */
const narrowOverlay =
  'max-lg:absolute max-lg:inset-y-0 max-lg:z-50 max-lg:max-w-[88vw] max-lg:shadow-xl';

/** /builder/:websiteId — the page editor. */
export function BuilderPage() {
  const { websiteId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const website = useQuery({
    queryKey: ['websites', websiteId],
    queryFn: () => api.websites.get(websiteId),
    retry: false,
  });
  const pages = useQuery({
    queryKey: ['websites', websiteId, 'pages'],
    queryFn: () => api.websites.pages(websiteId),
    enabled: website.isSuccess,
  });
  const pageId =
    params.get('page') ?? pages.data?.find((p) => p.isHome)?.id ?? pages.data?.[0]?.id ?? null;
  const loadedPageId = useEditorStore((s) => s.page?.id ?? null);
  const [publishing, setPublishing] = useState(false);
  const [liveUrl, setLiveUrl] = useState<string | null>(null);
  const [panel, setPanel] = useState<NarrowPanel>(null);
  const linkCheck = usePublishLinkCheck();

  useAutosave();
  useBuilderShortcuts();
  useToastsAtBottom();

  useEffect(() => {
    if (!pageId || pageId === loadedPageId) return;
    let cancelled = false;
    api.pages
      .get(pageId)
      .then((page) => !cancelled && useEditorStore.getState().loadPage(page))
      .catch(() => !cancelled && notify.error('Failed to load the page'));
    return () => {
      cancelled = true;
    };
  }, [pageId, loadedPageId]);

  const openPage = useCallback(
    async (id: string) => {
      if (id === useEditorStore.getState().page?.id) return;
      if (isDirty(useEditorStore.getState()) && !(await savePage())) {
        notify.error('Failed to save: the page stays open so nothing is lost');
        return;
      }
      setParams({ page: id }, { replace: true });
    },
    [setParams],
  );

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && isDirty(useEditorStore.getState()),
  );

  if (website.isPending || (website.isSuccess && (pages.isPending || loadedPageId !== pageId))) {
    if (website.isSuccess && pages.isSuccess && pages.data.length === 0) return <NotFound />;
    return <FullPageSpinner />;
  }
  if (website.isError) {
    if (website.error instanceof ApiError && website.error.status === 404) return <NotFound />;
    return <NotFound />;
  }
  const site = website.data;

  const preview = async () => {
    await savePage();
    window.open(`/preview/${site.id}?page=${pageId ?? ''}`, '_blank', 'noopener');
  };
  const publish = async () => {
    setPublishing(true);
    try {
      if (!(await savePage())) {
        notify.error('Failed to save: fix the problem before publishing');
        return;
      }
      const published = await api.websites.publish(site.id);
      queryClient.setQueryData(['websites', site.id], published);
      void queryClient.invalidateQueries({ queryKey: ['websites'] });
      notify.success('Website published successfully');
      setLiveUrl(siteUrl(published));
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status < 500
          ? error.message
          : 'Failed to publish website',
      );
    } finally {
      setPublishing(false);
    }
  };

  const renderContext = {
    mode: 'editor' as const,
    siteName: site.name,
    pages: (pages.data ?? []).map(({ id, name, slug, isHome }) => ({ id, name, slug, isHome })),
    currentPageId: pageId,
    pageHref: (p: { slug: string; isHome: boolean }) => (p.isHome ? '/' : `/${p.slug}`),
  };

  return (
    <CanvasRenderContext.Provider value={renderContext}>
      <BuilderDnd>
        <div className="flex h-screen flex-col bg-background">
          <BuilderTopBar
            website={site}
            onPreview={() => void preview()}
            onPublish={() => void linkCheck.publishChecked(site.id, publish)}
            publishing={publishing || linkCheck.checking}
            panel={panel}
            onPanelChange={setPanel}
          />
          <div className="relative flex min-h-0 flex-1">
            <LeftPanel
              className={cn(
                narrowOverlay,
                'max-lg:left-0',
                panel !== 'elements' && 'max-lg:hidden',
              )}
              pageList={{
                websiteId: site.id,
                pages: pages.data ?? [],
                currentPageId: pageId,
                onOpen: (id) => void openPage(id),
                onChanged: () =>
                  void queryClient.invalidateQueries({ queryKey: ['websites', site.id, 'pages'] }),
              }}
            />
            <Canvas />
            <PropertiesPanel
              className={cn(
                narrowOverlay,
                'max-lg:right-0',
                panel !== 'properties' && 'max-lg:hidden',
              )}
            />
            {panel ? (
              <button
                type="button"
                aria-label="Close panel"
                className="absolute inset-0 z-45 cursor-default bg-slate-950/30 lg:hidden"
                onClick={() => setPanel(null)}
              />
            ) : null}
          </div>
        </div>
      </BuilderDnd>
      <ConflictDialog />
      {linkCheck.dialog}
      {liveUrl ? <PublishedDialog url={liveUrl} onClose={() => setLiveUrl(null)} /> : null}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title="Leave with unsaved changes?"
        description="Your latest edits have not been saved yet. Stay to let them save, or leave and lose them."
        confirmLabel="Leave without saving"
        onConfirm={() => blocker.proceed?.()}
      />
    </CanvasRenderContext.Provider>
  );
}
