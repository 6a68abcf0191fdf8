import { and, desc, eq, sql } from 'drizzle-orm';
import type { Release, Website } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { releases, websites } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { findOwnedWebsite, nextWebsiteUpdate } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND, type WebsiteService } from '../websites/service.ts';
import { presentRelease } from './presenter.ts';

export const RELEASE_NOT_FOUND = 'Release not found';

/** The releases of a website: the history of its publishes, and rolling back to one of them. */
export class ReleaseService {
  constructor(private readonly deps: { db: Db; websites: WebsiteService }) {}

  /** The website's releases, newest first; the live one is marked while the site is published. */
  async list(userId: string, websiteId: string): Promise<Release[]> {
    const website = await findOwnedWebsite(this.deps.db, userId, websiteId);
    if (!website) throw notFound(WEBSITE_NOT_FOUND);
    const rows = await this.deps.db
      .select({ id: releases.id, createdAt: releases.createdAt, pageCount: releases.pageCount })
      .from(releases)
      .where(eq(releases.websiteId, websiteId))
      .orderBy(desc(releases.createdAt), desc(releases.id));
    const live = website.status === 'PUBLISHED' ? website.liveReleaseId : null;
    return rows.map((row) => presentRelease(row, live));
  }

  /**
   * Puts an earlier release live again and publishes the site. The drafts stay as they are: the
   * next publish snapshots them as usual.
   */
  async restore(userId: string, websiteId: string, releaseId: string): Promise<Website> {
    const restored = await this.deps.db.transaction(async (tx) => {
      const website = await findOwnedWebsite(tx, userId, websiteId, { lock: true });
      if (!website) throw notFound(WEBSITE_NOT_FOUND);
      if (website.status === 'ARCHIVED') {
        throw badRequest('Restore this website before publishing it');
      }
      const found = await tx
        .select({ id: releases.id })
        .from(releases)
        .where(and(eq(releases.id, releaseId), eq(releases.websiteId, website.id)));
      if (!found[0]) throw notFound(RELEASE_NOT_FOUND);
      await tx
        .update(websites)
        .set({
          status: 'PUBLISHED',
          liveReleaseId: releaseId,
          publishedAt: sql`now()`,
          updatedAt: nextWebsiteUpdate(userId),
        })
        .where(eq(websites.id, website.id));
      await recordActivity(tx, {
        userId,
        type: 'website',
        name: website.name,
        action: 'rolled back to an earlier release',
      });
      return this.deps.websites.get(userId, website.id, tx);
    });
    return this.deps.websites.sitesChanged(restored);
  }
}
