import type { HTMLAttributes, ReactNode } from 'react';
import type { ElementData } from '@tessera/core';

/** Where a block is being drawn: the builder canvas, the draft preview, or the live site. */
export type RenderMode = 'editor' | 'preview' | 'live';

export interface SitePage {
  id: string;
  name: string;
  slug: string;
  isHome: boolean;
}

export interface RenderContext {
  mode: RenderMode;
  siteName: string;
  pages: SitePage[];
  currentPageId: string | null;
  /** The address of a page of this site in the current mode. */
  pageHref: (page: SitePage) => string;
  /**
   * Where a CODE element's HTML is served from its own address (the published site does this, so
   * the code runs under its own sandboxed Content-Security-Policy rather than the page's). Without
   * it the code is inlined with srcdoc (builder and preview).
   */
  codeFrameSrc?: (element: ElementData) => string;
}

/**
 * Attributes the caller puts on a block's outermost element: classes, inline styles, data hooks,
 * and (in the builder) editing attributes such as contentEditable.
 */
export type RootAttributes = HTMLAttributes<HTMLElement> & {
  ref?: (node: HTMLElement | null) => void;
  [data: `data-${string}`]: string | boolean | undefined;
};

export interface BlockProps {
  element: ElementData;
  /** The element's props, complete (defaults filled in by the catalogue). */
  props: Record<string, unknown>;
  root: RootAttributes;
  ctx: RenderContext;
  children?: ReactNode;
}

export const str = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;
export const num = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
export const bool = (value: unknown): boolean => value === true;

export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
