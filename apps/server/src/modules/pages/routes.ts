import type { FastifyInstance } from 'fastify';
import { createPageSchema, updatePageSchema } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { PAGE_NOT_FOUND, type PageService } from './service.ts';

/** Page routes, registered under `/api`: a website's pages, and pages by their own id. */
export function pageRoutes(pages: PageService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/pages', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await pages.list(sessionOf(request).userId, websiteId) };
    });

    app.get('/websites/:id/shared', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await pages.shared(sessionOf(request).userId, websiteId) };
    });

    app.post('/websites/:id/pages', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(createPageSchema, request.body);
      const page = await pages.create(sessionOf(request).userId, websiteId, input);
      return reply.status(201).send({ data: page });
    });

    app.get('/pages/:id', async (request) => {
      const id = pathId(request, PAGE_NOT_FOUND);
      return { data: await pages.getWithElements(sessionOf(request).userId, id) };
    });

    app.put('/pages/:id', async (request) => {
      const id = pathId(request, PAGE_NOT_FOUND);
      const input = validate(updatePageSchema, request.body);
      return { data: await pages.update(sessionOf(request).userId, id, input) };
    });

    app.delete('/pages/:id', async (request) => {
      const id = pathId(request, PAGE_NOT_FOUND);
      return { data: await pages.remove(sessionOf(request).userId, id) };
    });
  };
}
