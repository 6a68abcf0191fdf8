import type { Service, ServiceType, Website } from '@tessera/core';
import { siteUrl } from '@/lib/site-url';
import type { PaymentWhenBooking } from './service-form-values';

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  APPOINTMENT: 'Appointment',
  CLASS: 'Class',
  COURSE: 'Course',
  MEMBERSHIP: 'Membership',
};

/** '45 min', '1 h', '1 h 30 min'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** '1 person', '12 people': how many can book one time. */
export const formatCapacity = (capacity: number) =>
  capacity === 1 ? '1 person' : `${capacity} people`;

/** The service's booking page on the live site; null while the service or the website is unpublished. */
export function liveBookingUrl(
  service: Pick<Service, 'slug' | 'isPublished'>,
  website: Pick<Website, 'status' | 'subdomain' | 'domain' | 'domainStatus'>,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string | null {
  if (!service.isPublished || website.status !== 'PUBLISHED') return null;
  const base = siteUrl(website, location);
  return base ? `${base}/book/${encodeURIComponent(service.slug)}` : null;
}

/**
 * What the chosen payment when booking means for visitors: by card with Stripe connected
 * (`cardReady`), else a nudge to connect it (null: not known yet).
 */
export function paymentHint(payment: PaymentWhenBooking, cardReady: boolean | null): string {
  if (payment === 'none') return 'Nothing is paid when booking.';
  if (cardReady === false) {
    return "Connect Stripe in the website's settings to take payments when booking. Until then it is recorded as pending until you mark it paid.";
  }
  return payment === 'deposit'
    ? 'Visitors pay a part of the price by card when they book; the time is theirs once paid.'
    : 'Visitors pay the whole price by card when they book; the time is theirs once paid.';
}
