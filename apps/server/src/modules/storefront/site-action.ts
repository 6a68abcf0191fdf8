import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_POST } from '@tessera/core';
import { notFound } from '../../http/errors.ts';
import { FormBody, parseFormBody } from '../forms/form-body.ts';
import { SITE_SECURITY } from '../sites/headers.ts';
import { normaliseHost } from '../sites/host.ts';
import { answer, writeAnswer, type SiteAnswer } from '../sites/respond.ts';
import { SITE_NOT_FOUND, type SiteResponder } from '../sites/site-responder.ts';
import { answerRefusedPostsAsPages } from './refused-post.ts';
import type { LiveSite } from './storefront.ts';

/** What a store action gets: the live site, the posted fields (first value of each), the request. */
export type StoreAction = (
  site: LiveSite,
  values: Record<string, string>,
  request: FastifyRequest,
) => Promise<SiteAnswer>;

/** 303 to a page of the site, with the cart the action left when it changed the cart. */
export const seeOther = (location: string, cookie?: string) =>
  answer(303, {
    ...SITE_SECURITY,
    location,
    ...(cookie ? { 'set-cookie': cookie } : {}),
    'cache-control': 'no-store',
  });

export const isSecure = (request: FastifyRequest) => request.protocol === 'https';

export const STORE_POST_OPTIONS = { helmet: false, bodyLimit: FORM_POST.bodyLimit } as const;

function valuesOf(body: FormBody): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, list] of body.values) values[name] = list[0] ?? '';
  return values;
}

/**
 * Reads plain HTML form posts in this plugin (the rest of the app refuses the content type), and
 * answers the posts refused before their handler with a page in the site's look.
 */
export function acceptFormPosts(app: FastifyInstance, sites: SiteResponder): void {
  answerRefusedPostsAsPages(app, sites);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: FORM_POST.bodyLimit },
    (request, body, done) =>
      done(null, parseFormBody(body as Buffer, request.headers['content-type'])),
  );
}

/**
 * A visitor's form handler on a site's host (the store's, the booking's): the live site is found from the Host, and the answer
 * is written as the site's (past the dashboard's headers). A host that is no site is not ours.
 */
export function storeAction(sites: SiteResponder, run: StoreAction) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const address = sites.address(request.host);
    if (!address) throw notFound(`No route for POST ${request.url.split('?')[0]}`);
    const site = await sites.liveRelease(address);
    if (site.kind === 'none' && address.kind === 'domain') {
      throw notFound(`No route for POST ${request.url.split('?')[0]}`);
    }
    let siteAnswer: SiteAnswer = SITE_NOT_FOUND;
    if (site.kind === 'live') {
      const body = request.body === undefined ? FormBody.EMPTY : request.body;
      const values = body instanceof FormBody && !body.problem ? valuesOf(body) : {};
      const live: LiveSite = {
        websiteId: site.websiteId,
        release: site.release,
        catalogueVersion: site.catalogueVersion,
        origin: `${request.protocol}://${normaliseHost(request.host)}`,
        ...(site.feeds ? { feeds: site.feeds } : {}),
      };
      siteAnswer = await run(live, values, request);
    }
    reply.hijack();
    writeAnswer(reply.raw, siteAnswer, false);
  };
}
