import { ArrowLeft } from 'lucide-react';
import { ElementTree } from '@tessera/blocks';
import { resolveStyles } from '@tessera/core';
import type { CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { useEditorStore } from '../state/editor-store';
import { SHARED_LABELS, useSharedElements, useSharedParts } from '../shared/use-shared-parts';
import { saveBeforeSwitching } from '../use-builder-data';
import { useCanvasRenderContext } from './render-context';

/** The page (or the post layout) a shared part was opened from (`?from=`), else the home page. */
function useContextPage() {
  const [params, setParams] = useSearchParams();
  const ctx = useCanvasRenderContext();
  const websiteId = useEditorStore((s) => s.page?.websiteId);
  const layout = useSharedParts(websiteId).data?.post;
  const from = params.get('from');
  const page =
    ctx.pages.find((p) => p.id === from) ??
    (layout && layout.id === from ? layout : undefined) ??
    ctx.pages.find((p) => p.isHome);
  const back = async () => {
    if (page && (await saveBeforeSwitching())) setParams({ page: page.id }, { replace: true });
  };
  return { page, back };
}

/**
 * While the shared header or footer is edited, the page it was opened from is drawn beside it
 * (below a header, above a footer) as the site shows it, inert: the part is edited in place.
 */
export function PageContext({ position }: { position: 'before' | 'after' }) {
  const kind = useEditorStore((s) => s.page?.kind);
  const breakpoint = useEditorStore((s) => s.breakpoint);
  const ctx = useCanvasRenderContext();
  const { page } = useContextPage();
  const shown =
    (kind === 'header' && position === 'after') || (kind === 'footer' && position === 'before');
  const elements = useSharedElements(shown ? page?.id : undefined);
  if (!shown || !elements.data) return null;
  return (
    <div className="b-page-context" data-page-context inert>
      <ElementTree
        elements={elements.data.elements}
        ctx={ctx}
        rootFor={(element) => ({ style: resolveStyles(element, breakpoint) as CSSProperties })}
      />
    </div>
  );
}

const WHERE_SHOWN = {
  header: 'shown on every page of the website, unless a page hides it in its settings.',
  footer: 'shown on every page of the website, unless a page hides it in its settings.',
  post: 'every blog post is shown in it, at its own address. The Blog post element shows the post; here, the newest one.',
} as const;

/**
 * On the shared header or footer or the post layout itself: what is being edited, where it
 * shows, and the way back.
 */
export function SharedPartBanner() {
  const kind = useEditorStore((s) => s.page?.kind);
  const { page, back } = useContextPage();
  if (!kind || kind === 'page') return null;
  return (
    <div className="b-shared-banner" role="note" data-layout-banner={kind}>
      <span>
        {SHARED_LABELS[kind]}: {WHERE_SHOWN[kind]}
      </span>
      {page ? (
        <button type="button" onClick={() => void back()}>
          <ArrowLeft className="h-3.5 w-3.5" aria-hidden /> Back to {page.name}
        </button>
      ) : null}
    </div>
  );
}
