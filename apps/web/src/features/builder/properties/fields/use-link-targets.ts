import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isAnchorName, type ElementData } from '@tessera/core';
import { api } from '@/lib/api';
import { useCanvasRenderContext } from '../../canvas/render-context';
import { useEditorStore } from '../../state/editor-store';

/** A section a link can lead to: its anchor and the section's name in Layers. */
export interface SectionTarget {
  anchor: string;
  name: string;
}

/**
 * The website's pages a link can lead to, and the page being edited. They come from the render
 * context the builder already gives the canvas, so the picker offers exactly the pages that links
 * resolve against there.
 */
export function useLinkPages() {
  const { pages, currentPageId } = useCanvasRenderContext();
  return { pages, currentPageId };
}

/** The sections with an anchor, in page order (sections sit at the top level of a page). */
function sectionsOf(elements: readonly ElementData[]): SectionTarget[] {
  return elements
    .filter((e) => e.parentId === null && e.type === 'SECTION')
    .sort((a, b) => a.order - b.order)
    .flatMap((e) => {
      const anchor = typeof e.props.anchor === 'string' ? e.props.anchor : '';
      return isAnchorName(anchor) ? [{ anchor, name: e.name }] : [];
    });
}

/**
 * The anchored sections of the page being edited, as they are in the editor now. Read as one
 * string so the selector's result stays equal while nothing relevant changes.
 */
export function useOpenPageSections(): SectionTarget[] {
  const packed = useEditorStore((s) =>
    JSON.stringify(sectionsOf(Object.values(s.elements) as ElementData[])),
  );
  return useMemo(() => JSON.parse(packed) as SectionTarget[], [packed]);
}

/** The anchored sections of another page of the site, from its saved draft. */
export function useSavedPageSections(pageId: string) {
  const page = useQuery({
    queryKey: ['pages', pageId],
    queryFn: () => api.pages.get(pageId),
    enabled: pageId !== '',
  });
  return {
    sections: page.data ? sectionsOf(page.data.elements) : null,
    loading: page.isPending && pageId !== '',
    failed: page.isError,
  };
}
