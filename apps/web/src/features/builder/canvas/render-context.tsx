import { createContext, useContext } from 'react';
import type { RenderContext } from '@tessera/blocks';

export const CanvasRenderContext = createContext<RenderContext>({
  mode: 'editor',
  siteName: '',
  pages: [],
  currentPageId: null,
  pageHref: (page) => (page.isHome ? '/' : `/${page.slug}`),
});

export const useCanvasRenderContext = () => useContext(CanvasRenderContext);
