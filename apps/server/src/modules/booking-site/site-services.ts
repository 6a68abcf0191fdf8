import { and, desc, eq } from 'drizzle-orm';
import type { ServiceSummary } from '@tessera/blocks';
import { fromMinor } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { services } from '../../db/schema.ts';
import { loadBookable, type Bookable } from '../bookings/bookable.ts';
import { serviceOnOffer } from '../samples/for-visitors.ts';
import { storeSettingsFor } from '../storefront/catalogue.ts';

type ServiceRow = typeof services.$inferSelect;

const summaryOf = (row: ServiceRow, currency: string): ServiceSummary => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  duration: row.duration,
  price: fromMinor(row.price),
  currency,
  image: row.image,
});

/** A published service by its slug, as bookings load it (its staff and the site's zone). */
export async function publishedService(
  db: Db,
  websiteId: string,
  by: { slug: string } | { id: string },
): Promise<{ bookable: Bookable; summary: ServiceSummary } | null> {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.websiteId, websiteId),
        serviceOnOffer(),
        'slug' in by ? eq(services.slug, by.slug) : eq(services.id, by.id),
      ),
    );
  const bookable = row ? await loadBookable(db, websiteId, row.id) : null;
  if (!bookable) return null;
  const { currency } = await storeSettingsFor(db, websiteId);
  return { bookable, summary: summaryOf(bookable.service, currency) };
}

/** The website's newest published service: what a booking block with none chosen books. */
export async function newestService(db: Db, websiteId: string) {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.websiteId, websiteId), serviceOnOffer()))
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(1);
  return row ? publishedService(db, websiteId, { id: row.id }) : null;
}
