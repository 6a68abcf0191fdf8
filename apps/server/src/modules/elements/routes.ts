import type { FastifyInstance } from 'fastify';
import {
  createElementSchema,
  moveElementSchema,
  savePageSchema,
  updateElementSchema,
} from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { validate } from '../../http/validate.ts';
import type { ElementsService } from './service.ts';

interface IdParams {
  id: string;
}

export function elementsRoutes(service: ElementsService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.post<{ Params: IdParams }>('/pages/:id/save', async (request) => {
      const input = validate(savePageSchema, request.body);
      return { data: await service.savePage(sessionOf(request).userId, request.params.id, input) };
    });

    app.post<{ Params: { pageId: string } }>('/elements/page/:pageId', async (request, reply) => {
      const input = validate(createElementSchema, request.body);
      const element = await service.create(sessionOf(request).userId, request.params.pageId, input);
      return reply.status(201).send({ data: element });
    });

    app.put<{ Params: IdParams }>('/elements/:id', async (request) => {
      const input = validate(updateElementSchema, request.body);
      return { data: await service.update(sessionOf(request).userId, request.params.id, input) };
    });

    app.delete<{ Params: IdParams }>('/elements/:id', async (request) => {
      const removed = await service.remove(sessionOf(request).userId, request.params.id);
      return { data: { id: request.params.id, removed } };
    });

    app.put<{ Params: IdParams }>('/elements/:id/move', async (request) => {
      const input = validate(moveElementSchema, request.body);
      return { data: await service.move(sessionOf(request).userId, request.params.id, input) };
    });

    app.post<{ Params: IdParams }>('/elements/:id/duplicate', async (request, reply) => {
      const copies = await service.duplicate(sessionOf(request).userId, request.params.id);
      return reply.status(201).send({ data: { element: copies[0], elements: copies } });
    });
  };
}
