import type { FastifyInstance } from 'fastify';
import { createWebsiteSchema, updateWebsiteSchema } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND, type StatusAction, type WebsiteService } from './service.ts';

const STATUS_ACTIONS: StatusAction[] = ['publish', 'unpublish', 'archive', 'restore'];

export function websiteRoutes(websites: WebsiteService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/', async (request) => {
      return { data: await websites.list(sessionOf(request).userId) };
    });

    app.post('/', async (request, reply) => {
      const input = validate(createWebsiteSchema, request.body);
      return reply
        .status(201)
        .send({ data: await websites.create(sessionOf(request).userId, input) });
    });

    app.get('/:id', async (request) => {
      const id = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await websites.get(sessionOf(request).userId, id) };
    });

    app.put('/:id', async (request) => {
      const id = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(updateWebsiteSchema, request.body);
      return { data: await websites.update(sessionOf(request).userId, id, input) };
    });

    app.delete('/:id', async (request) => {
      const id = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await websites.remove(sessionOf(request).userId, id) };
    });

    for (const action of STATUS_ACTIONS) {
      app.post(`/:id/${action}`, async (request) => {
        const id = pathId(request, WEBSITE_NOT_FOUND);
        return { data: await websites.changeStatus(sessionOf(request).userId, id, action) };
      });
    }

    // Asked before publishing: page links whose page was deleted would show no link on the site.
    app.get('/:id/broken-links', async (request) => {
      const id = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await websites.brokenLinks(sessionOf(request).userId, id) };
    });

    // Asked beside them: buttons without a link, empty photo slots, product and booking blocks.
    app.get('/:id/dead-ends', async (request) => {
      const id = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await websites.deadEnds(sessionOf(request).userId, id) };
    });

    app.get('/:id/setup', async (request) => {
      const id = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await websites.setup(sessionOf(request).userId, id) };
    });

    app.post('/:id/duplicate', async (request, reply) => {
      const id = pathId(request, WEBSITE_NOT_FOUND);
      return reply
        .status(201)
        .send({ data: await websites.duplicate(sessionOf(request).userId, id) });
    });
  };
}
