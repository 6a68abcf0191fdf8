import { parseLink, resolveLink } from '@tessera/core';
import type { RenderContext } from './types.ts';

/** A link prop made ready for an `<a>`: its address where the block is drawn. */
export interface ResolvedLink {
  href: string;
  /** The link leads to the page being drawn itself (no section of it): `aria-current`. */
  current: boolean;
}

/**
 * The href of a link prop in this render: a page link becomes the page's address in the current
 * mode (`ctx.pageHref`), a post link the post's current address (`ctx.blog.postHref`), a typed
 * address stays as it is. Null for an empty link, for a page link to a page that is gone and for
 * a post link to a post visitors cannot see, so the block draws no link rather than a dead one.
 */
export function resolveBlockLink(value: unknown, ctx: RenderContext): ResolvedLink | null {
  if (typeof value !== 'string') return null;
  const href = resolveLink(value, ctx.pages, ctx.pageHref, (postId) =>
    ctx.blog ? ctx.blog.postHref(postId) : null,
  );
  if (href === null) return null;
  const link = parseLink(value);
  const current =
    link?.kind === 'page' && !link.anchor && link.pageId === ctx.currentPageId?.toLowerCase();
  return { href, current };
}

/** Just the href of a link prop in this render, or '' when there is none to draw. */
export const linkHref = (value: unknown, ctx: RenderContext): string =>
  resolveBlockLink(value, ctx)?.href ?? '';
