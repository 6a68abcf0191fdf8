import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx } from '../types.ts';
import { navLinks, CollapsingLinks, NAV_CSS } from './shared/nav-links.tsx';

export function Menu({ root, props, ctx }: BlockProps) {
  return (
    <nav {...root} aria-label="Menu" className={cx('t-menu', root.className)}>
      <CollapsingLinks links={navLinks(props, ctx)} />
    </nav>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Menu,
  css: [NAV_CSS],
};
