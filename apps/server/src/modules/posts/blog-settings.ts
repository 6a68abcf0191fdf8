import { and, eq } from 'drizzle-orm';
import { blogSettingsOf, type BlogSettings } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { pages, websites } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { bumpBlogVersion } from './post-records.ts';

const NOT_A_PAGE = 'The blog page must be a page of this website';

/** Reads and changes how a website's blog lists posts and what its feeds carry. */
export class BlogSettingsService {
  constructor(private readonly db: Db) {}

  async get(userId: string, websiteId: string): Promise<BlogSettings> {
    const website = await findOwnedWebsite(this.db, userId, websiteId);
    if (!website) throw notFound(WEBSITE_NOT_FOUND);
    return blogSettingsOf(website.blog);
  }

  async update(
    userId: string,
    websiteId: string,
    input: Partial<BlogSettings>,
  ): Promise<BlogSettings> {
    return this.db.transaction(async (tx) => {
      const website = await findOwnedWebsite(tx, userId, websiteId, { lock: true });
      if (!website) throw notFound(WEBSITE_NOT_FOUND);
      if (input.indexPageId) {
        const [page] = await tx
          .select({ kind: pages.kind })
          .from(pages)
          .where(and(eq(pages.id, input.indexPageId), eq(pages.websiteId, websiteId)));
        if (!page || page.kind !== 'page') {
          throw badRequest(NOT_A_PAGE, { indexPageId: NOT_A_PAGE });
        }
      }
      const next = { ...blogSettingsOf(website.blog), ...input };
      await tx.update(websites).set({ blog: next }).where(eq(websites.id, websiteId));
      await bumpBlogVersion(tx, websiteId);
      return next;
    });
  }
}
