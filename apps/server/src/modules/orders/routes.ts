import type { FastifyInstance } from 'fastify';
import { orderListQuery, orderPaymentSchema, orderUpdateSchema } from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { csvFileName } from '../../http/csv.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { ORDER_NOT_FOUND, type OrderService } from './service.ts';

/** A website's orders as its owner manages them, under `/api`. */
export function orderRoutes(orders: OrderService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/orders', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const query = validate(orderListQuery, request.query);
      return { data: await orders.list(sessionOf(request).userId, websiteId, query) };
    });

    app.get('/websites/:id/orders/stats', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await orders.stats(sessionOf(request).userId, websiteId) };
    });

    app.get('/websites/:id/orders/export', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const csv = await orders.exportCsv(sessionOf(request).userId, websiteId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('orders')}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    app.get('/orders/:id', async (request) => {
      const id = pathId(request, ORDER_NOT_FOUND);
      return { data: await orders.get(sessionOf(request).userId, id) };
    });

    app.put('/orders/:id', async (request) => {
      const id = pathId(request, ORDER_NOT_FOUND);
      const input = validate(orderUpdateSchema, request.body);
      return { data: await orders.update(sessionOf(request).userId, id, input) };
    });

    app.post('/orders/:id/payment', async (request) => {
      const id = pathId(request, ORDER_NOT_FOUND);
      const input = validate(orderPaymentSchema, request.body);
      return { data: await orders.payment(sessionOf(request).userId, id, input) };
    });
  };
}
