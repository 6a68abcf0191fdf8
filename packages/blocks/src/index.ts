export * from './types.ts';
export { BLOCKS } from './registry.ts';
export { ElementTree, type ElementTreeProps } from './element-tree.tsx';
export { BASE_CSS, PHONE_CSS } from './base-css.ts';
export { ICON_NAMES } from './icons.tsx';
export { videoEmbed } from './video.ts';
export { pageCss, elementClass } from './page-css.ts';
export { headingOutline } from './outline.ts';
export type * from './store/types.ts';
export { ProductDetail, type ProductDetailState } from './store/product-detail.tsx';
export { CartView } from './store/cart-view.tsx';
export { CheckoutView, CHECKOUT_FIELDS } from './store/checkout-view.tsx';
export { OrderConfirmation, type OrderConfirmationData } from './store/order-view.tsx';
export { PRODUCT_PAGE_CSS, STORE_CSS } from './store/store-css.ts';
export { formatPrice, SiteLocaleContext, useFormatPrice } from './store/price.tsx';
export type * from './booking/types.ts';
export { BookingFlow } from './booking/booking-flow.tsx';
export { BookingConfirmation } from './booking/booking-confirmation.tsx';
export { BOOKING_CSS } from './booking/booking-css.ts';
export { VISITOR_ANCHORS, bookingFlowAnchor, inPageBookingAnchor, withAnchor } from './anchors.ts';
export type * from './blog/types.ts';
export { PostBodyView, headingId } from './blog/post-body-view.tsx';
export {
  DEFAULT_CARD_PARTS,
  PostArticle,
  PostCard,
  PostList,
  PostMeta,
  postDate,
  type CardParts,
} from './blog/post-views.tsx';
export { postsOfSource, relatedPostViews, type PostSelection } from './blog/post-sources.ts';
export { BLOG_CSS } from './blog/blog-css.ts';
