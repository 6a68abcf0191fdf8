import type { FastifyInstance } from 'fastify';
import { fieldErrors, placeOrderSchema, toMinor, type PlaceOrderInput } from '@tessera/core';
import { CHECKOUT_FIELDS, VISITOR_ANCHORS, withAnchor } from '@tessera/blocks';
import { AppError } from '../../http/errors.ts';
import { CARD_UNAVAILABLE } from '../orders/card-checkout.ts';
import type { SiteResponder } from '../sites/site-responder.ts';
import { liveLines, priceCart } from './cart-pricing.ts';
import { checkoutView, formErrors, orderRequest } from './checkout-form.ts';
import {
  acceptFormPosts,
  isSecure,
  seeOther,
  storeAction,
  STORE_POST_OPTIONS,
} from './site-action.ts';
import { checkoutPageHtml } from './store-pages.tsx';
import { fresh } from './storefront.ts';
import { confirmationPath } from '../orders/presenter.ts';
import { unstorableFields } from './unstorable-fields.ts';

/** Places an order (modules/orders): the one way an order is made, from the API or a form. */
export interface PlacesOrders {
  place(
    websiteId: string,
    input: PlaceOrderInput,
    context: { siteOrigin: string; clientAddress: string },
  ): Promise<{
    publicToken: string;
    replayed: boolean;
    order: { total: number };
    paymentUrl?: string;
  }>;
}

const F_IDEMPOTENCY = CHECKOUT_FIELDS.idempotencyKey;
const F_DISCOUNT = CHECKOUT_FIELDS.discountCode;
const CORRECT_FIELDS = 'Your order was not placed yet. Please correct the fields marked below.';

/**
 * Checkout as a plain HTML form on a site's host: "Update totals" shows the page again with the
 * totals for the choices made; "Place order" orders through the same rules as the API and
 * answers 303 to the order's own page, or the page again with the messages in place.
 */
export function checkoutRoute(sites: SiteResponder, orders: PlacesOrders) {
  return async (app: FastifyInstance) => {
    acceptFormPosts(app, sites);

    app.post(
      '/_checkout',
      STORE_POST_OPTIONS,
      storeAction(sites, async (site, posted, request) => {
        const loaded = await sites.store.catalogue(site);
        const settings = loaded.catalogue.settings;
        const lines = await sites.store.cookies.read(site.websiteId, request.headers.cookie);
        const cart = priceCart(lines, loaded.catalogue);
        const cardReady = await sites.store.cardReady(site.websiteId);
        // The discount code rides in the form: Apply checks it, Remove drops it, and every page
        // shows the totals it gives, so Place order charges what the page showed.
        const values =
          posted.action === 'remove-discount' ? { ...posted, [F_DISCOUNT]: '' } : posted;
        const code = values[F_DISCOUNT]?.trim() ?? '';
        const judged =
          code && cart.lines.length > 0
            ? await sites.store.discountFor({
                websiteId: site.websiteId,
                code,
                ...(values.email?.trim() ? { email: values.email.trim().toLowerCase() } : {}),
                lines: liveLines(lines, cart).map((line, i) => ({
                  productId: line.productId,
                  unitPrice: toMinor(cart.lines[i]!.unitPrice),
                  quantity: line.quantity,
                })),
                subtotal: toMinor(cart.subtotal),
                currency: settings.currency,
                locale: site.release.snapshot.site.lang,
                now: Date.now(),
              })
            : null;
        const discount = judged && 'discount' in judged ? judged.discount : undefined;
        const codeError: Record<string, string> =
          judged && 'message' in judged ? { [F_DISCOUNT]: judged.message } : {};
        const again = (
          status: number,
          problems: { errors?: Record<string, string>; message?: string },
          headers?: Record<string, string>,
        ) => {
          const view = checkoutView(
            cart,
            settings,
            values,
            { ...problems, errors: { ...codeError, ...problems.errors } },
            cardReady,
            discount,
          );
          return fresh(request.headers, status, checkoutPageHtml({ ...site, loaded }, view), {
            ...sites.store.checkoutHeaders(cardReady),
            ...headers,
          });
        };
        if (values.action !== 'place') return again(200, {});
        if (cart.lines.length === 0) return again(400, { message: 'Your cart is empty.' });
        const unstorable = unstorableFields(values);
        if (unstorable) return again(400, { errors: unstorable, message: CORRECT_FIELDS });
        const parsed = placeOrderSchema.safeParse(orderRequest(liveLines(lines, cart), values));
        if (!parsed.success) {
          return again(400, { ...formErrors(fieldErrors(parsed.error)), message: CORRECT_FIELDS });
        }
        try {
          const placed = await orders.place(site.websiteId, parsed.data, {
            siteOrigin: site.origin,
            clientAddress: request.ip,
          });
          if (!placed.replayed) {
            sites.countConversion(site.websiteId, request, toMinor(placed.order.total));
          }
          // The cart is spent: the order's page is the visitor's record now (a card order's
          // cancel link puts it back).
          const cleared = await sites.store.cookies.header(site.websiteId, [], isSecure(request));
          if (placed.paymentUrl) return seeOther(placed.paymentUrl, cleared);
          return seeOther(
            withAnchor(confirmationPath(placed.publicToken), VISITOR_ANCHORS.order),
            cleared,
          );
        } catch (error) {
          if (error instanceof AppError && error.code === 'PROVIDER_UNAVAILABLE') {
            // That order is cancelled: the next Place order is a new one, with a new key.
            const { [F_IDEMPOTENCY]: _spent, ...kept } = values;
            return fresh(
              request.headers,
              error.statusCode,
              checkoutPageHtml(
                { ...site, loaded },
                checkoutView(cart, settings, kept, { message: CARD_UNAVAILABLE }, cardReady),
              ),
              sites.store.checkoutHeaders(cardReady),
            );
          }
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          // A problem with the cart itself (a product's cap) says so rather than point at fields.
          const problems = error.fields
            ? { message: CORRECT_FIELDS, ...formErrors(error.fields) }
            : { message: error.message };
          return again(error.statusCode, problems, error.headers);
        }
      }),
    );
  };
}
