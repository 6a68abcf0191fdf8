import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { writeAnswer } from './respond.ts';
import type { SiteResponder } from './site-responder.ts';

/** Set on a raw request once it is known not to be a site's, so the lookup is not made twice. */
const NOT_A_SITE = Symbol('tessera.notASite');

export function markNotASite(req: IncomingMessage): void {
  (req as IncomingMessage & { [NOT_A_SITE]?: true })[NOT_A_SITE] = true;
}

const isMarkedNotASite = (req: IncomingMessage) =>
  (req as IncomingMessage & { [NOT_A_SITE]?: true })[NOT_A_SITE] === true;

/** Set on a raw request the site responder answered in the hook below (counted as a site's). */
const SITE_ANSWER = Symbol('tessera.siteAnswer');

export const isSiteAnswer = (req: IncomingMessage) =>
  (req as IncomingMessage & { [SITE_ANSWER]?: true })[SITE_ANSWER] === true;

/**
 * A visitor's form post: it goes on to its route, which reads the body (modules/forms for the
 * owner's forms, modules/storefront for the cart and checkout, modules/booking-site for bookings).
 */
const FORM_POST =
  /^\/(?:_forms\/[^/?]*|_cart\/(?:add|update|remove)|_checkout|_book\/[^?]+)(?:\?|$)/;

/**
 * Published sites inside the framework. A request whose Host is `{subdomain}.{HOSTING_DOMAIN}`
 * or a website's custom domain is answered here, in the first hook of the request, before any
 * route of the dashboard or its API can match: nothing under a site's host reaches them. Most
 * site requests never get this far (the server's fast path answers them first); this hook
 * answers the rest (a body, an encoded path, a failure to retry) and every `app.inject`, except
 * form posts, which their own routes answer for the site (modules/forms, modules/storefront).
 */
export function registerSites(app: FastifyInstance, sites: SiteResponder): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isMarkedNotASite(request.raw)) return;
    if (request.method === 'POST' && FORM_POST.test(request.url)) return;
    const host = request.host;
    const address = sites.address(host);
    if (!address) return;
    const answer = await sites.answer(address, host, request);
    if (!answer) return;
    // The answer is complete: written as it is, past the framework's serialisation and hooks.
    reply.hijack();
    (request.raw as IncomingMessage & { [SITE_ANSWER]?: true })[SITE_ANSWER] = true;
    writeAnswer(reply.raw, answer, request.method === 'HEAD');
  });
}
