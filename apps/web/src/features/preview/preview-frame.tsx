import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  BASE_CSS,
  STORE_CSS,
  BLOG_CSS,
  ElementTree,
  elementClass,
  pageCss,
  type RenderContext,
} from '@tessera/blocks';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useBlogContext } from '@/features/builder/canvas/use-blog-context';
import { useStoreContext } from '@/features/storefront/use-store-context';
import { siteLookCss } from './site-look';
import { usePreviewData } from './use-preview-data';

/**
 * /preview/:websiteId/frame — the draft page exactly as it will be published, drawn by the same
 * blocks and CSS, at whatever width the frame around it has (so the breakpoints apply for real).
 */
export function PreviewFrame() {
  const { websiteId = '' } = useParams();
  const [params] = useSearchParams();
  const { website, pages, page, currentId } = usePreviewData(websiteId, params.get('page'));
  const store = useStoreContext(websiteId);
  const blog = useBlogContext(websiteId);

  useEffect(() => {
    // The page is the whole document here: no dashboard theme around it.
    document.documentElement.classList.remove('dark');
    document.documentElement.style.colorScheme = 'light';
  }, []);

  const theme = website.data?.theme;
  const css = useMemo(
    () =>
      siteLookCss(theme) +
      BASE_CSS +
      STORE_CSS +
      BLOG_CSS +
      (page.data ? pageCss(page.data.elements) : ''),
    [page.data, theme],
  );
  useEffect(() => {
    const title = page.data?.title || page.data?.name;
    if (title && website.data) document.title = `${title} · ${website.data.name}`;
  }, [page.data, website.data]);

  if (website.isError) return <p className="p-8 text-center">Website not found</p>;
  if (!website.data || !pages.data || !page.data) return <FullPageSpinner />;

  const ctx: RenderContext = {
    mode: 'preview',
    store,
    blog,
    siteName: website.data.name,
    locale: website.data.locale,
    pages: pages.data.map(({ id, name, slug, isHome }) => ({ id, name, slug, isHome })),
    currentPageId: currentId,
    pageHref: (p) => `/preview/${websiteId}/frame?page=${p.id}`,
  };
  return (
    <div className="t-page min-h-screen">
      <style>{css}</style>
      <ElementTree
        elements={page.data.elements}
        ctx={ctx}
        rootFor={(e) => ({ className: elementClass(e.id) })}
      />
      {page.data.elements.length === 0 ? (
        <p style={{ padding: 48, textAlign: 'center', color: '#64748b' }}>
          This page is empty. Add elements in the builder.
        </p>
      ) : null}
    </div>
  );
}
