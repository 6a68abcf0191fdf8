import type { FastifyInstance } from 'fastify';
import { staffCreateSchema, staffUpdateSchema } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { STAFF_NOT_FOUND, type StaffService } from './service.ts';

/** A website's staff, under `/api`. */
export function staffRoutes(team: StaffService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/staff', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await team.list(sessionOf(request).userId, websiteId) };
    });

    app.post('/websites/:id/staff', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(staffCreateSchema, request.body);
      return reply
        .status(201)
        .send({ data: await team.create(sessionOf(request).userId, websiteId, input) });
    });

    app.get('/staff/:id', async (request) => {
      const id = pathId(request, STAFF_NOT_FOUND);
      return { data: await team.get(sessionOf(request).userId, id) };
    });

    app.put('/staff/:id', async (request) => {
      const id = pathId(request, STAFF_NOT_FOUND);
      const input = validate(staffUpdateSchema, request.body);
      return { data: await team.update(sessionOf(request).userId, id, input) };
    });

    app.delete('/staff/:id', async (request) => {
      const id = pathId(request, STAFF_NOT_FOUND);
      return { data: await team.remove(sessionOf(request).userId, id) };
    });
  };
}
