import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { writeAnswer } from '../sites/respond.ts';
import type { TemplatePreviews } from './preview.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `GET /api/templates/{id}/preview[/{slug}]`: a template's page as its website would show it, for
 * the gallery's frames. Signed out too: a frame sends no bearer token, and the built-in templates
 * are no secret. The answer is the published sites' own (their headers, no script).
 */
export function templatePreviewRoutes(previews: TemplatePreviews) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const send = async (
      request: FastifyRequest,
      reply: FastifyReply,
      id: string,
      slug: string | null,
    ) => {
      // A slug no page can have is a page the template lacks: its 404.
      const answer = await previews.answer(
        id,
        slug !== null && !SLUG.test(slug) ? '' : slug,
        request.headers,
      );
      // Complete as it is, like a site's answer: past the dashboard's serialisation and hooks.
      reply.hijack();
      writeAnswer(reply.raw, answer, request.method === 'HEAD');
    };
    app.get('/:id/preview', async (request, reply) => {
      const { id } = request.params as { id: string };
      await send(request, reply, id, null);
    });
    app.get('/:id/preview/:slug', async (request, reply) => {
      const { id, slug } = request.params as { id: string; slug: string };
      await send(request, reply, id, slug);
    });
  };
}
