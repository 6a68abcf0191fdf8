/**
 * The ids of the visitor blocks a no-script step comes back to. Every link, GET form, form action
 * and redirect of such a step ends in `#{id}`, so the browser lands on the block the visitor was
 * using rather than the top of the page (fragments never reach the server: caching is unchanged).
 */
export const VISITOR_ANCHORS = {
  cart: 'cart',
  checkout: 'checkout',
  product: 'product',
  order: 'order',
  /** A booking's own page (`/book/manage/{token}`). */
  booking: 'booking',
} as const;

/** The booking flow on its own page, `/book/{slug}`. */
export const bookingFlowAnchor = (serviceSlug: string) => `book-${serviceSlug}`;

/** A CALENDAR or BOOKING_FORM block on an owner's page: its own element's id. */
export const inPageBookingAnchor = (elementId: string) => `book-${elementId}`;

/** An address with the block to land on. */
export const withAnchor = (address: string, anchor: string) => `${address}#${anchor}`;
