import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { stripeKeysSchema, type StripeConnections } from './stripe-connection.ts';

/** A website's Stripe connection, under `/api` (its owner only; keys never answered). */
export function stripeConnectionRoutes(connections: StripeConnections) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/payments/stripe', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await connections.get(sessionOf(request).userId, websiteId) };
    });

    app.put('/websites/:id/payments/stripe', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const keys = validate(stripeKeysSchema, request.body);
      return { data: await connections.connect(sessionOf(request).userId, websiteId, keys) };
    });

    app.post('/websites/:id/payments/stripe/test', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await connections.test(sessionOf(request).userId, websiteId) };
    });

    app.delete('/websites/:id/payments/stripe', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await connections.disconnect(sessionOf(request).userId, websiteId) };
    });
  };
}
