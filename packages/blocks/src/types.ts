import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import type { ElementData } from '@tessera/core';
import type { CartViewData, CheckoutViewData, StoreContext } from './store/types.ts';
import type { BookingFlowData, ServiceSummary } from './booking/types.ts';
import type { BlogContext } from './blog/types.ts';

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
  /** The website's locale (BCP 47): how prices are written. Absent: en-US. */
  locale?: string;
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
  /**
   * A live site's state of each FORM: its signed token, and after a post the visitor's values
   * and the messages per field, or that it was sent. Builder and preview have none.
   */
  formState?: (formElementId: string) => FormRenderState;
  /** A library image's size, alt text and resized copies, by its address (the live site). */
  responsiveImage?: (src: string) => ResponsiveImage | undefined;
  /** True only the first time it is asked: the page's first image loads at once, first. */
  claimFirstImage?: () => boolean;
  /**
   * In a shared header or footer on the site: the level a HEADING of the owner's `level` is drawn
   * at, asked in document order (see outline.ts); it keeps the look of the owner's level.
   */
  headingLevel?: (level: number) => number;
  /** The site's live catalogue (the live site): what PRODUCT_GRID and PRODUCT_CARD show. */
  store?: StoreContext;
  /** The visitor's cart, for a CART block (a live page rendered for one visitor). */
  cart?: CartViewData;
  /** The checkout form's state, for a CHECKOUT block (a live page rendered for one visitor). */
  checkout?: CheckoutViewData;
  /** The site's published services (the live site): what SERVICE_LIST shows. */
  services?: { list: readonly ServiceSummary[]; href: (slug: string) => string };
  /** The booking flow of a service for this request (CALENDAR, BOOKING_FORM on the live site). */
  bookingFlow?: (serviceId: string | null) => BookingFlowData | undefined;
  /**
   * The inside of a navbar cart link's count badge on the live site: markup made by the server
   * (the visitor's count, or a placeholder it fills in per response). Empty: no badge shows.
   */
  cartCountHtml?: string;
  /** The site's live blog (the live site): what BLOG_GRID, BLOG_CARD and BLOG_POST show. */
  blog?: BlogContext;
}

/** What the published page knows of an image from the media library. */
export interface ResponsiveImage {
  width: number;
  height: number;
  alt: string;
  /** One `<source>` per format (AVIF first), each a srcset of widths. */
  sources: { type: string; srcSet: string }[];
}

/** One field element as the server gives it back after a post. */
export interface FormFieldState {
  /** The visitor's value (inputs, text areas, selects). */
  value?: string;
  /** Whether a checkbox or radio was ticked. */
  checked?: boolean;
  /** What is wrong with it, shown next to it. */
  error?: string;
}

export interface FormRenderState {
  /** The hidden signed token of this render. */
  token: string;
  /** The form was just sent: its success message shows in its place. */
  sent?: boolean;
  /** A message about the whole post (shown above the fields). */
  message?: string;
  /** By field element id. */
  fields?: Readonly<Record<string, FormFieldState>>;
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

/** An element type's block: its component and the CSS rules it needs (with shared pieces). */
export interface BlockDefinition {
  component: ComponentType<BlockProps>;
  css: readonly string[];
  /**
   * Whether a live page draws nothing for an element with these props (an image slot without a
   * photo, a button without a link), as the component decides: the page tree then also leaves
   * out a column, row or container that would be left with nothing in it.
   */
  leftOutLive?: (props: Record<string, unknown>, ctx: RenderContext) => boolean;
}
