import type { Database } from '../../db/client.ts';
import type { SiteLookup } from './service.ts';

interface Entry {
  lookup: SiteLookup;
  /** The website the answer is about: a change to it drops the entry. */
  websiteId: string;
}

/** Hosts remembered at most; past it the directory starts again rather than grow. */
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
  private readonly entries = new Map<string, Entry>();
  /** The keys remembered for each website. */
  private readonly keysOf = new Map<string, Set<string>>();
  /**
   * Raised by every forgetting: an answer read from the database before a change was heard is
   * not stored after it, since it may predate the change.
   */
  private epoch = 0;
  /** Until when (epoch milliseconds) remembered answers may be served. */
  private trustedUntil: number;

  constructor(trusted: boolean) {
    this.trustedUntil = trusted ? Number.POSITIVE_INFINITY : 0;
  }

  /** The mark to give `set` with an answer: read it before asking the database. */
  get stamp(): number {
    return this.epoch;
  }

  get trusted(): boolean {
    return this.trustedUntil > Date.now();
  }

  get(key: string): SiteLookup | undefined {
    if (this.trustedUntil <= Date.now()) return undefined;
    return this.entries.get(key)?.lookup;
  }

  /**
   * Remembers an answer read from the database after `stamp` was taken, unless a change was
   * heard in between (or the directory is not trusted now).
   */
  set(key: string, lookup: SiteLookup, websiteId: string | null, stamp: number): void {
    // Hosts nobody serves are not remembered: the map cannot be filled by random names.
    if (!websiteId || lookup.kind === 'none') return;
    if (stamp !== this.epoch || this.trustedUntil <= Date.now()) return;
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    this.entries.set(key, { lookup, websiteId });
    let keys = this.keysOf.get(websiteId);
    if (!keys) this.keysOf.set(websiteId, (keys = new Set()));
    keys.add(key);
  }

  /** Called after a change to a website's addresses, status, live release or versions. */
  forget(websiteId: string): void {
    this.epoch++;
    const keys = this.keysOf.get(websiteId);
    if (!keys) return;
    this.keysOf.delete(websiteId);
    for (const key of keys) this.entries.delete(key);
  }

  /** Called after any change to a website's address, status, live release or domain proof. */
  forgetAll(): void {
    this.epoch++;
    this.clear();
  }

  /**
   * From now until `until`, remembered answers may be served; 0 stops it at once. Trust given
   * anew starts from nothing remembered, since changes may have gone unheard before.
   */
  trustUntil(until: number): void {
    if (this.trustedUntil <= Date.now() && until > Date.now()) this.forgetAll();
    this.trustedUntil = until;
  }

  private clear(): void {
    this.entries.clear();
    this.keysOf.clear();
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
