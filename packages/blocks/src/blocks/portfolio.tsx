import type { PortfolioItem as Item } from '@tessera/core';
import type { BlockProps, RenderContext } from '../types.ts';
import { LibraryImage } from '../library-image.tsx';
import { linkHref } from '../links.ts';
import { cx, num, str } from '../types.ts';

/** The width an item's image is drawn at: a share of the 1200 px content, full width on phones. */
const itemSizes = (columns: number) => `(max-width: 767px) 100vw, ${Math.ceil(1200 / columns)}px`;

function ItemCard({ item, ctx, columns }: { item: Item; ctx: RenderContext; columns: number }) {
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

export function PortfolioGrid({ root, props, ctx }: BlockProps) {
  const items = Array.isArray(props.items) ? (props.items as Item[]) : [];
  const columns = Math.min(6, Math.max(1, num(props.columns, 3)));
  if (items.length === 0) {
    return ctx.mode === 'live' ? null : (
      <div {...root} className={cx('t-design-time', root.className)}>
        <strong>Portfolio grid</strong>
        <span>Add projects in the properties: image, title, description and link</span>
      </div>
    );
  }
  return (
    <div
      {...root}
      className={cx('t-portfolio-grid', root.className)}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, ...root.style }}
    >
      {items.map((item, index) => (
        <ItemCard key={index} item={item} ctx={ctx} columns={columns} />
      ))}
    </div>
  );
}

export function PortfolioItem({ root, props, ctx }: BlockProps) {
  return (
    <div {...root} className={cx('t-portfolio-single', root.className)}>
      <ItemCard
        ctx={ctx}
        columns={1}
        item={{
          image: str(props.image),
          title: str(props.title),
          description: str(props.description),
          href: str(props.href),
        }}
      />
    </div>
  );
}
