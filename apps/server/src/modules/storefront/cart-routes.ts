import type { FastifyInstance } from 'fastify';
import { MAX_LINE_QUANTITY, type StoreProduct } from '@tessera/core';
import type { SiteResponder } from '../sites/site-responder.ts';
import { CART_PATH, capRoom, cappedCartPath } from './cart-cap.ts';
import { addToCart, lineKey, setQuantity } from './cart-cookie.ts';
import { liveLines, priceCart } from './cart-pricing.ts';
import {
  acceptFormPosts,
  isSecure,
  seeOther,
  storeAction,
  STORE_POST_OPTIONS,
} from './site-action.ts';
import { cartPageHtml, productPageHtml } from './store-pages.tsx';
import { fresh } from './storefront.ts';

const WHOLE_NUMBER = /^\s*\d{1,7}\s*$/;

/** A quantity typed by a visitor: a whole number within the store's limit, else null. */
function quantityOf(text: string | undefined, min: number): number | null {
  if (text === undefined || !WHOLE_NUMBER.test(text)) return null;
  const quantity = Number(text);
  return quantity >= min && quantity <= MAX_LINE_QUANTITY ? quantity : null;
}

/** Why a product cannot go into the cart as asked; null when it can. */
function addProblem(
  product: StoreProduct,
  variantId: string | null,
  quantity: number,
  inCart: number,
): { status: 400 | 409; message: string } | null {
  if (product.variants.length > 0 && !variantId) {
    const names = product.options.map((o) => o.name.toLowerCase()).join(' and ');
    return { status: 400, message: `Choose a ${names}` };
  }
  const variant = variantId ? product.variants.find((v) => v.id === variantId) : null;
  if (variantId && !variant) return { status: 400, message: 'Choose one of the options shown' };
  const available = variant ? variant.available : product.available;
  if (available === 0) return { status: 409, message: 'Sorry, this is sold out.' };
  if (available !== null && quantity + inCart > available) {
    const message =
      inCart > 0
        ? `Only ${available} left, and ${inCart} already in your cart.`
        : `Only ${available} left.`;
    return { status: 409, message };
  }
  return null;
}

/**
 * The cart's plain HTML forms on a site's host: add to cart, change a quantity, remove a line.
 * Each answers 303 to the cart, or the page again with the message in place. A change past a
 * product's per-order cap is cut down to the cap, and the cart page says so.
 */
export function cartRoutes(sites: SiteResponder) {
  return async (app: FastifyInstance) => {
    acceptFormPosts(app, sites);

    app.post(
      '/_cart/add',
      STORE_POST_OPTIONS,
      storeAction(sites, async (site, values, request) => {
        const loaded = await sites.store.catalogue(site);
        const product = loaded.catalogue.products.find((p) => p.id === values.productId);
        if (!product) return sites.store.notFound(site, request.headers);
        const variantId = values.variantId || null;
        const lines = await sites.store.cookies.read(site.websiteId, request.headers.cookie);
        const key = lineKey({ productId: product.id, variantId });
        const inCart = lines.find((l) => lineKey(l) === key)?.quantity ?? 0;
        const asked = quantityOf(values.quantity ?? '1', 1);
        const quantity = asked === null ? null : Math.min(asked, capRoom(lines, product));
        const problem =
          quantity === null
            ? {
                status: 400 as const,
                message: `Enter a quantity from 1 to ${MAX_LINE_QUANTITY}`,
              }
            : addProblem(product, variantId, quantity, inCart);
        const next =
          problem || quantity === null
            ? null
            : quantity === 0
              ? lines
              : addToCart(lines, { productId: product.id, variantId, quantity });
        if (!next || next === 'full') {
          const refusal = problem ?? {
            status: 400,
            message: 'Your cart is full. Check out or remove something first.',
          };
          const html = productPageHtml({ ...site, loaded }, product, {
            error: refusal.message,
            ...(variantId ? { variantId } : {}),
            quantity: values.quantity ?? '',
          });
          return sites.store.visitorAnswer(site, request.headers, refusal.status, html);
        }
        const cookie = await sites.store.cookies.header(site.websiteId, next, isSecure(request));
        return seeOther(quantity === asked ? CART_PATH : cappedCartPath(product.id), cookie);
      }),
    );

    const changeLine = (newQuantity: (values: Record<string, string>) => number | null) =>
      storeAction(sites, async (site, values, request) => {
        const loaded = await sites.store.catalogue(site);
        const lines = await sites.store.cookies.read(site.websiteId, request.headers.cookie);
        const quantity = newQuantity(values);
        if (quantity === null) {
          const cart = priceCart(lines, loaded.catalogue);
          cart.notice = {
            kind: 'error',
            text: `Enter a quantity from 0 to ${MAX_LINE_QUANTITY}.`,
          };
          return fresh(request.headers, 400, cartPageHtml({ ...site, loaded }, cart));
        }
        const key = values.line ?? '';
        const product = loaded.catalogue.products.find((p) => key.startsWith(`${p.id}:`));
        const allowed = product ? Math.min(quantity, capRoom(lines, product, key)) : quantity;
        const next = setQuantity(lines, key, allowed);
        // Lines no longer for sale leave the cookie with this change.
        const kept = liveLines(next, priceCart(next, loaded.catalogue));
        const cookie = await sites.store.cookies.header(site.websiteId, kept, isSecure(request));
        return seeOther(
          product && allowed < quantity ? cappedCartPath(product.id) : CART_PATH,
          cookie,
        );
      });

    app.post(
      '/_cart/update',
      STORE_POST_OPTIONS,
      changeLine((values) => quantityOf(values.quantity, 0)),
    );
    app.post(
      '/_cart/remove',
      STORE_POST_OPTIONS,
      changeLine(() => 0),
    );
  };
}
