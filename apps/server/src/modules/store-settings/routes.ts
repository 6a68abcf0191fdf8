import type { FastifyInstance } from 'fastify';
import { storeSettingsSchema } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import type { StoreSettingsService } from './service.ts';

/** A website's store settings, under `/api`. */
export function storeSettingsRoutes(store: StoreSettingsService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/store', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await store.get(sessionOf(request).userId, websiteId) };
    });

    app.put('/websites/:id/store', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(storeSettingsSchema, request.body);
      return { data: await store.update(sessionOf(request).userId, websiteId, input) };
    });
  };
}
