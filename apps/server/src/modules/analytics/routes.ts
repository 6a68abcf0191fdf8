import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../http/authenticate.ts';
import { validate } from '../../http/validate.ts';
import type { AnalyticsService } from './service.ts';

const DEFAULT_ACTIVITY_LIMIT = 10;
const MAX_ACTIVITY_LIMIT = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_ACTIVITY_LIMIT}`;

const recentActivityQuery = z.object({
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^[0-9]{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ACTIVITY_LIMIT, LIMIT_MESSAGE)
    .optional(),
});

export function analyticsRoutes(analytics: AnalyticsService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/monthly-stats', async (request) => {
      return { data: await analytics.monthlyStats(sessionOf(request).userId) };
    });

    app.get('/recent-activity', async (request) => {
      const { limit = DEFAULT_ACTIVITY_LIMIT } = validate(recentActivityQuery, request.query);
      return { data: await analytics.recentActivity(sessionOf(request).userId, limit) };
    });
  };
}
