import type { FastifyInstance } from 'fastify';
import { pathId } from '../../http/params.ts';
import { NO_STRIPE_HERE, type StripeWebhooks } from './stripe-webhooks.ts';

/** The most a Stripe event may weigh: far more than any Stripe sends, as for other routes. */
const BODY_LIMIT = 1024 * 1024;

/**
 * `POST /api/webhooks/stripe/{websiteId}`: Stripe's events for a website. No session (Stripe signs
 * them instead), and the body is kept as the bytes Stripe sent: the signature is over those, so
 * this route alone reads bodies raw, whatever their content type.
 */
export function stripeWebhookRoutes(webhooks: StripeWebhooks) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    app.post('/webhooks/stripe/:websiteId', { bodyLimit: BODY_LIMIT }, async (request) => {
      const websiteId = pathId(request, NO_STRIPE_HERE, 'websiteId');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await webhooks.receive(websiteId, body, request.headers['stripe-signature']);
      return { received: true };
    });
  };
}
