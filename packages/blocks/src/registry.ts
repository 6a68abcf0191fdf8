import type { ComponentType } from 'react';
import type { ElementType } from '@tessera/core';
import type { BlockDefinition, BlockProps } from './types.ts';
import { block as section } from './elements/section.tsx';
import { block as container } from './elements/container.tsx';
import { block as row } from './elements/row.tsx';
import { block as column } from './elements/column.tsx';
import { block as spacer } from './elements/spacer.tsx';
import { block as divider } from './elements/divider.tsx';
import { block as heading } from './elements/heading.tsx';
import { block as text } from './elements/text.tsx';
import { block as image } from './elements/image.tsx';
import { block as video } from './elements/video.tsx';
import { block as button } from './elements/button.tsx';
import { block as icon } from './elements/icon.tsx';
import { block as form } from './elements/form.tsx';
import { block as input } from './elements/input.tsx';
import { block as textarea } from './elements/textarea.tsx';
import { block as select } from './elements/select.tsx';
import { block as checkbox } from './elements/checkbox.tsx';
import { block as radio } from './elements/radio.tsx';
import { block as navbar } from './elements/navbar.tsx';
import { block as menu } from './elements/menu.tsx';
import { block as breadcrumb } from './elements/breadcrumb.tsx';
import { block as productGrid } from './elements/product-grid.tsx';
import { block as productCard } from './elements/product-card.tsx';
import { block as cart } from './elements/cart.tsx';
import { block as checkout } from './elements/checkout.tsx';
import { block as calendar } from './elements/calendar.tsx';
import { block as serviceList } from './elements/service-list.tsx';
import { block as bookingForm } from './elements/booking-form.tsx';
import { block as blogGrid } from './elements/blog-grid.tsx';
import { block as blogPost } from './elements/blog-post.tsx';
import { block as blogCard } from './elements/blog-card.tsx';
import { block as portfolioGrid } from './elements/portfolio-grid.tsx';
import { block as portfolioItem } from './elements/portfolio-item.tsx';
import { block as map } from './elements/map.tsx';
import { block as embed } from './elements/embed.tsx';
import { block as code } from './elements/code.tsx';

/**
 * Every element type's block: one file each under `elements/`, holding its component and its own
 * CSS. The record's type makes the checker name a type of core's catalogue without a block.
 */
export const BLOCK_DEFINITIONS: Record<ElementType, BlockDefinition> = {
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
};

/** One component per element type. */
export const BLOCKS = Object.fromEntries(
  Object.entries(BLOCK_DEFINITIONS).map(([type, block]) => [type, block.component]),
) as Record<ElementType, ComponentType<BlockProps>>;

/** Every block's CSS in registry order, each shared piece once. */
export const BLOCKS_CSS = [
  ...new Set(Object.values(BLOCK_DEFINITIONS).flatMap((block) => block.css)),
].join('\n');
