import type { FastifyInstance } from 'fastify';
import { samplesActionSchema } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import type { SampleService } from './service.ts';

/** A website's sample content, under `/api`: keep it or remove it, answering counts per kind. */
export function sampleRoutes(samples: SampleService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

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
