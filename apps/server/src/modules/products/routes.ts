import type { FastifyInstance } from 'fastify';
import { productCreateSchema, productListQuery, productUpdateSchema } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { PRODUCT_NOT_FOUND, type ProductService } from './service.ts';

/** A website's products, under `/api`. */
export function productRoutes(catalogue: ProductService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/products', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const query = validate(productListQuery, request.query);
      return { data: await catalogue.list(sessionOf(request).userId, websiteId, query) };
    });

    app.get('/websites/:id/products/stats', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await catalogue.stats(sessionOf(request).userId, websiteId) };
    });

    app.post('/websites/:id/products', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(productCreateSchema, request.body);
      return reply
        .status(201)
        .send({ data: await catalogue.create(sessionOf(request).userId, websiteId, input) });
    });

    app.get('/products/:id', async (request) => {
      const id = pathId(request, PRODUCT_NOT_FOUND);
      return { data: await catalogue.get(sessionOf(request).userId, id) };
    });

    app.put('/products/:id', async (request) => {
      const id = pathId(request, PRODUCT_NOT_FOUND);
      const input = validate(productUpdateSchema, request.body);
      return { data: await catalogue.update(sessionOf(request).userId, id, input) };
    });

    app.delete('/products/:id', async (request) => {
      const id = pathId(request, PRODUCT_NOT_FOUND);
      return { data: await catalogue.remove(sessionOf(request).userId, id) };
    });
  };
}
