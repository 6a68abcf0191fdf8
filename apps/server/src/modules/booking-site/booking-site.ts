import type { IncomingHttpHeaders } from 'node:http';
import { dateInZone, fromMinor, isIanaZone } from '@tessera/core';
import {
  bookingFlowAnchor,
  withAnchor,
  type BookingConfirmationData,
  type BookingFlowData,
} from '@tessera/blocks';
import { isUuid } from '../../http/params.ts';
import type { Db } from '../../db/client.ts';
import { bookingInvitation } from '../bookings/ics.ts';
import { bookingWhen } from '../bookings/booking-mail.ts';
import { awaitingPayment } from '../bookings/payment-window.ts';
import { amountDueWhenBooking, type BookingPayments } from '../bookings/booking-payments.ts';
import { senderAddress } from '../bookings/booking-records.ts';
import type { BookingLifecycle, ManagedBooking } from '../bookings/lifecycle.ts';
import type { BookingSlots } from '../bookings/slots.ts';
import { SITE_SECURITY } from '../sites/headers.ts';
import { answer, type SiteAnswer } from '../sites/respond.ts';
import type { LiveSite, Storefront } from '../storefront/storefront.ts';
import { bookingPageHtml, managePageHtml } from './booking-pages.tsx';
import {
  addressProblem,
  bookingFlowData,
  flowChoices,
  readFlowQuery,
  type FlowQuery,
} from './flow-data.ts';
import { newestService, publishedService } from './site-services.ts';

const BOOK_PATH = /^\/book\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const MANAGE_PATH = /^\/book\/manage\/([A-Za-z0-9_-]{20,100})(\/invite\.ics)?$/;
/** A booking's manage token as links carry it; anything else is no booking's. */
const MANAGE_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export interface BookingSiteDeps {
  db: Db;
  slots: BookingSlots;
  lifecycle: BookingLifecycle;
  mailFrom: string;
  now: () => number;
  /** Answers pages made for one visitor, with their cart's count in the shared header. */
  store: Pick<Storefront, 'visitorAnswer' | 'cardReady' | 'checkoutHeaders'>;
  /** Card deposits and prepayments: a visitor leaving Stripe's page unpaid comes back here. */
  payments?: Pick<BookingPayments, 'abandon' | 'asksPayment'>;
}

/** What the manage page says after an action (`?done=`). */
const DONE: Record<string, string> = {
  booked: 'Your booking is made. A confirmation is on its way by e-mail.',
  moved: 'Your booking has moved. An updated invitation is on its way by e-mail.',
  cancelled: 'Your booking is cancelled. The time is free for someone else.',
};

const PAYMENT_CANCELLED =
  'The payment was cancelled, so the time is not booked. Choose a time to book again.';
const CONFIRMING = 'Confirming your payment... This page refreshes by itself.';
const PAID = 'Payment received. A confirmation is on its way by e-mail.';

/** The visitor's page of a booking, from what the lifecycle knows of it. */
export function confirmationData(
  managed: ManagedBooking,
  notice?: BookingConfirmationData['notice'],
): BookingConfirmationData {
  const { booking, row } = managed;
  const token = row.manageToken;
  const locked =
    managed.canCancel || row.status === 'CANCELLED'
      ? null
      : 'This booking can no longer be changed online. Please contact us.';
  return {
    serviceName: booking.serviceName,
    status: booking.status,
    when: bookingWhen(row).full,
    duration: booking.duration,
    staffName: booking.staffName,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    price: booking.totalAmount,
    deposit: booking.depositAmount,
    currency: booking.currency,
    invitePath: `/book/manage/${token}/invite.ics`,
    cancelPath: managed.canCancel ? `/_book/manage/${token}/cancel` : null,
    reschedulePath:
      managed.canReschedule && managed.serviceSlug
        ? withAnchor(
            `/book/${managed.serviceSlug}?reschedule=${token}`,
            bookingFlowAnchor(managed.serviceSlug),
          )
        : null,
    locked,
    ...(notice ? { notice } : {}),
  };
}

