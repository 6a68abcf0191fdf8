import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FORM_POST, formDomId, subdomainProblem } from '@tessera/core';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { isUuid } from '../../http/params.ts';
import { parseStrictJson } from '../../http/json-body.ts';
import { validate } from '../../http/validate.ts';
import { normaliseHost } from '../sites/host.ts';
import { pagePath } from '../sites/render.tsx';
import { writeAnswer, type SiteAnswer } from '../sites/respond.ts';
import { SITE_NOT_FOUND, type SiteResponder } from '../sites/site-responder.ts';
import { FormBody, parseFormBody } from './form-body.ts';
import type { FormPages } from './form-pages.ts';
import { findForm, formSentFrom, type FormModel } from './form-model.ts';
import type { FormSubmissionService } from './submission-service.ts';
import { checkSubmission, type PostedValues } from './validation.ts';

export interface FormRoutesDeps {
  sites: SiteResponder;
  submissions: FormSubmissionService;
  pages: FormPages;
}

const FORM_NOT_FOUND = 'Form not found';

/** Above the field checks: the visitor sees where to look. */
const CORRECT_FIELDS = 'Your message was not sent yet. Please correct the fields marked below.';

/** Writes a site's answer as the sites hook does: past the dashboard's headers and compression. */
function sendSiteAnswer(reply: FastifyReply, siteAnswer: SiteAnswer): void {
  reply.hijack();
  writeAnswer(reply.raw, siteAnswer, false);
}

const firstValue = (body: FormBody, name: string) => body.values.get(name)?.[0] ?? null;

/** What the visitor typed, to show again in place (without the fields' own messages). */
function keptValues(form: FormModel, posted: PostedValues) {
  const { states } = checkSubmission(form, posted);
  return Object.fromEntries(
    Object.entries(states).map(([id, { error: _error, ...state }]) => [id, state]),
  );
}

/**
 * Visitors' form posts: `POST /_forms/{formElementId}` on a site's host (a plain HTML form, no
 * script; 303 back to the page, or the page again with messages) and its JSON twin
 * `POST /api/public/sites/{subdomain}/forms/{formElementId}` for headless clients.
 */
export function formRoutes(deps: FormRoutesDeps) {
  return async (app: FastifyInstance) => {
    await app.register(siteFormPosts(deps));
    await app.register(publicFormPosts(deps));
  };
}

