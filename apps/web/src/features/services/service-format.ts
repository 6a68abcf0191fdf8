import type { Service, ServiceType, Website } from '@tessera/core';
import { siteUrl } from '@/lib/site-url';

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
