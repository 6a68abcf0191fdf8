import type { FastifyInstance } from 'fastify';
import { placeOrderSchema, subdomainProblem, toMinor } from '@tessera/core';
import { badRequest, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { parseStrictJson } from '../../http/json-body.ts';
import type { OrderPlacement } from '../orders/place-order.ts';
import { siteOriginOf } from '../orders/service.ts';
import type { SiteResponder } from '../sites/site-responder.ts';

export interface PublicStoreDeps {
  sites: SiteResponder;
  placement: OrderPlacement;
  /** Published sites live at `{subdomain}.{hostingDomain}`: the buyer's order page is there. */
  hostingDomain: string;
}

const STORE_NOT_FOUND = 'Store not found';
const PRODUCT_NOT_FOUND = 'Product not found';
/** Fifty lines with an address and a note fit many times over. */
const ORDER_BODY_LIMIT = 64 * 1024;

/**
 * The store's JSON twin for headless shops: `GET /api/public/sites/{subdomain}/products` (and one
 * by its slug) and `POST .../orders`, answered only for a published site with a live release,
 * with the same rules as the site's own checkout form.
 */
export function publicStoreRoutes({ sites, placement, hostingDomain }: PublicStoreDeps) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: ORDER_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, parseStrictJson(body as Buffer));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );

    async function liveSite(subdomain: string) {
      if (subdomainProblem(subdomain)) throw notFound(STORE_NOT_FOUND);
      const site = await sites.liveRelease({ kind: 'subdomain', subdomain });
      if (site.kind !== 'live') throw notFound(STORE_NOT_FOUND);
      return site;
    }

    /** The live catalogue, cached under its version like the site's own product pages. */
    async function productsOf(subdomain: string) {
      const site = await liveSite(subdomain);
      const loaded = await sites.store.catalogues.get(site.websiteId, site.catalogueVersion);
      return loaded.catalogue.products;
    }

    app.get<{ Params: { subdomain: string } }>(
      '/api/public/sites/:subdomain/products',
      async (request) => ({ data: await productsOf(request.params.subdomain) }),
    );

    app.get<{ Params: { subdomain: string; slug: string } }>(
      '/api/public/sites/:subdomain/products/:slug',
      async (request) => {
        const products = await productsOf(request.params.subdomain);
        const product = products.find((p) => p.slug === request.params.slug);
        if (!product) throw notFound(PRODUCT_NOT_FOUND);
        return { data: product };
      },
    );

    app.post<{ Params: { subdomain: string } }>(
      '/api/public/sites/:subdomain/orders',
      { bodyLimit: ORDER_BODY_LIMIT },
      async (request, reply) => {
        const { subdomain } = request.params;
        const site = await liveSite(subdomain);
        if (
          typeof request.body !== 'object' ||
          request.body === null ||
          Array.isArray(request.body)
        )
          throw badRequest('The request body must be a JSON object');
        const input = validate(placeOrderSchema, request.body);
        const placed = await placement.place(site.websiteId, input, {
          siteOrigin: siteOriginOf(subdomain, hostingDomain),
          clientAddress: request.ip,
        });
        if (!placed.replayed) {
          sites.countConversion(site.websiteId, request, toMinor(placed.order.total));
        }
        // A repeated idempotency key is the same order, not a new one.
        const data = placed.paymentUrl
          ? { ...placed.order, paymentUrl: placed.paymentUrl }
          : placed.order;
        return reply.status(placed.replayed ? 200 : 201).send({ data });
      },
    );
  };
}
