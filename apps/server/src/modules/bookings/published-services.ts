import { and, asc, eq, inArray } from 'drizzle-orm';
import { fromMinor, type PublicService } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { services, staff, staffServices } from '../../db/schema.ts';
import { serviceOnOffer, staffAtWork } from '../samples/for-visitors.ts';
import { siteOf } from './booking-records.ts';

/**
 * The website's services on offer, by name, each with the people who perform it. `withSamples`:
 * the published samples and sample staff too (a template's preview only, never a live site).
 */
export async function publishedServices(
  db: Db,
  websiteId: string,
  { withSamples = false } = {},
): Promise<PublicService[]> {
  const rows = await db
    .select()
    .from(services)
    .where(
      and(
        eq(services.websiteId, websiteId),
        withSamples ? eq(services.isPublished, true) : serviceOnOffer(),
      ),
    )
    .orderBy(asc(services.name), asc(services.id));
  if (rows.length === 0) return [];
  const { currency } = await siteOf(db, websiteId);
  const people = await db
    .select({
      serviceId: staffServices.serviceId,
      id: staff.id,
      name: staff.name,
      isPrimary: staffServices.isPrimary,
    })
    .from(staffServices)
    .innerJoin(staff, eq(staff.id, staffServices.staffId))
    .where(
      and(
        inArray(
          staffServices.serviceId,
          rows.map((r) => r.id),
        ),
        withSamples ? undefined : staffAtWork(),
      ),
    )
    .orderBy(asc(staff.name), asc(staff.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    type: row.type,
    duration: row.duration,
    price: fromMinor(row.price),
    currency,
    capacity: row.capacity,
    image: row.image,
    // In the order "anyone available" is served: primary first, then by name.
    staff: people
      .filter((p) => p.serviceId === row.id)
      .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
      .map((p) => ({ id: p.id, name: p.name })),
  }));
}
