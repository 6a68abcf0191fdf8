import type { PortfolioItem as Item } from '@tessera/core';
import type { RenderContext } from '../../types.ts';
import { LibraryImage } from '../../library-image.tsx';
import { linkHref } from '../../links.ts';

/** The width an item's image is drawn at: a share of the 1200 px content, full width on phones. */
const itemSizes = (columns: number) => `(max-width: 767px) 100vw, ${Math.ceil(1200 / columns)}px`;

export function ItemCard({
  item,
  ctx,
  columns,
}: {
  item: Item;
  ctx: RenderContext;
  columns: number;
}) {
  const body = (
    <>
      {item.image ? (
        <LibraryImage src={item.image} alt={item.title} ctx={ctx} sizes={itemSizes(columns)} />
      ) : (
        <div className="t-portfolio-blank" aria-hidden="true" />
      )}
      <h3>{item.title}</h3>
      {item.description ? <p>{item.description}</p> : null}
    </>
  );
  const href = linkHref(item.href, ctx);
  return <article className="t-portfolio-item">{href ? <a href={href}>{body}</a> : body}</article>;
}

/** Rules the blocks that use these pieces share. */
export const PORTFOLIO_CARD_CSS = [
  '.t-portfolio-item img,.t-portfolio-blank{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:var(--t-radius,12px);background:var(--t-surface,#e2e8f0)}',
  '.t-portfolio-item h3{margin:12px 0 4px;font-size:18px}',
  '.t-portfolio-item p{margin:0;color:var(--t-muted,#475569)}',
  '.t-portfolio-item a{color:inherit;text-decoration:none}',
].join('');
