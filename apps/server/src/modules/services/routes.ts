import type { FastifyInstance } from 'fastify';
import { serviceCreateSchema, serviceListQuery, serviceUpdateSchema } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { SERVICE_NOT_FOUND, type ServiceCatalogue } from './service.ts';

/** A website's bookable services, under `/api`. */
export function serviceRoutes(catalogue: ServiceCatalogue) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/services', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const query = validate(serviceListQuery, request.query);
      return { data: await catalogue.list(sessionOf(request).userId, websiteId, query) };
    });

    app.get('/websites/:id/services/stats', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await catalogue.stats(sessionOf(request).userId, websiteId) };
    });

    app.post('/websites/:id/services', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(serviceCreateSchema, request.body);
      return reply
        .status(201)
        .send({ data: await catalogue.create(sessionOf(request).userId, websiteId, input) });
    });

    app.get('/services/:id', async (request) => {
      const id = pathId(request, SERVICE_NOT_FOUND);
      return { data: await catalogue.get(sessionOf(request).userId, id) };
    });

    app.put('/services/:id', async (request) => {
      const id = pathId(request, SERVICE_NOT_FOUND);
      const input = validate(serviceUpdateSchema, request.body);
      return { data: await catalogue.update(sessionOf(request).userId, id, input) };
    });

    app.delete('/services/:id', async (request) => {
      const id = pathId(request, SERVICE_NOT_FOUND);
      return { data: await catalogue.remove(sessionOf(request).userId, id) };
    });
  };
}
