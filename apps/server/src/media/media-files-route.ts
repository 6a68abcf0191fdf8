import type { FastifyInstance } from 'fastify';
import { mediaAnswer } from './serve.ts';
import type { MediaStore } from './store.ts';

/**
 * `GET /_media/{key}`: the stored files, on the dashboard's host and on every live site's own
 * host (the site responder leaves these paths to this route), with no session: keys are the
 * SHA-256 of the content, and the same bytes are the same answer for everyone.
 */
export function registerMediaFiles(app: FastifyInstance, store: MediaStore): void {
  app.get('/_media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const answer = await mediaAnswer(store, key, request.headers);
    if (answer.status === 404) {
      return reply
        .status(404)
        .send({ error: { code: 'NOT_FOUND', message: 'No such media file' } });
    }
    reply.status(answer.status).headers(answer.headers);
    return answer.body ? reply.send(answer.body) : reply.send();
  });
}
