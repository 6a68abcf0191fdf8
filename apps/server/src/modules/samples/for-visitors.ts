import { and, eq, not, type SQL } from 'drizzle-orm';
import { products, services, staff } from '../../db/schema.ts';

/*
 * What visitors may see and trade. A template's sample rows stay the owner's to look at (badged
 * in the dashboard, the builder and the preview) and are left out of every live page, public
 * API, cart, checkout, booking and free-time query, all of which ask here.
 */

/** A product on the live site: published and not a sample. */
export const productForSale = (): SQL => and(eq(products.isPublished, true), not(products.sample))!;

/** A service on the live site: published and not a sample. */
export const serviceOnOffer = (): SQL => and(eq(services.isPublished, true), not(services.sample))!;

/** A staff member visitors may book: not a sample (a sample person has no free times). */
export const staffAtWork = (): SQL => not(staff.sample);

/** The same rule for a row already read. */
export const offeredToVisitors = (row: { isPublished: boolean; sample: boolean }): boolean =>
  row.isPublished && !row.sample;