/**
 * Booking on a published site, drawn for each request with no script: `/book/{slug}` (a month of
 * days, the free times of one, the details form), the visitor's booking page
 * `/book/manage/{token}` and its calendar file.
 */
export class BookingSite {
  constructor(private readonly deps: BookingSiteDeps) {}

  static owns(path: string): boolean {
    return BOOK_PATH.test(path) || MANAGE_PATH.test(path);
  }

  async answer(
    site: LiveSite,
    url: string,
    headers: IncomingHttpHeaders,
  ): Promise<SiteAnswer | null> {
    const parsed = new URL(url, 'http://site');
    const manage = MANAGE_PATH.exec(parsed.pathname);
    if (manage) {
      const managed = await this.deps.lifecycle.findByToken(site.websiteId, manage[1]!);
      if (!managed) return null;
      if (manage[2]) return this.invitation(managed, site);
      const { row } = managed;
      // Stripe's Cancel: the unpaid booking is let go and the visitor chooses a time again.
      if (parsed.searchParams.get('payment') === 'cancelled' && awaitingPayment(row)) {
        await this.deps.payments?.abandon(site.websiteId, row.manageToken);
        if (managed.serviceSlug) {
          const tz = isIanaZone(row.timezone) ? row.timezone : undefined;
          const date = dateInZone(row.startAt.getTime(), row.timezone);
          const page = await this.flowPage(
            site,
            managed.serviceSlug,
            { ...(tz ? { tz } : {}), date, month: date.slice(0, 7) },
            headers,
            { status: 200, values: {}, errors: {}, message: PAYMENT_CANCELLED },
          );
          if (page) return page;
        }
      }
      const done = DONE[parsed.searchParams.get('done') ?? ''];
      // Back from Stripe's page: the payment shows once its event has settled the booking.
      const confirming = awaitingPayment(row);
      const paid = row.paymentUrl !== null && row.paymentStatus === 'PAID';
      const text = confirming ? CONFIRMING : (done ?? (paid ? PAID : undefined));
      const data = confirmationData(managed, text ? { kind: 'info', text } : undefined);
      return this.page(site, headers, 200, managePageHtml(site, data, { refresh: confirming }));
    }
    const slug = BOOK_PATH.exec(parsed.pathname)![1]!;
    return this.flowPage(site, slug, readFlowQuery(parsed.searchParams), headers);
  }

  /**
   * The flows CALENDAR and BOOKING_FORM blocks draw on an owner's page, by their service id ('' for
   * the site's newest service), read from this request's query and linking back to the page.
   */
  async inPageFlows(
    site: LiveSite,
    serviceIds: readonly (string | null)[],
    url: string,
  ): Promise<Map<string, BookingFlowData>> {
    const parsed = new URL(url, 'http://site');
    const query = readFlowQuery(parsed.searchParams);
    const flows = new Map<string, BookingFlowData>();
    for (const id of new Set(serviceIds.map((s) => s ?? ''))) {
      const found = id
        ? isUuid(id)
          ? await publishedService(this.deps.db, site.websiteId, { id })
          : null
        : await newestService(this.deps.db, site.websiteId);
      if (!found) continue;
      const flow = await this.flowOf(site, found, query, parsed.pathname);
      // The details form books on the service's own address, whatever page it sits on.
      flows.set(id, flow);
    }
    return flows;
  }

