import type { Database } from '../../db/client.ts';
import { HeardMemory } from '../../db/heard-memory.ts';
import type { SiteLookup } from './service.ts';

/** Hosts remembered at most; past it the oldest goes first. */
const MAX_ENTRIES = 10_000;

/**
 * Which release each host shows (and the website's catalogue and blog versions, under which its
 * pages are cached), remembered so a busy site does not cost a query per request. Everything
 * else a visitor is shown is cached under these answers (a release never changes; live data is
 * kept under its version), so forgetting a website here is all a change needs.
 *
 * The embedded database belongs to one process, which forgets as soon as it changes a website.
 * On PostgreSQL several processes share the data: each hears every committed change on the
 * `tessera_site` channel (site-invalidation.ts) and forgets that website. While it cannot be sure
 * to hear (not yet listening, the connection lost, no sign of life from it for a second), the
 * directory is not trusted: every request asks the database, as if nothing were remembered.
 */
export class SiteDirectory {
  private readonly memory: HeardMemory<SiteLookup>;

  constructor(trusted: boolean) {
    this.memory = new HeardMemory(trusted, MAX_ENTRIES);
  }

  /** The mark to give `set` with an answer: read it before asking the database. */
  get stamp(): number {
    return this.memory.stamp;
  }

  get trusted(): boolean {
    return this.memory.trusted;
  }

  get(key: string): SiteLookup | undefined {
    return this.memory.get(key);
  }

  /**
   * Remembers an answer read from the database after `stamp` was taken, unless a change was
   * heard in between (or the directory is not trusted now).
   */
  set(key: string, lookup: SiteLookup, websiteId: string | null, stamp: number): void {
    // Hosts nobody serves are not remembered: the map cannot be filled by random names.
    if (!websiteId || lookup.kind === 'none') return;
    this.memory.set(key, lookup, websiteId, stamp);
  }

  /** Called after a change to a website's addresses, status, live release or versions. */
  forget(websiteId: string): void {
    this.memory.forget(websiteId);
  }

  /** Called after any change to a website's address, status, live release or domain proof. */
  forgetAll(): void {
    this.memory.forgetAll();
  }

  /**
   * From now until `until`, remembered answers may be served; 0 stops it at once. Trust given
   * anew starts from nothing remembered, since changes may have gone unheard before.
   */
  trustUntil(until: number): void {
    this.memory.trustUntil(until);
  }
}

const directories = new WeakMap<Database, SiteDirectory>();

/**
 * The directory of a database: shared by every app on the same embedded database. On
 * PostgreSQL it is trusted only once its listener hears changes (site-invalidation.ts).
 */
export function siteDirectoryFor(database: Database): SiteDirectory {
  let directory = directories.get(database);
  if (!directory) {
    directory = new SiteDirectory(database.kind === 'pglite');
    directories.set(database, directory);
  }
  return directory;
}
