import type { LinkItem } from '@tessera/core';
import type { RenderContext } from '../../types.ts';
import { resolveBlockLink } from '../../links.ts';

function linksOf(value: unknown): LinkItem[] {
  return Array.isArray(value)
    ? value.filter(
        (l): l is LinkItem => typeof l?.label === 'string' && typeof l?.href === 'string',
      )
    : [];
}

export interface NavLink {
  label: string;
  href: string;
  current: boolean;
  /** The cart link's count badge: server-made markup (see `RenderContext.cartCountHtml`). */
  badgeHtml?: string;
}

/**
 * The owner's links, or else one link per page of the site, with the current page marked. A link
 * to a page that no longer exists is left out; when none of the owner's links is left, the
 * site's pages are listed as if there were none.
 */
export function navLinks(props: Record<string, unknown>, ctx: RenderContext): NavLink[] {
  const own = linksOf(props.links).flatMap((l) => {
    const resolved = resolveBlockLink(l.href, ctx);
    return resolved ? [{ label: l.label, ...resolved }] : [];
  });
  const links =
    own.length > 0
      ? own
      : ctx.pages.map((page) => ({
          label: page.name,
          href: ctx.pageHref(page),
          current: page.id === ctx.currentPageId,
        }));
  // The store's cart, last: a page of the site's own on the live site, inert elsewhere.
  if (props.cartLink === true) {
    links.push({
      label: 'Cart',
      href: ctx.mode === 'live' ? '/cart' : '#cart',
      current: false,
      ...(ctx.mode === 'live' && ctx.cartCountHtml !== undefined
        ? { badgeHtml: ctx.cartCountHtml }
        : {}),
    });
  }
  return links;
}

function LinkList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link, index) => (
        <li key={index}>
          <a href={link.href} aria-current={link.current ? 'page' : undefined}>
            {link.label}
            {link.badgeHtml !== undefined ? (
              // The visitor's count, filled in by the server per response: no script.
              <span className="t-cart-count" dangerouslySetInnerHTML={{ __html: link.badgeHtml }} />
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The links in a row, and below the phone breakpoint behind a menu button instead. The button
 * is a `<details>` summary, so it opens with no script, by keyboard, and tells screen readers
 * whether it is open; the row and the menu hold the same links and only one is ever displayed.
 */
export function CollapsingLinks({ links }: { links: NavLink[] }) {
  return (
    <>
      <LinkList links={links} className="t-nav-links t-nav-wide" />
      <details className="t-nav-menu">
        <summary>
          <span className="t-nav-burger" aria-hidden="true" />
          Menu
        </summary>
        <LinkList links={links} className="t-nav-links t-nav-drop" />
      </details>
    </>
  );
}

/** Rules the blocks that use these pieces share. */
export const NAV_CSS = [
  '.t-nav-links{display:flex;flex-wrap:wrap;gap:4px 20px;list-style:none;margin:0;padding:0}',
  '.t-nav-links a{color:inherit;text-decoration:none;font-weight:500}',
  '.t-nav-links a[aria-current=page]{color:var(--t-primary,#4f46e5);text-decoration:underline;text-underline-offset:6px}',
  '.t-nav-menu{display:none}',
  '.t-nav-menu summary{list-style:none;display:inline-flex;align-items:center;gap:10px;padding:8px 14px;border:1px solid #cbd5e1;border-radius:8px;cursor:pointer;font-weight:600;user-select:none}',
  '.t-nav-menu summary::-webkit-details-marker{display:none}',
  '.t-nav-burger{width:16px;height:2px;background:currentColor;box-shadow:0 -5px 0 currentColor,0 5px 0 currentColor}',
  '.t-nav-menu[open] .t-nav-burger{box-shadow:none}',
  '.t-nav-drop{position:absolute;left:0;right:0;top:100%;z-index:20;flex-direction:column;gap:0;padding:8px 24px 16px;background:var(--t-background,#fff);border-bottom:1px solid #e2e8f0;box-shadow:0 12px 24px rgba(15,23,42,.08)}',
  '.t-nav-drop a{display:block;padding:12px 0}',
  '.t-cart-count{display:inline-flex;align-items:center;justify-content:center;min-width:1.5em;height:1.5em;margin-left:6px;padding:0 .45em;border-radius:999px;background:var(--t-primary,#4f46e5);color:var(--t-on-primary,#fff);font-size:.75em;font-weight:700;line-height:1;vertical-align:.1em}',
  '.t-cart-count:empty{display:none}',
  '.t-cart-count .t-visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}',
].join('');
