/**
 * A buyer's order page (`/order/{token}`) and a booker's page (`/book/manage/{token}`) are private:
 * their address is the key to someone's order or booking. They count as views, one visitor's
 * pages like any other, under a name without the key, so no figure, list or export of the owner's
 * ever holds it. The booking's calendar file (`/book/manage/{token}/invite.ics`) is a download,
 * not a page, and is no view.
 */
export const ORDER_PAGE = 'Order page';
export const BOOKING_PAGE = 'Booking page';

/** The path a view of this page is recorded under; null when it is no view. */
export function recordedPath(path: string): string | null {
  if (path.startsWith('/order/')) return ORDER_PAGE;
  if (path.startsWith('/book/manage/')) {
    return path.indexOf('/', '/book/manage/'.length) === -1 ? BOOKING_PAGE : null;
  }
  return path;
}
