import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { NOTIFICATION_NOT_FOUND, type NotificationService } from './service.ts';

const listQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(20),
});

export function notificationRoutes(service: NotificationService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/', async (request) => {
      const { limit } = validate(listQuery, request.query);
      return { data: await service.list(sessionOf(request).userId, limit) };
    });

    app.post('/read-all', async (request) => {
      return { data: { updated: await service.markAllRead(sessionOf(request).userId) } };
    });

    app.post('/:id/read', async (request) => {
      const id = pathId(request, NOTIFICATION_NOT_FOUND);
      return { data: await service.markRead(sessionOf(request).userId, id) };
    });
  };
}
