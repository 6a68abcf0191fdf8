import type { BlockProps } from '../types.ts';
import { cx, num } from '../types.ts';

/**
 * Shop, booking and blog blocks read the site's live products, services and posts. Until those
 * areas are connected they draw a labelled outline in the builder and preview, and nothing on a
 * live site (a visitor never sees sample data).
 */
function DesignTime({ root, title, detail, ctx }: BlockProps & { title: string; detail: string }) {
  if (ctx.mode === 'live') return null;
  return (
    <div {...root} className={cx('t-design-time', root.className)}>
      <strong>{title}</strong>
      <span>{detail}</span>
    </div>
  );
}

const gridDetail = (props: Record<string, unknown>, what: string) =>
  `Shows up to ${num(props.limit, 6)} ${what} in ${num(props.columns, 3)} columns`;

export const ProductGrid = (p: BlockProps) => (
  <DesignTime {...p} title="Product grid" detail={gridDetail(p.props, 'published products')} />
);
export const ProductCard = (p: BlockProps) => (
  <DesignTime
    {...p}
    title="Product card"
    detail={p.props.productId ? 'Shows the chosen product' : 'Choose a product in the properties'}
  />
);
export const Cart = (p: BlockProps) => (
  <DesignTime {...p} title="Cart" detail="The visitor's cart with quantities and total" />
);
export const Checkout = (p: BlockProps) => (
  <DesignTime {...p} title="Checkout" detail="Contact, delivery and payment steps of an order" />
);
export const Calendar = (p: BlockProps) => (
  <DesignTime {...p} title="Calendar" detail="Free slots of your services, by day" />
);
export const ServiceList = (p: BlockProps) => (
  <DesignTime
    {...p}
    title="Service list"
    detail="Your published services with duration and price"
  />
);
export const BookingForm = (p: BlockProps) => (
  <DesignTime
    {...p}
    title="Booking form"
    detail="Lets visitors pick a service, a slot and book it"
  />
);
export const BlogGrid = (p: BlockProps) => (
  <DesignTime {...p} title="Blog grid" detail={gridDetail(p.props, 'latest posts')} />
);
export const BlogPost = (p: BlockProps) => (
  <DesignTime {...p} title="Blog post" detail="The title, cover and text of the current post" />
);
export const BlogCard = (p: BlockProps) => (
  <DesignTime
    {...p}
    title="Blog card"
    detail={p.props.pageId ? 'Shows the chosen post' : 'Choose a post in the properties'}
  />
);
