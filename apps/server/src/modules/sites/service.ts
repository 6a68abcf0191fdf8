import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReleaseSnapshot } from '@tessera/core';
import type { ResponsiveImage } from '@tessera/blocks';
import type { Db } from '../../db/client.ts';
import { releases, websites } from '../../db/schema.ts';
import type { SiteAddress } from './host.ts';
import { libraryImages } from './library-images.ts';
import { Lru } from './lru.ts';
import type { SiteDirectory } from './site-directory.ts';

/** What a site request resolves to. */
export type SiteLookup =
  /**
   * No website has this address, or only one whose custom domain is not proven (for a
   * custom-domain-shaped host: not a site request at all).
   */
  | { kind: 'none' }
  /** The website exists but shows nothing: a draft, archived, or never published. */
  | { kind: 'offline' }
  | {
      kind: 'live';
      websiteId: string;
      releaseId: string;
      /** Pages showing products are cached under it (see catalogue-version.ts). */
      catalogueVersion: number;
      /** Raised by every change to what the live blog shows: blog pages are cached under it. */
      blogVersion: number;
    };

export interface LoadedRelease {
  id: string;
  createdAt: Date;
  snapshot: ReleaseSnapshot;
  /** The library images its pages show, by address: sizes, alt text and resized copies. */
  images: Map<string, ResponsiveImage>;
}

/** Reads published sites: which release a host shows now, and the releases themselves. */
export class SiteService {
  /** Releases never change, so a parsed one can be kept as long as memory allows. */
  private readonly releases = new Lru<LoadedRelease>(20, 32 * 1024 * 1024);
  /** How often a host's lookup and a release were found in memory, or read from the database. */
  readonly counts = { directoryHits: 0, directoryMisses: 0, releaseHits: 0, releaseMisses: 0 };

  constructor(private readonly deps: { db: Db; directory: SiteDirectory }) {}

  /**
   * The live release of the website at this address: the site directory's answer while it is
   * trusted (see site-directory.ts), otherwise one query on a unique index.
   */
  async lookup(address: SiteAddress): Promise<SiteLookup> {
    if (address.kind === 'impossible') return { kind: 'none' };
    const key = address.kind === 'subdomain' ? `s:${address.subdomain}` : `d:${address.domain}`;
    const known = this.deps.directory.get(key);
    if (known) {
      this.counts.directoryHits++;
      return known;
    }
    this.counts.directoryMisses++;
    const stamp = this.deps.directory.stamp;
    const found = await this.find(address);
    this.deps.directory.set(key, found.lookup, found.websiteId, stamp);
    return found.lookup;
  }

  private async find(
    address: Exclude<SiteAddress, { kind: 'impossible' }>,
  ): Promise<{ lookup: SiteLookup; websiteId: string | null }> {
    // A custom domain is served only once the DNS has proven it belongs to the site's owner;
    // until then it is any other name, and the request goes on to the dashboard.
    const where =
      address.kind === 'subdomain'
        ? eq(websites.subdomain, address.subdomain)
        : and(
            sql`lower(${websites.domain}) = ${address.domain}`,
            eq(websites.domainStatus, 'VERIFIED'),
          );
    const rows = await this.deps.db
      .select({
        id: websites.id,
        status: websites.status,
        liveReleaseId: websites.liveReleaseId,
        catalogueVersion: websites.catalogueVersion,
        blogVersion: websites.blogVersion,
      })
      .from(websites)
      // A built-in template's hidden website is never served, whatever its address.
      .where(and(where, isNull(websites.templateId)))
      .limit(1);
    const row = rows[0];
    if (!row) return { lookup: { kind: 'none' }, websiteId: null };
    if (row.status !== 'PUBLISHED' || !row.liveReleaseId) {
      return { lookup: { kind: 'offline' }, websiteId: row.id };
    }
    return {
      lookup: {
        kind: 'live',
        websiteId: row.id,
        releaseId: row.liveReleaseId,
        catalogueVersion: row.catalogueVersion,
        blogVersion: row.blogVersion,
      },
      websiteId: row.id,
    };
  }

  async release(releaseId: string): Promise<LoadedRelease | null> {
    const cached = this.releases.get(releaseId);
    if (cached) {
      this.counts.releaseHits++;
      return cached;
    }
    this.counts.releaseMisses++;
    const rows = await this.deps.db
      .select({
        id: releases.id,
        websiteId: releases.websiteId,
        createdAt: releases.createdAt,
        snapshot: releases.snapshot,
        bytes: sql<number>`octet_length(${releases.snapshot}::text)`.mapWith(Number),
      })
      .from(releases)
      .where(eq(releases.id, releaseId));
    const row = rows[0];
    if (!row) return null;
    const loaded = {
      id: row.id,
      createdAt: row.createdAt,
      snapshot: row.snapshot,
      images: await libraryImages(this.deps.db, row.websiteId, row.snapshot),
    };
    this.releases.set(releaseId, loaded, row.bytes);
    return loaded;
  }

  /** The releases kept in memory: how many, and their size. */
  get releasesCached(): { entries: number; bytes: number } {
    return { entries: this.releases.size, bytes: this.releases.totalBytes };
  }

  /** Forgets a release that is no longer live (it stays in the database for a rollback). */
  forget(releaseId: string): void {
    this.releases.delete(releaseId);
  }
}
