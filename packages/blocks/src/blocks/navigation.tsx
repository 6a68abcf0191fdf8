import type { LinkItem } from '@tessera/core';
import type { BlockProps, RenderContext } from '../types.ts';
import { bool, cx, str } from '../types.ts';
import { LibraryImage } from '../library-image.tsx';
import { resolveBlockLink } from '../links.ts';

function linksOf(value: unknown): LinkItem[] {
  return Array.isArray(value)
    ? value.filter(
        (l): l is LinkItem => typeof l?.label === 'string' && typeof l?.href === 'string',
      )
    : [];
}

interface NavLink {
  label: string;
  href: string;
  current: boolean;
}

/**
 * The owner's links, or else one link per page of the site, with the current page marked. A link
 * to a page that no longer exists is left out; when none of the owner's links is left, the
 * site's pages are listed as if there were none.
 */
function navLinks(props: Record<string, unknown>, ctx: RenderContext): NavLink[] {
  const own = linksOf(props.links).flatMap((l) => {
    const resolved = resolveBlockLink(l.href, ctx);
    return resolved ? [{ label: l.label, ...resolved }] : [];
  });
  if (own.length > 0) return own;
  return ctx.pages.map((page) => ({
    label: page.name,
    href: ctx.pageHref(page),
    current: page.id === ctx.currentPageId,
  }));
}

function LinkList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link, index) => (
        <li key={index}>
          <a href={link.href} aria-current={link.current ? 'page' : undefined}>
            {link.label}
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
function CollapsingLinks({ links }: { links: NavLink[] }) {
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

export function Navbar({ root, props, ctx }: BlockProps) {
  const logo = str(props.logoSrc);
  const brand = str(props.brand) || ctx.siteName;
  const home = ctx.pages.find((p) => p.isHome);
  return (
    <header
      {...root}
      className={cx('t-navbar', bool(props.sticky) && 't-navbar-sticky', root.className)}
    >
      <a className="t-brand" href={home ? ctx.pageHref(home) : '/'}>
        {logo ? (
          <LibraryImage src={logo} alt="" decorative ctx={ctx} sizes="200px" height={32} eager />
        ) : null}
        <span>{brand}</span>
      </a>
      <nav aria-label="Main">
        <CollapsingLinks links={navLinks(props, ctx)} />
      </nav>
    </header>
  );
}

export function Menu({ root, props, ctx }: BlockProps) {
  return (
    <nav {...root} aria-label="Menu" className={cx('t-menu', root.className)}>
      <CollapsingLinks links={navLinks(props, ctx)} />
    </nav>
  );
}

export function Breadcrumb({ root, ctx }: BlockProps) {
  const home = ctx.pages.find((p) => p.isHome);
  const current = ctx.pages.find((p) => p.id === ctx.currentPageId);
  const trail = [home, current && current !== home ? current : undefined].filter(
    Boolean,
  ) as NonNullable<typeof home>[];
  return (
    <nav {...root} aria-label="Breadcrumb" className={cx('t-breadcrumb', root.className)}>
      <ol>
        {trail.map((page, index) => (
          <li key={page.id}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{page.name}</span>
            ) : (
              <a href={ctx.pageHref(page)}>{page.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
