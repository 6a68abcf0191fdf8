import type { Database } from '../../db/client.ts';
import type { SiteLookup } from './service.ts';

/**
 * Which release each host shows, remembered so a busy site does not cost a query per request.
 * Only where it cannot go stale: the embedded database belongs to one process, which forgets
 * everything the moment it changes a website. On PostgreSQL several processes may share the
 * data, so there every request asks the database (one query on a unique index).
 */
export class SiteDirectory {
  private readonly entries = new Map<string, { lookup: SiteLookup; until: number }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string): SiteLookup | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.lookup;
  }

  set(key: string, lookup: SiteLookup): void {
    if (this.ttlMs <= 0) return;
    // Hosts nobody serves are not remembered: the map cannot be filled by random names.
    if (lookup.kind === 'none') return;
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(key, { lookup, until: Date.now() + this.ttlMs });
  }

  /** Called after any change to a website's address, status, live release or domain proof. */
  forgetAll(): void {
    this.entries.clear();
  }
}

const directories = new WeakMap<Database, SiteDirectory>();

/** The directory of a database: shared by every app on the same embedded database. */
export function siteDirectoryFor(database: Database): SiteDirectory {
  let directory = directories.get(database);
  if (!directory) {
    directory = new SiteDirectory(database.kind === 'pglite' ? Number.POSITIVE_INFINITY : 0);
    directories.set(database, directory);
  }
  return directory;
}
