import type { FastifyInstance } from 'fastify';
import {
  createPostSchema,
  postListQuery,
  publishPostSchema,
  updatePostSchema,
} from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { POST_NOT_FOUND, type PostService } from './service.ts';

/** A website's blog posts, under `/api`. */
export function postRoutes(service: PostService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/posts', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const query = validate(postListQuery, request.query);
      return { data: await service.list(sessionOf(request).userId, websiteId, query) };
    });

    app.post('/websites/:id/posts', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(createPostSchema, request.body);
      const post = await service.create(sessionOf(request).userId, websiteId, input);
      return reply.code(201).send({ data: post });
    });

    app.get('/posts/:id', async (request) => {
      const id = pathId(request, POST_NOT_FOUND);
      return { data: await service.get(sessionOf(request).userId, id) };
    });

    app.put('/posts/:id', async (request) => {
      const id = pathId(request, POST_NOT_FOUND);
      const input = validate(updatePostSchema, request.body);
      return { data: await service.update(sessionOf(request).userId, id, input) };
    });

    app.delete('/posts/:id', async (request) => {
      const id = pathId(request, POST_NOT_FOUND);
      await service.remove(sessionOf(request).userId, id);
      return { data: { message: 'Post deleted' } };
    });

    app.post('/posts/:id/publish', async (request) => {
      const id = pathId(request, POST_NOT_FOUND);
      const input = validate(publishPostSchema, request.body ?? {});
      return { data: await service.publish(sessionOf(request).userId, id, input.publishedAt) };
    });

    app.post('/posts/:id/unpublish', async (request) => {
      const id = pathId(request, POST_NOT_FOUND);
      return { data: await service.unpublish(sessionOf(request).userId, id) };
    });

    app.get('/posts/:id/revisions', async (request) => {
      const id = pathId(request, POST_NOT_FOUND);
      return { data: await service.revisions(sessionOf(request).userId, id) };
    });

    app.post('/posts/:id/revisions/:revisionId/restore', async (request) => {
      const id = pathId(request, POST_NOT_FOUND);
      const revisionId = pathId(request, 'Revision not found', 'revisionId');
      return { data: await service.restore(sessionOf(request).userId, id, revisionId) };
    });
  };
}
