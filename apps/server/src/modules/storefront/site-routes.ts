import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FORM_POST,
  MAX_LINE_QUANTITY,
  fieldErrors,
  placeOrderSchema,
  type PlaceOrderInput,
  type StoreProduct,
} from '@tessera/core';
import { AppError, notFound } from '../../http/errors.ts';
import { FormBody, parseFormBody } from '../forms/form-body.ts';
import { SITE_SECURITY } from '../sites/headers.ts';
import { normaliseHost } from '../sites/host.ts';
import { answer, writeAnswer, type SiteAnswer } from '../sites/respond.ts';
import { SITE_NOT_FOUND, type SiteResponder } from '../sites/site-responder.ts';
import { addToCart, lineKey, setQuantity } from './cart-cookie.ts';
import { liveLines, priceCart } from './cart-pricing.ts';
import { checkoutView, formErrors, orderRequest } from './checkout-form.ts';
import { cartPageHtml, checkoutPageHtml, productPageHtml } from './store-pages.tsx';
import { fresh, type LiveSite } from './storefront.ts';

/** Places an order (modules/orders): the one way an order is made, from the API or a form. */
export interface PlacesOrders {
  place(
    websiteId: string,
    input: PlaceOrderInput,
    context: { siteOrigin: string },
  ): Promise<{ publicToken: string }>;
}

export interface StorefrontRoutesDeps {
  sites: SiteResponder;
  orders: PlacesOrders;
}

const NEW_QUANTITY = /^\s*\d{1,6}\s*$/;

function sendSiteAnswer(reply: FastifyReply, siteAnswer: SiteAnswer): void {
  reply.hijack();
  writeAnswer(reply.raw, siteAnswer, false);
}

/** 303 to a page of the site, keeping the cart the action left. */
const seeOther = (location: string, cookie: string) =>
  answer(303, { ...SITE_SECURITY, location, 'set-cookie': cookie, 'cache-control': 'no-store' });

function valuesOf(body: FormBody): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, list] of body.values) values[name] = list[0] ?? '';
  return values;
}

/** Why a product cannot go into the cart as asked; null when it can. */
function addProblem(
  product: StoreProduct,
  variantId: string | null,
  quantity: number,
  inCart: number,
): string | null {
  if (product.variants.length > 0 && !variantId)
    return `Choose a ${product.options.map((o) => o.name.toLowerCase()).join(' and ')}`;
  const variant = variantId ? product.variants.find((v) => v.id === variantId) : null;
  if (variantId && !variant) return 'Choose one of the options shown';
  const available = variant ? variant.available : product.available;
  if (available === 0) return 'Sorry, this is sold out.';
  if (available !== null && quantity + inCart > available) {
    return inCart > 0
      ? `Only ${available} left, and ${inCart} already in your cart.`
      : `Only ${available} left.`;
  }
  return null;
}

/**
 * The store's plain HTML forms on a site's host: add to cart, change a quantity, remove a line,
 * check out. Each answers 303 to the next page, or the page again with the message in place.
 */
