import type { ElementType } from './element-types.ts';
import type { ElementDefinition, ElementMeta } from './element-meta.ts';
import { section } from './types/section.ts';
import { container } from './types/container.ts';
import { row } from './types/row.ts';
import { column } from './types/column.ts';
import { spacer } from './types/spacer.ts';
import { divider } from './types/divider.ts';
import { heading } from './types/heading.ts';
import { text } from './types/text.ts';
import { image } from './types/image.ts';
import { video } from './types/video.ts';
import { button } from './types/button.ts';
import { icon } from './types/icon.ts';
import { form } from './types/form.ts';
import { input } from './types/input.ts';
import { textarea } from './types/textarea.ts';
import { select } from './types/select.ts';
import { checkbox } from './types/checkbox.ts';
import { radio } from './types/radio.ts';
import { navbar } from './types/navbar.ts';
import { menu } from './types/menu.ts';
import { breadcrumb } from './types/breadcrumb.ts';
import { productGrid } from './types/product-grid.ts';
import { productCard } from './types/product-card.ts';
import { cart } from './types/cart.ts';
import { checkout } from './types/checkout.ts';
import { calendar } from './types/calendar.ts';
import { serviceList } from './types/service-list.ts';
import { bookingForm } from './types/booking-form.ts';
import { blogGrid } from './types/blog-grid.ts';
import { blogPost } from './types/blog-post.ts';
import { blogCard } from './types/blog-card.ts';
import { portfolioGrid } from './types/portfolio-grid.ts';
import { portfolioItem } from './types/portfolio-item.ts';
import { map } from './types/map.ts';
import { embed } from './types/embed.ts';
import { code } from './types/code.ts';

export type { ElementDefinition, ElementMeta } from './element-meta.ts';
export { BLOG_GRID_SOURCES, type BlogGridSource } from './types/blog-grid.ts';

/**
 * Every element type, registered by one line each: its name and its definition, written in its
 * own file under `types/` (label, category, icon, fields, defaults, starter children, what it
 * accepts and where it may sit). The names here are the element types (`element-types.ts`).
 */
export const ELEMENT_REGISTRY = {
  SECTION: section,
  CONTAINER: container,
  ROW: row,
  COLUMN: column,
  SPACER: spacer,
  DIVIDER: divider,
  HEADING: heading,
  TEXT: text,
  IMAGE: image,
  VIDEO: video,
  BUTTON: button,
  ICON: icon,
  FORM: form,
  INPUT: input,
  TEXTAREA: textarea,
  SELECT: select,
  CHECKBOX: checkbox,
  RADIO: radio,
  NAVBAR: navbar,
  MENU: menu,
  BREADCRUMB: breadcrumb,
  PRODUCT_GRID: productGrid,
  PRODUCT_CARD: productCard,
  CART: cart,
  CHECKOUT: checkout,
  CALENDAR: calendar,
  SERVICE_LIST: serviceList,
  BOOKING_FORM: bookingForm,
  BLOG_GRID: blogGrid,
  BLOG_POST: blogPost,
  BLOG_CARD: blogCard,
  PORTFOLIO_GRID: portfolioGrid,
  PORTFOLIO_ITEM: portfolioItem,
  MAP: map,
  EMBED: embed,
  CODE: code,
} satisfies Record<string, ElementDefinition>;

/** Every element type's metadata, separate from render code so the server needs no React. */
export const ELEMENT_CATALOGUE: Record<ElementType, ElementMeta> = Object.fromEntries(
  Object.entries(ELEMENT_REGISTRY).map(([type, meta]) => [
    type,
    { ...meta, type: type as ElementType },
  ]),
) as Record<ElementType, ElementMeta>;
