import type { FastifyInstance } from 'fastify';
import type { TemplateWebsites } from './service.ts';

/** The built-in templates for the gallery and the create-website dialog (signed in). */
export function templateRoutes(templates: TemplateWebsites) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/', async () => ({ data: templates.list() }));

    app.get('/:id', async (request) => {
      const { id } = request.params as { id: string };
      return { data: templates.detail(id) };
    });
  };
}
