import type { FastifyInstance } from 'fastify';
import {
  bookingListQuery,
  bookingUpdateSchema,
  placeBookingSchema,
  slotsQuery,
} from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { pathId } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { SERVICE_NOT_FOUND } from './bookable.ts';
import { BOOKING_NOT_FOUND } from './lifecycle.ts';
import type { BookingService } from './service.ts';

/** A website's bookings as its owner manages them, under `/api`. */
export function bookingRoutes(bookings: BookingService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireSession);

    app.get('/websites/:id/bookings', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const query = validate(bookingListQuery, request.query);
      return { data: await bookings.list(sessionOf(request).userId, websiteId, query) };
    });

    app.get('/websites/:id/bookings/stats', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      return { data: await bookings.stats(sessionOf(request).userId, websiteId) };
    });

    app.post('/websites/:id/bookings', async (request, reply) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const input = validate(placeBookingSchema, request.body);
      const booking = await bookings.create(sessionOf(request).userId, websiteId, input);
      return reply.status(201).send({ data: booking });
    });

    app.get('/websites/:id/services/:serviceId/slots', async (request) => {
      const websiteId = pathId(request, WEBSITE_NOT_FOUND);
      const serviceId = pathId(request, SERVICE_NOT_FOUND, 'serviceId');
      const query = validate(slotsQuery, request.query);
      return {
        data: await bookings.slots(sessionOf(request).userId, websiteId, serviceId, query),
      };
    });

    app.get('/bookings/:id', async (request) => {
      const id = pathId(request, BOOKING_NOT_FOUND);
      return { data: await bookings.get(sessionOf(request).userId, id) };
    });

    app.put('/bookings/:id', async (request) => {
      const id = pathId(request, BOOKING_NOT_FOUND);
      const input = validate(bookingUpdateSchema, request.body);
      return { data: await bookings.update(sessionOf(request).userId, id, input) };
    });

    app.delete('/bookings/:id', async (request) => {
      const id = pathId(request, BOOKING_NOT_FOUND);
      return { data: await bookings.cancel(sessionOf(request).userId, id) };
    });
  };
}
