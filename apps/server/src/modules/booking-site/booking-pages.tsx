import {
  BOOKING_CSS,
  STORE_CSS,
  BookingConfirmation,
  BookingFlow,
  type BookingConfirmationData,
  type BookingFlowData,
} from '@tessera/blocks';
import { htmlDocument, storeHead } from '../sites/document.ts';
import { renderFramedBody } from '../sites/render.tsx';
import type { LoadedRelease } from '../sites/service.ts';

/** A service's booking page: `/book/{slug}`, drawn for this request. */
export function bookingPageHtml(
  release: LoadedRelease,
  origin: string,
  flow: BookingFlowData,
): string {
  const head = storeHead(release.snapshot, {
    heading: `Book ${flow.service.name}`,
    description: flow.service.description.slice(0, 160) || null,
    canonical: `${origin}/book/${flow.service.slug}`,
    // Each day and time is its own address: only the page itself belongs in search results.
    noindex: flow.date !== null || flow.reschedule !== null,
  });
  const body = renderFramedBody(
    release.snapshot,
    () => <BookingFlow data={flow} />,
    release.images,
  );
  return htmlDocument(head, body, STORE_CSS + BOOKING_CSS);
}

/** A visitor's own page of their booking: `/book/manage/{token}`. */
export function managePageHtml(
  release: LoadedRelease,
  origin: string,
  booking: BookingConfirmationData,
): string {
  const head = storeHead(release.snapshot, {
    heading: booking.serviceName,
    description: null,
    canonical: `${origin}/book`,
    noindex: true,
  });
  const body = renderFramedBody(
    release.snapshot,
    () => <BookingConfirmation booking={booking} />,
    release.images,
  );
  return htmlDocument(head, body, STORE_CSS + BOOKING_CSS);
}
