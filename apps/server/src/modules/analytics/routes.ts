import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { analyticsQuery } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { csvFileName } from '../../http/csv.ts';
import { validate } from '../../http/validate.ts';
import type { AnalyticsReports } from './analytics-reports.ts';
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

const realtimeQuery = analyticsQuery.pick({ websiteId: true });

export function analyticsRoutes(analytics: AnalyticsService, reports: AnalyticsReports) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    // The spec's record for a website and range, as a list whose first element is used.
    app.get('', async (request) => {
      const { websiteId, timeRange } = validate(analyticsQuery, request.query);
      return { data: [await reports.record(sessionOf(request).userId, websiteId, timeRange)] };
    });

    app.get('/dashboard', async (request) => {
      const { websiteId, timeRange } = validate(analyticsQuery, request.query);
      return { data: await reports.dashboard(sessionOf(request).userId, websiteId, timeRange) };
    });

    app.get('/realtime', async (request) => {
      const { websiteId } = validate(realtimeQuery, request.query);
      return { data: await reports.realtime(sessionOf(request).userId, websiteId) };
    });

    app.get('/export', async (request, reply) => {
      const { websiteId, timeRange } = validate(analyticsQuery, request.query);
      const csv = await reports.exportCsv(sessionOf(request).userId, websiteId, timeRange);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${csvFileName(`analytics-${timeRange}`)}"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    });

    app.get('/monthly-stats', async (request) => {
      return { data: await analytics.monthlyStats(sessionOf(request).userId) };
    });

    app.get('/recent-activity', async (request) => {
      const { limit = DEFAULT_ACTIVITY_LIMIT } = validate(recentActivityQuery, request.query);
      return { data: await analytics.recentActivity(sessionOf(request).userId, limit) };
    });
  };
}
