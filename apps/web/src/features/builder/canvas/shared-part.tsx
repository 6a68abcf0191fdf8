import { Pencil } from 'lucide-react';
import { ElementTree } from '@tessera/blocks';
import { resolveStyles } from '@tessera/core';
import type { CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { useEditorStore } from '../state/editor-store';
import { SHARED_LABELS, useSharedElements, useSharedParts } from '../shared/use-shared-parts';
import { useCanvasRenderContext } from './render-context';

/**
 * The website's shared header or footer around the page being edited: drawn as the live site
 * will show it, not editable here (and no drop target), with a button that opens it for editing.
 */
export function SharedPart({ kind }: { kind: 'header' | 'footer' }) {
  const page = useEditorStore((s) => s.page);
  const breakpoint = useEditorStore((s) => s.breakpoint);
  const ctx = useCanvasRenderContext();
  const [, setParams] = useSearchParams();
  const parts = useSharedParts(page?.websiteId);
  const part = parts.data?.[kind];
  const hidden = kind === 'header' ? page?.hideHeader : page?.hideFooter;
  const elements = useSharedElements(page?.kind === 'page' && !hidden ? part?.id : undefined);
  if (!page || page.kind !== 'page' || hidden || !part || !elements.data) return null;
  if (elements.data.elements.length === 0) return null;
  const label = SHARED_LABELS[kind];
  return (
    <div className="b-shared" data-shared-part={kind}>
      <button
        type="button"
        className="b-shared-edit"
        onClick={() =>
          setParams((params) => {
            params.set('page', part.id);
            return params;
          })
        }
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

/** On the shared header or footer itself: what is being edited, and where it shows. */
export function SharedPartBanner() {
  const kind = useEditorStore((s) => s.page?.kind);
  if (!kind || kind === 'page') return null;
  return (
    <p className="b-shared-banner" role="note">
      {SHARED_LABELS[kind]}: shown on every page of the website, unless a page hides it in its
      settings.
    </p>
  );
}
