import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dateInZone, fieldErrors, isIanaZone, placeBookingSchema } from '@tessera/core';
import { VISITOR_ANCHORS, withAnchor } from '@tessera/blocks';
import { AppError } from '../../http/errors.ts';
import type { BookingLifecycle } from '../bookings/lifecycle.ts';
import type { BookingPlacement } from '../bookings/place-booking.ts';
import type { SiteResponder } from '../sites/site-responder.ts';
import {
  acceptFormPosts,
  seeOther,
  storeAction,
  STORE_POST_OPTIONS,
} from '../storefront/site-action.ts';
import type { LiveSite } from '../storefront/storefront.ts';
import { UNSTORABLE_FORM, unstorableFields } from '../storefront/unstorable-fields.ts';
import { managePageHtml } from './booking-pages.tsx';
import { confirmationData, type BookingSite } from './booking-site.ts';
import type { FlowQuery } from './flow-data.ts';

export interface BookingRoutesDeps {
  sites: SiteResponder;
  bookingSite: BookingSite;
  placement: BookingPlacement;
  lifecycle: BookingLifecycle;
}

const CORRECT_FIELDS = 'You are not booked yet. Please correct the fields marked below.';
const TAKEN = 'Sorry, that time was just taken. Please choose another one.';

/** The booking page's query for the day of a posted time, in the zone the visitor read it in. */
function dayOf(values: Record<string, string>, withStart: boolean): FlowQuery {
  const tz = values.tz && isIanaZone(values.tz) ? values.tz : undefined;
  const start = Date.parse(values.start ?? '');
  const date = Number.isNaN(start) ? undefined : dateInZone(start, tz ?? 'UTC');
  return {
    ...(tz ? { tz } : {}),
    ...(values.staff ? { staff: values.staff } : {}),
    ...(date ? { date, month: date.slice(0, 7) } : {}),
    ...(withStart && values.start ? { start: values.start } : {}),
  };
}

/** A booking's own page after an action, landing on the booking. */
const managePath = (token: string, done: string) =>
  withAnchor(`/book/manage/${token}?done=${done}`, VISITOR_ANCHORS.booking);

/** A lost race or a refused time: the day's free times again, with what happened. */
const refusal = (error: AppError) => (error.code === 'SLOT_TAKEN' ? TAKEN : error.message);

/**
 * The booking forms on a site's host, plain HTML: book a time, and the visitor's own cancel and
 * move. Each answers 303 to the booking's page, or the page again with the message in place.
 */
export function bookingFormRoutes({ sites, bookingSite, placement, lifecycle }: BookingRoutesDeps) {
  const managePage = async (
    site: LiveSite,
    request: FastifyRequest,
    token: string,
    status: number,
    text: string,
  ) => {
    const managed = await lifecycle.findByToken(site.websiteId, token);
    if (!managed) return sites.store.notFound(site, request.headers);
    const data = confirmationData(managed, { kind: 'error', text });
    const html = managePageHtml(site, data);
    return bookingSite.page(site, request.headers, status, html);
  };

  return async (app: FastifyInstance) => {
    acceptFormPosts(app, sites);

    app.post<{ Params: { slug: string } }>(
      '/_book/:slug',
      STORE_POST_OPTIONS,
      storeAction(sites, async (site, values, request) => {
        const slug = (request.params as { slug: string }).slug;
        const again = async (
          status: number,
          problem: { errors?: Record<string, string>; message?: string },
          keepStart: boolean,
        ) =>
          (await bookingSite.flowPage(site, slug, dayOf(values, keepStart), request.headers, {
            status,
            values,
            errors: problem.errors ?? {},
            ...(problem.message ? { message: problem.message } : {}),
          })) ?? sites.store.notFound(site, request.headers);
        const found = await bookingSite.serviceId(site, slug);
        if (!found) return sites.store.notFound(site, request.headers);
        const unstorable = unstorableFields(values);
        if (unstorable) return again(400, { errors: unstorable, message: CORRECT_FIELDS }, true);
        const parsed = placeBookingSchema.safeParse({
          serviceId: found,
          start: values.start ?? '',
          staffId: values.staff || null,
          customer: {
            name: values.name ?? '',
            email: values.email ?? '',
            phone: values.phone || null,
          },
          notes: values.notes || null,
        });
        if (!parsed.success) {
          const errors = Object.fromEntries(
            Object.entries(fieldErrors(parsed.error)).map(([path, message]) => [
              path.replace(/^customer\./, ''),
              message,
            ]),
          );
          return again(400, { errors, message: CORRECT_FIELDS }, !errors.start);
        }
        try {
          const placed = await placement.place(site.websiteId, parsed.data, {
            siteOrigin: site.origin,
            by: 'visitor',
            clientAddress: request.ip,
          });
          sites.countConversion(site.websiteId, request);
          // A deposit or prepayment: on to Stripe's page; the booking's page once paid.
          if (placed.paymentUrl) return seeOther(placed.paymentUrl);
          return seeOther(managePath(placed.manageToken, 'booked'));
        } catch (error) {
          // Stripe could not take the payment: nothing is booked, the details stay as sent.
          if (error instanceof AppError && error.code === 'PROVIDER_UNAVAILABLE') {
            return again(error.statusCode, { message: error.message }, true);
          }
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          if (error.code === 'SLOT_TAKEN' || error.fields?.start) {
            return again(error.statusCode, { message: refusal(error) }, false);
          }
          const errors = Object.fromEntries(
            Object.entries(error.fields ?? {}).map(([path, message]) => [
              path.replace(/^customer\./, ''),
              message,
            ]),
          );
          return again(
            error.statusCode,
            { errors, message: error.fields ? CORRECT_FIELDS : error.message },
            true,
          );
        }
      }),
    );

    app.post<{ Params: { token: string } }>(
      '/_book/manage/:token/cancel',
      STORE_POST_OPTIONS,
      storeAction(sites, async (site, _values, request) => {
        const token = (request.params as { token: string }).token;
        try {
          await lifecycle.cancelByToken(site.websiteId, token);
          return seeOther(managePath(token, 'cancelled'));
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          if (error.statusCode === 404) return sites.store.notFound(site, request.headers);
          return managePage(site, request, token, error.statusCode, error.message);
        }
      }),
    );

    app.post<{ Params: { token: string } }>(
      '/_book/manage/:token/reschedule',
      STORE_POST_OPTIONS,
      storeAction(sites, async (site, values, request) => {
        const token = (request.params as { token: string }).token;
        if (unstorableFields(values)) {
          return managePage(site, request, token, 400, UNSTORABLE_FORM);
        }
        try {
          await lifecycle.rescheduleByToken(
            site.websiteId,
            token,
            values.start ?? '',
            values.staff || null,
          );
          return seeOther(managePath(token, 'moved'));
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          if (error.statusCode === 404) return sites.store.notFound(site, request.headers);
          const managed = await lifecycle.findByToken(site.websiteId, token);
          if (error.code === 'SLOT_TAKEN' && managed?.serviceSlug) {
            const page = await bookingSite.flowPage(
              site,
              managed.serviceSlug,
              { ...dayOf(values, false), reschedule: token },
              request.headers,
              { status: 409, values: {}, errors: {}, message: TAKEN },
            );
            if (page) return page;
          }
          return managePage(site, request, token, error.statusCode, error.message);
        }
      }),
    );
  };
}