  private async flowOf(
    site: LiveSite,
    found: NonNullable<Awaited<ReturnType<typeof publishedService>>>,
    query: FlowQuery,
    path: string,
  ): Promise<BookingFlowData> {
    const { bookable, summary } = found;
    const now = this.deps.now();
    const staff = bookable.staff.map(({ id, name }) => ({ id, name }));
    const reschedule = await this.rescheduling(site, query, summary.slug);
    const choices = flowChoices(
      query,
      bookable.zone,
      now,
      staff.map((s) => s.id),
    );
    const slots = await this.deps.slots.list(site.websiteId, bookable.service.id, {
      from: choices.from,
      to: choices.to,
      timezone: choices.zone,
      staffId: choices.staffId || undefined,
    });
    const due = (await this.deps.payments?.asksPayment(site.websiteId, bookable.service))
      ? amountDueWhenBooking(bookable.service)
      : 0;
    return {
      ...bookingFlowData({
        service: summary,
        staff,
        siteZone: bookable.zone,
        advanceBookingDays: bookable.service.advanceBookingDays,
        now,
        path,
        query,
        slots,
        reschedule,
      }),
      payment:
        due > 0 ? { amount: fromMinor(due), whole: bookable.service.requirePrepayment } : null,
    };
  }

  /** The booking page; `problem` brings the details back with messages (a refused post). */
  async flowPage(
    site: LiveSite,
    slug: string,
    query: FlowQuery,
    headers: IncomingHttpHeaders,
    problem?: {
      status: number;
      values: Record<string, string>;
      errors: Record<string, string>;
      message?: string;
    },
  ): Promise<SiteAnswer | null> {
    const found = await publishedService(this.deps.db, site.websiteId, { slug });
    if (!found) return null;
    const flow = await this.flowOf(site, found, query, `/book/${slug}`);
    const shown = problem
      ? {
          ...flow,
          values: problem.values,
          errors: problem.errors,
          ...(problem.message ? { message: problem.message } : {}),
        }
      : flow;
    // An address asking for a month or day that cannot be shown is bad input: this month, a 400.
    const status = problem?.status ?? (addressProblem(query) ? 400 : 200);
    // A time paid when booking: the details form's post leads on to Stripe's page.
    const extra =
      amountDueWhenBooking(found.bookable.service) > 0
        ? this.deps.store.checkoutHeaders(await this.deps.store.cardReady(site.websiteId))
        : undefined;
    return this.page(site, headers, status, bookingPageHtml(site, shown), extra);
  }

  /**
   * A booking page (the flow, a booking's own page) for this visitor: drawn per request, so the
   * shared header's cart link gets the visitor's count here, as on the store's pages.
   */
  page(
    site: LiveSite,
    headers: IncomingHttpHeaders,
    status: number,
    html: string,
    extra?: Readonly<Record<string, string>>,
  ): Promise<SiteAnswer> {
    return this.deps.store.visitorAnswer(site, headers, status, html, extra);
  }

  /** The id of a published service by its slug, for the booking form's post. */
  async serviceId(site: LiveSite, slug: string): Promise<string | null> {
    const found = await publishedService(this.deps.db, site.websiteId, { slug });
    return found?.bookable.service.id ?? null;
  }

  /** A `?reschedule=` token that may move its booking to this service's times. */
  private async rescheduling(site: LiveSite, query: FlowQuery, slug: string) {
    if (!query.reschedule || !MANAGE_TOKEN.test(query.reschedule)) return null;
    const managed = await this.deps.lifecycle.findByToken(site.websiteId, query.reschedule);
    if (!managed?.canReschedule || managed.serviceSlug !== slug) return null;
    return { token: managed.row.manageToken, current: bookingWhen(managed.row).full };
  }

  /** The booking as a calendar file the visitor adds by hand. */
  private invitation(managed: ManagedBooking, site: LiveSite): SiteAnswer {
    const ics = bookingInvitation(managed.row, {
      method: 'PUBLISH',
      organizer: { name: managed.siteName, email: senderAddress(this.deps.mailFrom) },
      siteName: managed.siteName,
      manageUrl: `${site.origin}/book/manage/${managed.row.manageToken}`,
    });
    return answer(
      200,
      {
        ...SITE_SECURITY,
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': 'attachment; filename="booking.ics"',
        'cache-control': 'no-store',
      },
      ics,
    );
  }
}
