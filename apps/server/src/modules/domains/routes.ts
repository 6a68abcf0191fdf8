import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { WEBSITE_NOT_FOUND, type WebsiteService } from '../websites/service.ts';
import type { DomainService } from './service.ts';

/** `POST /api/websites/:id/domain/verify`: checks the custom domain now; answers the website. */
export function domainRoutes(domains: DomainService, websites: WebsiteService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.post('/:id/domain/verify', async (request) => {
      const id = pathId(request, WEBSITE_NOT_FOUND);
      const { userId } = sessionOf(request);
      await domains.verify(userId, id);
      return { data: await websites.get(userId, id) };
    });
  };
}
