import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { services, staff, staffServices } from '../../db/schema.ts';

/** `base`, or `base-2`, `base-3`...: the first slug none of the website's services has. */
export async function freeServiceSlug(db: Db, websiteId: string, base: string): Promise<string> {
  // Every candidate starts with this much of the base, shortened ones too (slugs are [a-z0-9-]).
  const stem = base.slice(0, 70);
  const rows = await db
    .select({ slug: services.slug })
    .from(services)
    .where(and(eq(services.websiteId, websiteId), like(services.slug, `${stem}%`)));
  const taken = new Set(rows.map((r) => r.slug));
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) {
    candidate = `${base.slice(0, 80 - String(n).length - 1).replace(/-+$/, '')}-${n}`;
  }
  return candidate;
}

/** The staff of each service, in the order they joined the team. */
export async function staffIdsOf(db: Db, serviceIds: string[]): Promise<Map<string, string[]>> {
  const byService = new Map<string, string[]>();
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .select({ serviceId: staffServices.serviceId, staffId: staffServices.staffId })
    .from(staffServices)
    .innerJoin(staff, eq(staff.id, staffServices.staffId))
    .where(inArray(staffServices.serviceId, serviceIds))
    .orderBy(asc(staff.createdAt), asc(staff.id));
  for (const row of rows) {
    byService.set(row.serviceId, [...(byService.get(row.serviceId) ?? []), row.staffId]);
  }
  return byService;
}

/** Which of the ids are rows of the website in the table (its services, or its staff). */
export async function idsOfWebsite(
  db: Db,
  table: typeof services | typeof staff,
  websiteId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.websiteId, websiteId), inArray(table.id, [...new Set(ids)])));
  return new Set(rows.map((r) => r.id));
}
