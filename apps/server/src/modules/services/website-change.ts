import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { bumpCatalogueVersion } from '../storefront/catalogue-version.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import type { WebsiteRow } from '../websites/presenter.ts';

export interface BookingSetupDeps {
  db: Db;
  /** Told after every committed change (cached published pages list the services). */
  onCatalogueChanged?: () => void;
}

/**
 * Runs a change to a website's services or staff in one transaction that holds the website's row,
 * so changes to one website's services and staff happen one after another (a staff member cannot
 * be given a service being deleted), and raises the version its cached published pages go by.
 */
export async function changeBookingSetup<T>(
  deps: BookingSetupDeps,
  userId: string,
  websiteId: string,
  change: (tx: Db, website: WebsiteRow) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const website = await findOwnedWebsite(tx, userId, websiteId, { lock: true });
    if (!website) throw notFound(WEBSITE_NOT_FOUND);
    const done = await change(tx, website);
    await bumpCatalogueVersion(tx, websiteId);
    return done;
  });
  deps.onCatalogueChanged?.();
  return result;
}
