import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../../http/authenticate.ts';
import { accountUsage, type StorageUsage } from './usage.ts';

/** `GET /api/auth/usage`: the Plan and usage section of the account settings. */
export function usageRoutes(db: Db, storageUsage: StorageUsage) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/usage', { preHandler: app.requireSession }, async (request) => {
      return { data: await accountUsage(db, storageUsage, sessionOf(request).userId) };
    });
  };
}
