import type { FastifyInstance } from 'fastify';
import { discountInputSchema, discountListQuery } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { DISCOUNT_NOT_FOUND, type DiscountService } from './service.ts';

/** A website's discount codes, under `/api`. */
export function discountRoutes(service: DiscountService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/discounts', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const query = validate(discountListQuery, request.query);
      return { data: await service.list(sessionOf(request).userId, websiteId, query) };
    });

    app.post('/websites/:id/discounts', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(discountInputSchema, request.body);
      return reply
        .status(201)
        .send({ data: await service.create(sessionOf(request).userId, websiteId, input) });
    });

    app.put('/discounts/:id', async (request) => {
      const id = pathId(request, DISCOUNT_NOT_FOUND);
      return { data: await service.update(sessionOf(request).userId, id, request.body) };
    });

    app.delete('/discounts/:id', async (request) => {
      const id = pathId(request, DISCOUNT_NOT_FOUND);
      return { data: await service.remove(sessionOf(request).userId, id) };
    });
  };
}
