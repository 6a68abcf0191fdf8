import {
  BOOKING_CSS,
  STORE_CSS,
  BookingConfirmation,
  BookingFlow,
  type BookingConfirmationData,
  type BookingFlowData,
} from '@tessera/blocks';
import { htmlDocument, storeHead, type FeedLink } from '../sites/document.ts';
import { renderFramedBody } from '../sites/render.tsx';
import type { LoadedRelease } from '../sites/service.ts';

/** The live site a booking page is drawn for; `feeds`: the blog's, for the head. */
interface BookingPageSite {
  release: LoadedRelease;
  origin: string;
  feeds?: readonly FeedLink[];
}

/** A service's booking page: `/book/{slug}`, drawn for this request. */
export function bookingPageHtml(
  { release, origin, feeds }: BookingPageSite,
  flow: BookingFlowData,
): string {
  const head = storeHead(release.snapshot, {
    heading: `Book ${flow.service.name}`,
    description: flow.service.description.slice(0, 160) || null,
    canonical: `${origin}/book/${flow.service.slug}`,
    // Each day and time is its own address: only the page itself belongs in search results.
    noindex: flow.date !== null || flow.reschedule !== null,
    feeds,
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
  { release, origin, feeds }: BookingPageSite,
  booking: BookingConfirmationData,
  { refresh = false }: { refresh?: boolean } = {},
): string {
  const head = storeHead(release.snapshot, {
    heading: booking.serviceName,
    description: null,
    canonical: `${origin}/book`,
    noindex: true,
    feeds,
  });
  const body = renderFramedBody(
    release.snapshot,
    () => <BookingConfirmation booking={booking} />,
    release.images,
  );
  const html = htmlDocument(head, body, STORE_CSS + BOOKING_CSS);
  // Waiting for a payment to be confirmed: the page asks again in a moment, with no script.
  return refresh ? html.replace('<head>', '<head><meta http-equiv="refresh" content="3">') : html;
}
