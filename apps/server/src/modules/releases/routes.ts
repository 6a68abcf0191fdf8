import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { RELEASE_NOT_FOUND, type ReleaseService } from './service.ts';

/** Mounted under /api/websites: `/:id/releases` and `/:id/releases/:releaseId/restore`. */
export function releaseRoutes(service: ReleaseService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/:id/releases', async (request) => {
      const id = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await service.list(sessionOf(request).userId, id) };
    });

    app.post('/:id/releases/:releaseId/restore', async (request) => {
      const id = pathId(request, WEBSITE_NOT_FOUND);
      const releaseId = pathId(request, RELEASE_NOT_FOUND, 'releaseId');
      return { data: await service.restore(sessionOf(request).userId, id, releaseId) };
    });
  };
}
