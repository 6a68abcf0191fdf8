import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * A navigation bar's cart link shows the visitor's item count, yet its page renders once and is
 * cached for everyone. The cached render carries a placeholder where the count goes: a response
 * to a visitor with items in their cart fills it in (made for them, never stored), everyone else
 * gets the shared cached page with the placeholder left out. It is an HTML comment inside the
 * count's badge, so a page drawn for one visitor that does not fill it (a booking page) shows an
 * empty badge, which the base CSS hides. Its random part is made per process, and React escapes
 * every `<` of an owner's text, so no owner's content can forge one.
 */
const MARKER = `<!--tessera-cart-${randomBytes(12).toString('hex')}-->`;

export const cartCountPlaceholder = MARKER;

/** Whether a render holds a cart count placeholder. */
export const hasCartSlot = (text: string) => text.includes(MARKER);

/** The inside of the count's badge: the number, read as "Cart, 2 items"; nothing for none. */
export function cartCountMarkup(count: number): string {
  if (!(count > 0)) return '';
  const n = Math.floor(count);
  return `<span class="t-visually-hidden">, </span>${n}<span class="t-visually-hidden"> ${n === 1 ? 'item' : 'items'}</span>`;
}

/** The render with every placeholder replaced by the count (or removed for none). */
export function fillCartSlots(text: string, count: number): string {
  return hasCartSlot(text) ? text.split(MARKER).join(cartCountMarkup(count)) : text;
}

/** A cheap look at the Cookie header: only a request carrying a cart can have a count. */
export function carriesCart(headers: IncomingHttpHeaders): boolean {
  return typeof headers.cookie === 'string' && headers.cookie.includes('t_cart=');
}
