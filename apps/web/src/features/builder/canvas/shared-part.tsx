import { Pencil } from 'lucide-react';
import { ElementTree } from '@tessera/blocks';
import { resolveStyles } from '@tessera/core';
import type { CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { useEditorStore } from '../state/editor-store';
import { SHARED_LABELS, useSharedElements, useSharedParts } from '../shared/use-shared-parts';
import { saveBeforeSwitching } from '../use-builder-data';
import { useCanvasRenderContext } from './render-context';

/**
 * The website's shared header or footer around the page (or the post layout) being edited: drawn
 * as the live site will show it, not editable here (and no drop target), with a button that opens
 * it for editing.
 */
export function SharedPart({ kind }: { kind: 'header' | 'footer' }) {
  const page = useEditorStore((s) => s.page);
  const breakpoint = useEditorStore((s) => s.breakpoint);
  const ctx = useCanvasRenderContext();
  const [, setParams] = useSearchParams();
  const parts = useSharedParts(page?.websiteId);
  const part = parts.data?.[kind];
  const hidden = kind === 'header' ? page?.hideHeader : page?.hideFooter;
  // Posts are drawn in the post layout between the header and footer, as pages are.
  const framed = page?.kind === 'page' || page?.kind === 'post';
  const elements = useSharedElements(framed && !hidden ? part?.id : undefined);
  if (!page || !framed || hidden || !part || !elements.data) return null;
  if (elements.data.elements.length === 0) return null;
  const label = SHARED_LABELS[kind];
  return (
    <div className="b-shared" data-shared-part={kind}>
      <button
        type="button"
        className="b-shared-edit"
        onClick={async () => {
          // Opened in place: the page stays drawn beside it, and the way back leads here.
          if (await saveBeforeSwitching()) {
            setParams({ page: part.id, from: page.id }, { replace: true });
          }
        }}
      >
        <Pencil className="h-3 w-3" aria-hidden /> {label} · Edit
      </button>
      <div inert>
        <ElementTree
          elements={elements.data.elements}
          ctx={ctx}
          rootFor={(element) => ({
            style: resolveStyles(element, breakpoint) as CSSProperties,
          })}
        />
      </div>
    </div>
  );
}
