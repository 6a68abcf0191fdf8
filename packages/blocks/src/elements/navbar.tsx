import type { BlockDefinition, BlockProps } from '../types.ts';
import { bool, cx, str } from '../types.ts';
import { LibraryImage } from '../library-image.tsx';
import { navLinks, CollapsingLinks, NAV_CSS } from './shared/nav-links.tsx';

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

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Navbar,
  css: [
    NAV_CSS,
    '.t-navbar{position:relative;display:flex;align-items:center;justify-content:space-between;gap:16px;flex-wrap:wrap;background:var(--t-background,#fff)}',
    '.t-navbar-sticky{position:sticky;top:0;z-index:10}',
    '.t-brand{display:inline-flex;align-items:center;gap:10px;font-family:var(--t-font-heading,inherit);font-weight:700;font-size:20px;color:inherit!important;text-decoration:none}',
  ],
};
