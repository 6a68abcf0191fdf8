import { Link, useBlocker, useParams } from 'react-router';
import { SiteLocaleContext } from '@tessera/blocks';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { useStoreContext } from '@/features/storefront/use-store-context';
import { useToastsAtBottom } from '@/lib/toast';
import { CanvasRenderContext } from './canvas/render-context';
import { useBlogContext } from './canvas/use-blog-context';
import { BuilderDnd } from './dnd/builder-dnd';
import { isDirty, useEditorStore } from './state/editor-store';
import { BuilderLayout } from './builder-layout';
import { ConflictDialog } from './conflict-dialog';
import { SharedInsertDialog } from './shared/shared-insert-dialog';
import { useSharedParts } from './shared/use-shared-parts';
import { SiteDetailsDialog } from './site-details/site-details-dialog';
import { useAutosave } from './use-autosave';
import { useBuilderData } from './use-builder-data';
import { useBuilderShortcuts } from './use-builder-shortcuts';
import { usePublishFlow } from './use-publish-flow';
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

/** /builder/:websiteId — the page editor: its data, its screen, and what guards the edits. */
export function BuilderPage() {
  const { websiteId = '' } = useParams();
  const { website, pages, pageId, loadedPageId, openPage, refreshPages } =
    useBuilderData(websiteId);
  const publishFlow = usePublishFlow(websiteId, pageId);
  // Asked for with the page, not once the canvas has drawn it.
  useSharedParts(websiteId);

  useAutosave();
  useBuilderShortcuts();
  useToastsAtBottom();
  const store = useStoreContext(websiteId);
  const openKind = useEditorStore((s) => s.page?.kind);
  const blog = useBlogContext(websiteId, { showPost: openKind === 'post' });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && isDirty(useEditorStore.getState()),
  );

  if (website.isPending || (website.isSuccess && (pages.isPending || loadedPageId !== pageId))) {
    if (website.isSuccess && pages.isSuccess && pages.data.length === 0) return <NotFound />;
    return <FullPageSpinner />;
  }
  if (website.isError) return <NotFound />;
  const site = website.data;

  const renderContext = {
    mode: 'editor' as const,
    store,
    blog,
    siteName: site.name,
    locale: site.locale,
    pages: (pages.data ?? []).map(({ id, name, slug, isHome }) => ({ id, name, slug, isHome })),
    currentPageId: pageId,
    pageHref: (p: { slug: string; isHome: boolean }) => (p.isHome ? '/' : `/${p.slug}`),
  };

  return (
    <CanvasRenderContext.Provider value={renderContext}>
      <SiteLocaleContext.Provider value={site.locale}>
        <BuilderDnd>
          <BuilderLayout
            website={site}
            pages={pages.data ?? []}
            pageId={pageId}
            onOpenPage={(id) => void openPage(id)}
            onPagesChanged={refreshPages}
            onPreview={publishFlow.onPreview}
            onPublish={publishFlow.onPublish}
            publishing={publishFlow.publishing}
          />
        </BuilderDnd>
        <ConflictDialog />
        <SharedInsertDialog />
        <SiteDetailsDialog website={site} />
        {publishFlow.dialogs}
        <ConfirmDialog
          open={blocker.state === 'blocked'}
          onOpenChange={(open) => !open && blocker.reset?.()}
          title="Leave with unsaved changes?"
          description="Your latest edits have not been saved yet. Stay to let them save, or leave and lose them."
          confirmLabel="Leave without saving"
          onConfirm={() => blocker.proceed?.()}
        />
      </SiteLocaleContext.Provider>
    </CanvasRenderContext.Provider>
  );
}
