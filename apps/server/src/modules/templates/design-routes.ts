import type { FastifyInstance } from 'fastify';
import { addTemplatePageSchema, applyDesignSchema } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { addTemplatePage } from './add-page.ts';
import { applyDesign } from './apply-design.ts';
import type { TemplateWebsites } from './service.ts';

/**
 * A website's design from a template, registered under `/api/websites`: apply a template's
 * theme, header and footer to the draft; add one of its pages.
 */
export function designRoutes(db: Db, templates: TemplateWebsites) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.post('/:id/apply-design', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(applyDesignSchema, request.body);
      return {
        data: await applyDesign(db, templates, sessionOf(request).userId, websiteId, input),
      };
    });

    app.post('/:id/pages/from-template', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(addTemplatePageSchema, request.body);
      const added = await addTemplatePage(
        db,
        templates,
        sessionOf(request).userId,
        websiteId,
        input,
      );
      return reply.status(201).send({ data: added });
    });
  };
}
