import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  blogSettingsSchema,
  blogTermSchema,
  createPostSchema,
  postListQuery,
  publishPostSchema,
  updatePostSchema,
} from '@tessera/core';
import { notFound } from '../../http/errors.ts';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import type { BlogSettingsService } from './blog-settings.ts';
import { TERM_KINDS, termNotFound, type BlogTerms, type TermKind } from './blog-terms.ts';
import { POST_NOT_FOUND, type PostService } from './service.ts';

const kindParam = z.object({ kind: z.enum(TERM_KINDS) }).loose();

/** `categories`, `tags` or `authors` from the path; anything else is not an address here. */
function kindOf(params: unknown): TermKind {
  const parsed = kindParam.safeParse(params);
  if (!parsed.success) throw notFound('Not found');
  return parsed.data.kind;
}

/** A website's blog: posts, categories, tags, authors and settings, under `/api`. */
export function postRoutes(service: PostService, terms: BlogTerms, settings: BlogSettingsService) {
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

    app.get('/websites/:id/blog/settings', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await settings.get(sessionOf(request).userId, websiteId) };
    });

    app.put('/websites/:id/blog/settings', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(blogSettingsSchema, request.body);
      return { data: await settings.update(sessionOf(request).userId, websiteId, input) };
    });

    app.get('/websites/:id/blog/:kind', async (request) => {
      const kind = kindOf(request.params);
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await terms.list(sessionOf(request).userId, websiteId, kind) };
    });

    app.post('/websites/:id/blog/:kind', async (request, reply) => {
      const kind = kindOf(request.params);
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(blogTermSchema, request.body);
      const term = await terms.create(sessionOf(request).userId, websiteId, kind, input);
      return reply.code(201).send({ data: term });
    });

    app.put('/blog/:kind/:id', async (request) => {
      const kind = kindOf(request.params);
      const id = pathId(request, termNotFound(kind));
      const input = validate(blogTermSchema, request.body);
      return { data: await terms.update(sessionOf(request).userId, id, kind, input) };
    });

    app.delete('/blog/:kind/:id', async (request) => {
      const kind = kindOf(request.params);
      const id = pathId(request, termNotFound(kind));
      await terms.remove(sessionOf(request).userId, id, kind);
      return { data: { message: 'Deleted' } };
    });
  };
}
