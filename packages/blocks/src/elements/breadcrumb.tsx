import type { BlockDefinition, BlockProps } from '../types.ts';
import { cx } from '../types.ts';

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

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Breadcrumb,
  css: [
    '.t-breadcrumb ol{display:flex;gap:8px;list-style:none;margin:0;padding:0;font-size:14px;color:#64748b}',
    '.t-breadcrumb li+li::before{content:"/";margin-right:8px}',
  ],
};
