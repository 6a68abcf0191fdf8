import type { FastifyInstance } from 'fastify';
import {
  placeBookingSchema,
  slotsQuery,
  subdomainProblem,
  type PlacedBooking,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { isUuid } from '../../http/params.ts';
import { validate } from '../../http/validate.ts';
import { parseStrictJson } from '../../http/json-body.ts';
import { siteOriginOf } from '../orders/service.ts';
import type { SiteResponder } from '../sites/site-responder.ts';
import { SERVICE_NOT_FOUND } from './bookable.ts';
import { managePath } from './booking-records.ts';
import type { BookingPlacement } from './place-booking.ts';
import { publishedServices } from './published-services.ts';
import type { BookingSlots } from './slots.ts';

export interface PublicBookingDeps {
  db: Db;
  sites: SiteResponder;
  placement: BookingPlacement;
  slots: BookingSlots;
  /** Published sites live at `{subdomain}.{hostingDomain}`: the manage page is there. */
  hostingDomain: string;
}

const SITE_NOT_FOUND = 'Site not found';
/** A booking with its notes fits many times over. */
const BOOKING_BODY_LIMIT = 16 * 1024;

/**
 * Bookings' JSON twin for headless sites and tests: `GET /api/public/sites/{subdomain}/services`,
 * `.../services/{id}/slots` and `POST .../bookings`, answered only for a published site with a
 * live release, with the same rules as the site's own booking pages.
 */
export function publicBookingRoutes({
  db,
  sites,
  placement,
  slots,
  hostingDomain,
}: PublicBookingDeps) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: BOOKING_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, parseStrictJson(body as Buffer));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );

    async function liveSite(subdomain: string) {
      if (subdomainProblem(subdomain)) throw notFound(SITE_NOT_FOUND);
      const site = await sites.liveRelease({ kind: 'subdomain', subdomain });
      if (site.kind !== 'live') throw notFound(SITE_NOT_FOUND);
      return site;
    }

    app.get<{ Params: { subdomain: string } }>(
      '/api/public/sites/:subdomain/services',
      async (request) => {
        const site = await liveSite(request.params.subdomain);
        return { data: await publishedServices(db, site.websiteId) };
      },
    );

    app.get<{ Params: { subdomain: string; id: string } }>(
      '/api/public/sites/:subdomain/services/:id/slots',
      async (request) => {
        const site = await liveSite(request.params.subdomain);
        if (!isUuid(request.params.id)) throw notFound(SERVICE_NOT_FOUND);
        const query = validate(slotsQuery, request.query);
        return {
          data: await slots.list(site.websiteId, request.params.id.toLowerCase(), query),
        };
      },
    );

    app.post<{ Params: { subdomain: string } }>(
      '/api/public/sites/:subdomain/bookings',
      { bodyLimit: BOOKING_BODY_LIMIT },
      async (request, reply) => {
        const { subdomain } = request.params;
        const site = await liveSite(subdomain);
        if (
          typeof request.body !== 'object' ||
          request.body === null ||
          Array.isArray(request.body)
        )
          throw badRequest('The request body must be a JSON object');
        const input = validate(placeBookingSchema, request.body);
        const origin = siteOriginOf(subdomain, hostingDomain);
        const { booking, manageToken, paymentUrl } = await placement.place(site.websiteId, input, {
          siteOrigin: origin,
          by: 'visitor',
          clientAddress: request.ip,
        });
        sites.countConversion(site.websiteId, request);
        const placed: PlacedBooking = {
          id: booking.id,
          serviceName: booking.serviceName,
          start: booking.start,
          end: booking.end,
          timezone: booking.timezone,
          staffName: booking.staffName,
          status: booking.status,
          manageUrl: `${origin}${managePath(manageToken)}`,
          ...(paymentUrl ? { paymentUrl } : {}),
        };
        return reply.status(201).send({ data: placed });
      },
    );
  };
}
