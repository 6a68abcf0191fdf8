import type { FastifyInstance } from 'fastify';
import { samplesActionSchema } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import type { SampleService } from './service.ts';

/**
 * A website's sample content, under `/api`: how much it holds, keep it or remove it, each
 * answering counts per kind (remove also the library items only the samples used).
 */
export function sampleRoutes(samples: SampleService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/samples', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await samples.counts(sessionOf(request).userId, websiteId) };
    });

    app.post('/websites/:id/samples/keep', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const { kinds } = validate(samplesActionSchema, request.body ?? {});
      return { data: await samples.keep(sessionOf(request).userId, websiteId, kinds) };
    });

    app.post('/websites/:id/samples/remove', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const { kinds } = validate(samplesActionSchema, request.body ?? {});
      return { data: await samples.remove(sessionOf(request).userId, websiteId, kinds) };
    });
  };
}