function siteFormPosts({ sites, submissions, pages }: FormRoutesDeps) {
  /** The live site a request's host names; null when the host is the dashboard's. */
  async function siteOf(request: FastifyRequest) {
    const address = sites.address(request.host);
    if (!address) return null;
    const site = await sites.liveRelease(address);
    if (site.kind === 'none' && address.kind === 'domain') return null;
    return { ...site, origin: `${request.protocol}://${normaliseHost(request.host)}` };
  }

  return async (app: FastifyInstance) => {
    // Only here: the rest of the app keeps refusing this content type.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: FORM_POST.bodyLimit },
      (request, body, done) =>
        done(null, parseFormBody(body as Buffer, request.headers['content-type'])),
    );

    // A post refused before its handler (too large, an unreadable encoding) gets a page in the
    // site's look; anything else, or a host that is no site, goes to the app's error handler.
    app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
      const status = error instanceof AppError ? error.statusCode : (error.statusCode ?? 500);
      if (status < 400 || status >= 500) throw error;
      const site = await siteOf(request);
      if (!site) throw error;
      if (site.kind !== 'live') return sendSiteAnswer(reply, SITE_NOT_FOUND);
      const id = (request.params as { formElementId?: string }).formElementId;
      const form = isUuid(id) ? findForm(site.release.snapshot, id) : null;
      const back = form ? `${pagePath(form.page)}#${formDomId(form.id)}` : '/';
      const refused = status === 413 ? 413 : status === 415 ? 415 : 400;
      sendSiteAnswer(
        reply,
        await pages.refused(request.headers, site.release, site.origin, refused, back),
      );
    });

    app.post<{ Params: { formElementId: string } }>(
      '/_forms/:formElementId',
      // The site's own security headers, not the dashboard's.
      { helmet: false, bodyLimit: FORM_POST.bodyLimit },
      async (request, reply) => {
        const site = await siteOf(request);
        if (!site) throw notFound(`No route for POST ${request.url.split('?')[0]}`);
        if (site.kind !== 'live') return sendSiteAnswer(reply, SITE_NOT_FOUND);
        const { release, origin } = site;
        const id = request.params.formElementId;
        const found = isUuid(id) ? findForm(release.snapshot, id) : null;
        if (!found)
          return sendSiteAnswer(reply, await pages.notFound(request.headers, release, origin));
        const form = formSentFrom(found, release.snapshot, request.headers.referer);
        const cartCount = () => sites.store.cartCount(site, request.headers);

        const body = request.body === undefined ? FormBody.EMPTY : request.body;
        if (!(body instanceof FormBody)) {
          return sendSiteAnswer(
            reply,
            await pages.refused(request.headers, release, origin, 415, pagePath(form.page)),
          );
        }
        if (body.problem) {
          const answer = await pages.invalid(
            request.headers,
            release,
            form,
            origin,
            { message: body.problem },
            undefined,
            cartCount,
          );
          return sendSiteAnswer(reply, answer);
        }
        let outcome: Awaited<ReturnType<typeof submissions.submit>>;
        try {
          outcome = await submissions.submit({
            websiteId: site.websiteId,
            release,
            form,
            posted: body.values,
            token: firstValue(body, FORM_POST.tokenField),
            tokenRequired: true,
            clientAddress: request.ip,
          });
        } catch (error) {
          // Over the flood limit: the form again with the visitor's text kept and the message.
          if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
          const answer = await pages.invalid(
            request.headers,
            release,
            form,
            origin,
            { message: error.message, fields: keptValues(form, body.values) },
            { status: 429, ...(error.headers ? { headers: error.headers } : {}) },
            cartCount,
          );
          return sendSiteAnswer(reply, answer);
        }
        if (outcome.kind === 'invalid') {
          const answer = await pages.invalid(
            request.headers,
            release,
            form,
            origin,
            { message: CORRECT_FIELDS, fields: outcome.check.states },
            undefined,
            cartCount,
          );
          return sendSiteAnswer(reply, answer);
        }
        if (!outcome.spamReason) sites.countConversion(site.websiteId, request);
        return sendSiteAnswer(reply, pages.sent(form));
      },
    );
  };
}

const fieldValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()).max(100, 'A field takes at most 100 values'),
]);

/** `POST /api/public/sites/{subdomain}/forms/{formElementId}`: values by field name. */
const publicSubmissionSchema = z.object({
  fields: z.record(z.string(), fieldValue, { error: 'Fields must be an object of values by name' }),
  token: z.string({ error: 'Token must be text' }).max(200, 'Token is not valid').optional(),
});

/** JSON values as a form would post them: a ticked checkbox sends 'yes', an unticked one nothing. */
function postedOf(fields: Record<string, z.infer<typeof fieldValue>>) {
  const posted = new Map<string, string[]>();
  for (const [name, value] of Object.entries(fields)) {
    if (value === false) continue;
    posted.set(name, Array.isArray(value) ? value : [value === true ? 'yes' : String(value)]);
  }
  return posted;
}

function publicFormPosts({ sites, submissions }: FormRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: FORM_POST.bodyLimit },
      (_request, body, done) => {
        try {
          done(null, parseStrictJson(body as Buffer));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );

    app.post<{ Params: { subdomain: string; formElementId: string } }>(
      '/api/public/sites/:subdomain/forms/:formElementId',
      { bodyLimit: FORM_POST.bodyLimit },
      async (request, reply) => {
        const { subdomain, formElementId } = request.params;
        if (subdomainProblem(subdomain) || !isUuid(formElementId)) throw notFound(FORM_NOT_FOUND);
        const site = await sites.liveRelease({ kind: 'subdomain', subdomain });
        if (site.kind !== 'live') throw notFound(FORM_NOT_FOUND);
        const form = findForm(site.release.snapshot, formElementId);
        if (!form) throw notFound(FORM_NOT_FOUND);
        const body = validate(publicSubmissionSchema, request.body);
        const outcome = await submissions.submit({
          websiteId: site.websiteId,
          release: site.release,
          form,
          posted: postedOf(body.fields),
          token: body.token ?? null,
          tokenRequired: false,
          clientAddress: request.ip,
        });
        if (outcome.kind === 'invalid') {
          throw badRequest('Please correct the fields marked', outcome.check.errors);
        }
        if (!outcome.spamReason) sites.countConversion(site.websiteId, request);
        return reply.status(201).send({ data: { id: outcome.id } });
      },
    );
  };
}
