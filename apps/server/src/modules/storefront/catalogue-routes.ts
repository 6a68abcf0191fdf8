import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../../http/authenticate.ts';
import { notFound } from '../../http/errors.ts';
import { pathId } from '../../http/params.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { loadCatalogue } from './catalogue.ts';

/**
 * `GET /api/websites/{id}/catalogue`: the owner's published products as the live site shows
 * them, for the builder canvas and the preview (a product grid drawn with real products), with
 * the template's samples among them, marked `sample` (drawn with a badge).
 */
export function catalogueRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireSession);
    app.get('/websites/:id/catalogue', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const site = await findOwnedWebsite(db, sessionOf(request).userId, websiteId);
      if (!site) throw notFound(WEBSITE_NOT_FOUND);
      const catalogue = await loadCatalogue(db, websiteId, { withSamples: true });
      return { data: { currency: catalogue.settings.currency, products: catalogue.products } };
    });
  };
}
