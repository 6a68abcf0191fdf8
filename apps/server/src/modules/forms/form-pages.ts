import type { IncomingHttpHeaders } from 'node:http';
import { formDomId } from '@tessera/core';
import type { FormRenderState } from '@tessera/blocks';
import { htmlDocument, noticeHead, pageHead } from '../sites/document.ts';
import { SITE_SECURITY } from '../sites/headers.ts';
import {
  pagePath,
  renderNoticeBody,
  renderNotFoundBody,
  renderPageBody,
} from '../sites/render.tsx';
import { carriesCart, fillCartSlots, hasCartSlot } from '../sites/cart-slots.ts';
import { answer, freshAnswer, type CartCounter, type SiteAnswer } from '../sites/respond.ts';
import type { LoadedRelease } from '../sites/service.ts';
import { formIdsOf, type FormModel } from './form-model.ts';
import type { FormTokens } from './token.ts';

const HTML = 'text/html; charset=utf-8';

/** The answers a form post gets on the site's host, in the site's own look. */
export class FormPages {
  constructor(private readonly tokens: FormTokens) {}

  /** Post, redirect, get: the form's page, which shows its success message in place. */
  sent(form: FormModel): SiteAnswer {
    return answer(303, {
      ...SITE_SECURITY,
      'cache-control': 'no-store',
      location: `${pagePath(form.page)}?sent=${form.id}#${formDomId(form.id)}`,
    });
  }

  /**
   * The form's page again (400, or a 429 with its Retry-After) with the visitor's values, a
   * message next to each field that needs one, and fresh tokens for every form on it. Made for
   * this response only; `cartCount` gives the visitor's items for the header's cart link.
   */
  async invalid(
    headers: IncomingHttpHeaders,
    release: LoadedRelease,
    form: FormModel,
    origin: string,
    state: Omit<FormRenderState, 'token'>,
    refusal: { status: number; headers?: Record<string, string> } = { status: 400 },
    cartCount?: CartCounter,
  ): Promise<SiteAnswer> {
    const page = form.page;
    const ids = formIdsOf(page, release.snapshot);
    const tokens = new Map(
      await Promise.all(ids.map(async (id) => [id, await this.tokens.mint(id)] as const)),
    );
    const formState = (id: string): FormRenderState =>
      id === form.id ? { ...state, token: tokens.get(id) ?? '' } : { token: tokens.get(id) ?? '' };
    const head = pageHead(release.snapshot, page, origin + pagePath(page));
    const html = htmlDocument(
      head,
      renderPageBody(release.snapshot, page, formState, release.images),
    );
    // The shared header's cart link shows the visitor's count, as the page itself does.
    const count = cartCount && hasCartSlot(html) && carriesCart(headers) ? await cartCount() : 0;
    return freshAnswer(headers, refusal.status, HTML, fillCartSlots(html, count), {
      ...SITE_SECURITY,
      ...refusal.headers,
    });
  }

  /** The site's own "page not found", for a form the live release does not show. */
  notFound(
    headers: IncomingHttpHeaders,
    release: LoadedRelease,
    origin: string,
  ): Promise<SiteAnswer> {
    const head = noticeHead(release.snapshot, 'Page not found', `${origin}/`);
    const html = htmlDocument(head, renderNotFoundBody(release.snapshot));
    return freshAnswer(headers, 404, HTML, html, SITE_SECURITY);
  }

  /** A refused post (too large, not a form's encoding), with a way back to the form. */
  refused(
    headers: IncomingHttpHeaders,
    release: LoadedRelease,
    origin: string,
    status: number,
    back: string,
  ): Promise<SiteAnswer> {
    const notice =
      status === 413
        ? {
            heading: 'Message too long',
            text: 'What you sent is more than this form can take. Please shorten it and send it again.',
          }
        : {
            heading: 'Message not sent',
            text: 'Your browser sent the form in a way this site cannot read. Please try again.',
          };
    const head = noticeHead(release.snapshot, notice.heading, `${origin}/`);
    const body = renderNoticeBody(release.snapshot, {
      ...notice,
      linkHref: back,
      linkText: 'Back to the form',
    });
    return freshAnswer(headers, status, HTML, htmlDocument(head, body), SITE_SECURITY);
  }
}
