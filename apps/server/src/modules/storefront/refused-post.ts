import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingFlowAnchor, VISITOR_ANCHORS, withAnchor } from '@tessera/blocks';
import { AppError } from '../../http/errors.ts';
import { htmlDocument, noticeHead } from '../sites/document.ts';
import { SITE_SECURITY } from '../sites/headers.ts';
import { normaliseHost } from '../sites/host.ts';
import { renderNoticeBody, type Notice } from '../sites/render.tsx';
import { freshAnswer, writeAnswer, type SiteAnswer } from '../sites/respond.ts';
import { SITE_NOT_FOUND, type SiteResponder } from '../sites/site-responder.ts';
import type { LiveSite } from './storefront.ts';

/** The visitor page a post of the site's host came from: where "Back" leads, to its block. */
export function pageOfPost(url: string): string {
  const path = url.split('?')[0]!;
  const manage = /^\/_book\/manage\/([^/]+)\//.exec(path);
  if (manage) return withAnchor(`/book/manage/${manage[1]}`, VISITOR_ANCHORS.booking);
  const book = /^\/_book\/([^/]+)$/.exec(path);
  if (book) return withAnchor(`/book/${book[1]}`, bookingFlowAnchor(book[1]!));
  if (path.startsWith('/_cart/')) return withAnchor('/cart', VISITOR_ANCHORS.cart);
  return path === '/_checkout' ? withAnchor('/checkout', VISITOR_ANCHORS.checkout) : '/';
}

function noticeFor(status: number, back: string): Notice {
  const link = { linkHref: back, linkText: 'Go back' };
  if (status === 413) {
    return {
      heading: 'Too much to send',
      text: 'What you sent is more than this page can take. Please go back, shorten it and send it again.',
      ...link,
    };
  }
  if (status === 415) {
    return {
      heading: 'Not sent',
      text: 'Your browser sent the form in a way this site cannot read. Please go back and try again.',
      ...link,
    };
  }
  return {
    heading: 'Not sent',
    text: 'Something in what you sent could not be read. Please go back and try again.',
    ...link,
  };
}

/** A refused post as a notice in the site's own look, with a way back to the page. */
export function refusedPostPage(
  site: LiveSite,
  request: FastifyRequest,
  status: number,
): Promise<SiteAnswer> {
  const notice = noticeFor(status, pageOfPost(request.url));
  const head = {
    ...noticeHead(site.release.snapshot, notice.heading, `${site.origin}/`),
    ...(site.feeds ? { feeds: site.feeds } : {}),
  };
  const html = htmlDocument(head, renderNoticeBody(site.release.snapshot, notice));
  return freshAnswer(request.headers, status, 'text/html; charset=utf-8', html, SITE_SECURITY);
}

/**
 * A post the framework refuses before its handler (a body too large, a type no form sends, a
 * character no column can keep in its address) gets a page in the site's look rather than the
 * API's JSON. Anything else, or a host that is no site, goes on to the app's error handler.
 */
export function answerRefusedPostsAsPages(app: FastifyInstance, sites: SiteResponder): void {
  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error instanceof AppError ? error.statusCode : (error.statusCode ?? 500);
    if (status < 400 || status >= 500) throw error;
    const address = sites.address(request.host);
    if (!address) throw error;
    const site = await sites.liveRelease(address);
    if (site.kind === 'none' && address.kind === 'domain') throw error;
    const answer =
      site.kind === 'live'
        ? await refusedPostPage(
            {
              websiteId: site.websiteId,
              release: site.release,
              catalogueVersion: site.catalogueVersion,
              origin: `${request.protocol}://${normaliseHost(request.host)}`,
              ...(site.feeds ? { feeds: site.feeds } : {}),
            },
            request,
            status === 413 || status === 415 ? status : 400,
          )
        : SITE_NOT_FOUND;
    reply.hijack();
    writeAnswer(reply.raw, answer, false);
  });
}
