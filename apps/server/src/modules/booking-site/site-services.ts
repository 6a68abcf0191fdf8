import { and, asc, desc, eq } from 'drizzle-orm';
import type { ServiceSummary } from '@tessera/blocks';
import { fromMinor } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { services, staff, staffServices, websites } from '../../db/schema.ts';
import { storeSettingsFor } from '../storefront/catalogue.ts';

type ServiceRow = typeof services.$inferSelect;

/** A published service as a visitor may book it, with who performs it. */
export interface BookableService {
  row: ServiceRow;
  summary: ServiceSummary;
  staff: { id: string; name: string }[];
}

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

/** A website's zone: every booking rule is applied in it. */
export async function siteZoneOf(db: Db, websiteId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: websites.timezone })
    .from(websites)
    .where(eq(websites.id, websiteId));
  return row?.timezone ?? 'UTC';
}

/** The website's published services, newest first, as SERVICE_LIST shows them. */
export async function publishedServices(db: Db, websiteId: string): Promise<ServiceSummary[]> {
  const { currency } = await storeSettingsFor(db, websiteId);
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.websiteId, websiteId), eq(services.isPublished, true)))
    .orderBy(desc(services.createdAt), desc(services.id));
  return rows.map((row) => summaryOf(row, currency));
}

/** One published service by its slug or id, with its staff (primary first, then by name). */
export async function bookableService(
  db: Db,
  websiteId: string,
  by: { slug: string } | { id: string },
): Promise<BookableService | null> {
  const [row] = await db
    .select()
    .from(services)
    .where(
      and(
        eq(services.websiteId, websiteId),
        eq(services.isPublished, true),
        'slug' in by ? eq(services.slug, by.slug) : eq(services.id, by.id),
      ),
    );
  if (!row) return null;
  const { currency } = await storeSettingsFor(db, websiteId);
  const people = await db
    .select({ id: staff.id, name: staff.name })
    .from(staffServices)
    .innerJoin(staff, eq(staff.id, staffServices.staffId))
    .where(eq(staffServices.serviceId, row.id))
    .orderBy(desc(staffServices.isPrimary), asc(staff.name));
  return { row, summary: summaryOf(row, currency), staff: people };
}