export function storefrontRoutes({ sites, orders }: StorefrontRoutesDeps) {
  async function siteOf(request: FastifyRequest): Promise<LiveSite | 'offline' | null> {
    const address = sites.address(request.host);
    if (!address) return null;
    const site = await sites.liveRelease(address);
    if (site.kind === 'none' && address.kind === 'domain') return null;
    if (site.kind !== 'live') return 'offline';
    return {
      websiteId: site.websiteId,
      release: site.release,
      catalogueVersion: site.catalogueVersion,
      origin: `${request.protocol}://${normaliseHost(request.host)}`,
    };
  }

  /** Runs a store action for a live site; other hosts are not the store's. */
  const action =
    (
      run: (
        site: LiveSite,
        values: Record<string, string>,
        request: FastifyRequest,
      ) => Promise<SiteAnswer>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const site = await siteOf(request);
      if (!site) throw notFound(`No route for POST ${request.url.split('?')[0]}`);
      if (site === 'offline') return sendSiteAnswer(reply, SITE_NOT_FOUND);
      const body = request.body === undefined ? FormBody.EMPTY : request.body;
      const values = body instanceof FormBody && !body.problem ? valuesOf(body) : {};
      sendSiteAnswer(reply, await run(site, values, request));
    };

  const secure = (request: FastifyRequest) => request.protocol === 'https';

  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: FORM_POST.bodyLimit },
      (request, body, done) =>
        done(null, parseFormBody(body as Buffer, request.headers['content-type'])),
    );
    const options = { helmet: false, bodyLimit: FORM_POST.bodyLimit } as const;

    app.post(
      '/_cart/add',
      options,
      action(async (site, values, request) => {
        const loaded = await sites.store.catalogue(site);
        const product = loaded.catalogue.products.find((p) => p.id === values.productId);
        if (!product) return sites.store.notFound(site, request.headers);
        const variantId = values.variantId || null;
        const quantityText = values.quantity ?? '1';
        const quantity = Number(quantityText);
        const lines = await sites.store.cookies.read(site.websiteId, request.headers.cookie);
        const inCart =
          lines.find((l) => lineKey(l) === lineKey({ productId: product.id, variantId }))
            ?.quantity ?? 0;
        const problem =
          !NEW_QUANTITY.test(quantityText) || quantity < 1
            ? 'Enter a quantity of at least 1'
            : quantity > MAX_LINE_QUANTITY
              ? `You can buy at most ${MAX_LINE_QUANTITY} at once`
              : addProblem(product, variantId, quantity, inCart);
        const next = problem
          ? null
          : addToCart(lines, { productId: product.id, variantId, quantity });
        if (problem || next === null || next === 'full') {
          const error = problem ?? 'Your cart is full. Check out or remove something first.';
          const html = productPageHtml({ ...site, loaded }, product, {
            error,
            ...(variantId ? { variantId } : {}),
            quantity: quantityText,
          });
          return fresh(
            request.headers,
            problem?.startsWith('Only') || problem?.startsWith('Sorry') ? 409 : 400,
            html,
          );
        }
        return seeOther(
          '/cart',
          await sites.store.cookies.header(site.websiteId, next, secure(request)),
        );
      }),
    );

    const changeLine = (quantityOf: (values: Record<string, string>) => number | null) =>
      action(async (site, values, request) => {
        const loaded = await sites.store.catalogue(site);
        const lines = await sites.store.cookies.read(site.websiteId, request.headers.cookie);
        const quantity = quantityOf(values);
        if (quantity === null) {
          const cart = priceCart(lines, loaded.catalogue);
          cart.notice = { kind: 'error', text: `Enter a quantity from 0 to ${MAX_LINE_QUANTITY}.` };
          return fresh(request.headers, 400, cartPageHtml({ ...site, loaded }, cart));
        }
        const next = setQuantity(lines, values.line ?? '', quantity);
        const kept = liveLines(next, priceCart(next, loaded.catalogue));
        return seeOther(
          '/cart',
          await sites.store.cookies.header(site.websiteId, kept, secure(request)),
        );
      });

    app.post(
      '/_cart/update',
      options,
      changeLine((values) => {
        const text = values.quantity ?? '';
        const quantity = Number(text);
        return NEW_QUANTITY.test(text) && quantity <= MAX_LINE_QUANTITY ? quantity : null;
      }),
    );
    app.post(
      '/_cart/remove',
      options,
      changeLine(() => 0),
    );

    app.post(
      '/_checkout',
      options,
      action(async (site, values, request) => {
        const loaded = await sites.store.catalogue(site);
        const settings = loaded.catalogue.settings;
        const lines = await sites.store.cookies.read(site.websiteId, request.headers.cookie);
        const cart = priceCart(lines, loaded.catalogue);
        const page = { ...site, loaded };
        const again = (
          status: number,
          problems: { errors?: Record<string, string>; message?: string },
        ) =>
          fresh(
            request.headers,
            status,
            checkoutPageHtml(page, checkoutView(cart, settings, values, problems)),
          );
        if (values.action !== 'place') return again(200, {});
        if (cart.lines.length === 0) return again(400, { message: 'Your cart is empty.' });
        const parsed = placeOrderSchema.safeParse(orderRequest(liveLines(lines, cart), values));
        if (!parsed.success) {
          return again(400, {
            ...formErrors(fieldErrors(parsed.error)),
            message: 'Your order was not placed yet. Please correct the fields marked below.',
          });
        }
        try {
          const placed = await orders.place(site.websiteId, parsed.data, {
            siteOrigin: site.origin,
          });
          // The cart is spent: the order's page is the visitor's record now.
          const cleared = await sites.store.cookies.header(site.websiteId, [], secure(request));
          return seeOther(`/order/${placed.publicToken}`, cleared);
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          if (error.fields) {
            return again(error.statusCode, { ...formErrors(error.fields), message: error.message });
          }
          return again(error.statusCode, { message: error.message });
        }
      }),
    );
  };
}
