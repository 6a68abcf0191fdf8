import type { PortfolioItem as Item } from '@tessera/core';
import type { BlockProps } from '../types.ts';
import { cx, num, str } from '../types.ts';

function ItemCard({ item }: { item: Item }) {
  const body = (
    <>
      {item.image ? (
        <img src={item.image} alt={item.title} loading="lazy" decoding="async" />
      ) : (
        <div className="t-portfolio-blank" aria-hidden="true" />
      )}
      <h3>{item.title}</h3>
      {item.description ? <p>{item.description}</p> : null}
    </>
  );
  return (
    <article className="t-portfolio-item">
      {item.href ? <a href={item.href}>{body}</a> : body}
    </article>
  );
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
        <ItemCard key={index} item={item} />
      ))}
    </div>
  );
}

export function PortfolioItem({ root, props }: BlockProps) {
  return (
    <div {...root} className={cx('t-portfolio-single', root.className)}>
      <ItemCard
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
