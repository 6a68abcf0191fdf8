import type { FastifyInstance } from 'fastify';
import {
  customerCreateSchema,
  customerEmailSchema,
  customerListQuery,
  customerUpdateSchema,
} from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { csvFileName } from '../../http/csv.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { CUSTOMER_NOT_FOUND, type CustomerService } from './service.ts';

/** A website's customers, under `/api`. */
export function customerRoutes(customers: CustomerService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/customers', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const query = validate(customerListQuery, request.query);
      return { data: await customers.list(sessionOf(request).userId, websiteId, query) };
    });

    app.get('/websites/:id/customers/stats', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await customers.stats(sessionOf(request).userId, websiteId) };
    });

    app.get('/websites/:id/customers/export', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const csv = await customers.exportCsv(sessionOf(request).userId, websiteId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('customers')}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    app.post('/websites/:id/customers', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(customerCreateSchema, request.body);
      return reply
        .status(201)
        .send({ data: await customers.create(sessionOf(request).userId, websiteId, input) });
    });

    // Before `/customers/:id`, so "send-email" is never read as an id.
    app.post('/customers/send-email', async (request, reply) => {
      const input = validate(customerEmailSchema, request.body);
      return reply
        .status(201)
        .send({ data: await customers.sendEmail(sessionOf(request).userId, input) });
    });

    app.get('/customers/:id', async (request) => {
      const id = pathId(request, CUSTOMER_NOT_FOUND);
      return { data: await customers.get(sessionOf(request).userId, id) };
    });

    app.put('/customers/:id', async (request) => {
      const id = pathId(request, CUSTOMER_NOT_FOUND);
      const input = validate(customerUpdateSchema, request.body);
      return { data: await customers.update(sessionOf(request).userId, id, input) };
    });

    app.delete('/customers/:id', async (request) => {
      const id = pathId(request, CUSTOMER_NOT_FOUND);
      return { data: await customers.remove(sessionOf(request).userId, id) };
    });
  };
}
