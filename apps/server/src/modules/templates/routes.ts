import type { FastifyInstance } from 'fastify';
import { isOwnerTemplateId } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import type { OwnerTemplates } from './owner-templates.ts';
import type { TemplateWebsites } from './service.ts';

/** The built-in templates for the gallery and the create-website dialog (signed in). */
export function templateRoutes(templates: TemplateWebsites, own?: OwnerTemplates) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/', async (request) => {
      // `?mine=1`: the owner's own templates (owner-routes.ts), in the same summary shape.
      const { mine } = request.query as { mine?: string };
      if (own && (mine === '1' || mine === 'true')) {
        return { data: await own.list(sessionOf(request).userId) };
      }
      return { data: templates.list() };
    });

    app.get('/:id', async (request) => {
      const { id } = request.params as { id: string };
      if (own && isOwnerTemplateId(id)) {
        return { data: await own.detail(sessionOf(request).userId, id.toLowerCase()) };
      }
      return { data: templates.detail(id) };
    });
  };
}
