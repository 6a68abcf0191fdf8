import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  pageSlugFromName,
  type Page,
  type PageWithElements,
  type createPageSchema,
  type updatePageSchema,
} from '@tessera/core';
import type { z } from 'zod';
import { nowAfter } from '../../db/clock.ts';
import type { Db } from '../../db/client.ts';
import { elements, pages, pageSlugHistory, releases, websites } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../db/unique.ts';
import { badRequest, conflict, notFound, type AppError } from '../../http/errors.ts';
import { isUuid } from '../../http/params.ts';
import { recordActivity } from '../activity/service.ts';
import { findOwnedWebsite, touchWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { postLayoutIfBlog } from './post-layout.ts';
import { presentPage, presentPageWithElements, type PageRow } from './presenter.ts';

export const PAGE_NOT_FOUND = 'Page not found';
export const SLUG_TAKEN = 'A page with this slug already exists';
export const SHARED_PART_FIXED =
  'The shared header and footer have no address of their own: edit their elements instead.';
export const SHARED_PART_UNDELETABLE =
  'The shared header and footer cannot be deleted. Remove their elements, or hide them on a page.';
export const POST_LAYOUT_FIXED =
  'The post layout has no address of its own: every post is drawn in it at its own address.';
export const POST_LAYOUT_UNDELETABLE =
  'The post layout cannot be deleted: every post of the blog is drawn in it. Change its elements instead.';

/** The slug and name each shared part is stored under: not a slug an owner can choose. */
const SHARED_PARTS = {
  header: { slug: '_header', name: 'Header' },
  footer: { slug: '_footer', name: 'Footer' },
} as const;

export const HOME_PAGE_UNDELETABLE =
  'The home page cannot be deleted. Make another page the home page first.';
/** The slug of a page whose name leaves nothing usable for one (say '!!!'). */
const FALLBACK_SLUG = 'page';

type CreateInput = z.output<typeof createPageSchema>;
type UpdateInput = z.output<typeof updatePageSchema>;

/**
 * The page if it belongs to one of the owner's websites, else null (also for an id that is not a
 * UUID). The one ownership check for everything addressed by a page id.
 */
export async function findOwnedPage(
  db: Db,
  userId: string,
  pageId: string,
): Promise<PageRow | null> {
  if (!isUuid(pageId)) return null;
  const rows = await db
    .select({ page: pages })
    .from(pages)
    .innerJoin(websites, eq(websites.id, pages.websiteId))
    .where(and(eq(pages.id, pageId), eq(websites.userId, userId)))
    .limit(1);
  return rows[0]?.page ?? null;
}

/** Creation time of a new page of the website, after every existing one (the list's order). */
function nextPageCreation(websiteId: string) {
  return nowAfter(
    sql`select max(${pages.createdAt}) from ${pages} where ${pages.websiteId} = ${websiteId}`,
    'microsecond',
  );
}

/** The updated_at of a changed page: now, and visibly later than before. */
const pageChanged = () => nowAfter(sql`${pages.updatedAt}`, 'millisecond');

function slugConflict(error: unknown): AppError | null {
  return violatedUniqueConstraint(error) === 'pages_website_slug_key'
    ? conflict(SLUG_TAKEN, { slug: SLUG_TAKEN })
    : null;
}

/**
 * Keeps a page's old address leading to it: when a page the live site shows changes its slug, the
 * old slug is recorded (a 301 on the site), and whatever slug a page takes loses its old record,
 * so the newest claimant wins and a redirect is always one hop.
 */
async function recordSlugChange(
  tx: Db,
  page: { id: string; websiteId: string; slug: string },
  newSlug: string,
): Promise<void> {
  await takeSlug(tx, page.websiteId, newSlug);
  const live = await tx
    .select({ id: releases.id })
    .from(releases)
    .innerJoin(websites, eq(websites.liveReleaseId, releases.id))
    .where(
      and(
        eq(websites.id, page.websiteId),
        sql`exists (select 1 from jsonb_array_elements(${releases.snapshot}->'pages') p where p->>'id' = ${page.id})`,
      ),
    )
    .limit(1);
  if (live.length === 0) return;
  await tx
    .insert(pageSlugHistory)
    .values({ websiteId: page.websiteId, slug: page.slug, pageId: page.id })
    .onConflictDoUpdate({
      target: [pageSlugHistory.websiteId, pageSlugHistory.slug],
      set: { pageId: page.id },
    });
}

/** A slug taken by a page is no longer anyone's old address. */
async function takeSlug(tx: Db, websiteId: string, slug: string): Promise<void> {
  await tx
    .delete(pageSlugHistory)
    .where(and(eq(pageSlugHistory.websiteId, websiteId), eq(pageSlugHistory.slug, slug)));
}

async function assertSlugFree(db: Db, websiteId: string, slug: string, exceptPageId?: string) {
  const rows = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        eq(pages.websiteId, websiteId),
        eq(pages.slug, slug),
        exceptPageId ? ne(pages.id, exceptPageId) : undefined,
      ),
    )
    .limit(1);
  if (rows.length > 0) throw conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });
}

export class PageService {
  constructor(private readonly deps: { db: Db }) {}

  private get db() {
    return this.deps.db;
  }

  /** The website's pages: the home page first, then in the order they were created. */
  async list(userId: string, websiteId: string): Promise<Page[]> {
    if (!(await findOwnedWebsite(this.db, userId, websiteId))) throw notFound(WEBSITE_NOT_FOUND);
    const rows = await this.db
      .select()
      .from(pages)
      .where(and(eq(pages.websiteId, websiteId), eq(pages.kind, 'page')))
      .orderBy(desc(pages.isHome), asc(pages.createdAt), asc(pages.id));
    return rows.map(presentPage);
  }

  /**
   * The website's shared header and footer, shown around every page, made empty the first time
   * they are asked for; and its post layout once it has posts (null before). All under the
   * website's lock, so there is only ever one of each.
   */
  async shared(
    userId: string,
    websiteId: string,
  ): Promise<{ header: Page; footer: Page; post: Page | null }> {
    return this.db.transaction(async (tx) => {
      const site = await findOwnedWebsite(tx, userId, websiteId, { lock: true });
      if (!site) throw notFound(WEBSITE_NOT_FOUND);
      const parts = {} as Record<'header' | 'footer', Page>;
      for (const kind of ['header', 'footer'] as const) {
        const [found] = await tx
          .select()
          .from(pages)
          .where(and(eq(pages.websiteId, websiteId), eq(pages.kind, kind)))
          .limit(1);
        const row =
          found ??
          (
            await tx
              .insert(pages)
              .values({ websiteId, kind, ...SHARED_PARTS[kind], isHome: false })
              .returning()
          )[0]!;
        parts[kind] = presentPage(row);
      }
      const layout = await postLayoutIfBlog(tx, websiteId);
      return { ...parts, post: layout ? presentPage(layout) : null };
    });
  }

  async create(userId: string, websiteId: string, input: CreateInput): Promise<Page> {
    const slug = input.slug ?? pageSlugFromName(input.name, FALLBACK_SLUG);
    try {
      return await this.db.transaction(async (tx) => {
        // Locking the site makes its page changes take turns (slug checks, the home flag).
        const site = await findOwnedWebsite(tx, userId, websiteId, { lock: true });
        if (!site) throw notFound(WEBSITE_NOT_FOUND);
        await assertSlugFree(tx, websiteId, slug);
        await takeSlug(tx, websiteId, slug);
        const home = await tx
          .select({ id: pages.id })
          .from(pages)
          .where(and(eq(pages.websiteId, websiteId), eq(pages.isHome, true)))
          .limit(1);
        const createdAt = nextPageCreation(websiteId);
        const inserted = await tx
          .insert(pages)
          .values({
            websiteId,
            name: input.name,
            slug,
            title: input.title ?? null,
            description: input.description ?? null,
            // A website always has a home page; a site that somehow lost it gets this one.
            isHome: home.length === 0,
            createdAt,
            updatedAt: createdAt,
          })
          .returning();
        const row = inserted[0]!;
        await touchWebsite(tx, userId, websiteId);
        await recordActivity(tx, { userId, type: 'page', name: row.name, action: 'created' });
        return presentPage(row);
      });
    } catch (error) {
      throw slugConflict(error) ?? error;
    }
  }

  /** The page with its elements, parents' children together in order (roots first). */
  async getWithElements(userId: string, pageId: string): Promise<PageWithElements> {
    // One snapshot, so the page's version always matches the elements returned with it.
    return this.db.transaction(
      async (tx) => {
        const page = await findOwnedPage(tx, userId, pageId);
        if (!page) throw notFound(PAGE_NOT_FOUND);
        const rows = await tx
          .select()
          .from(elements)
          .where(eq(elements.pageId, page.id))
          .orderBy(
            sql`${elements.parentId} asc nulls first`,
            asc(elements.order),
            asc(elements.id),
          );
        return presentPageWithElements(page, rows);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * Changes the fields given. `isHome: true` moves the home flag to this page: the old home is
   * cleared before this one is set, in one transaction, as the one-home index requires.
   */
  async update(userId: string, pageId: string, input: UpdateInput): Promise<Page> {
    try {
      return await this.db.transaction(async (tx) => {
        const page = await findOwnedPage(tx, userId, pageId);
        if (!page) throw notFound(PAGE_NOT_FOUND);
        if (page.kind !== 'page' && (input.slug !== undefined || input.isHome)) {
          throw badRequest(page.kind === 'post' ? POST_LAYOUT_FIXED : SHARED_PART_FIXED);
        }
        // Also locks the website row, so two home moves on one site cannot interleave.
        await touchWebsite(tx, userId, page.websiteId);
        if (input.slug !== undefined && input.slug !== page.slug) {
          await assertSlugFree(tx, page.websiteId, input.slug, page.id);
          await recordSlugChange(tx, page, input.slug);
        }
        if (input.isHome) {
          await tx
            .update(pages)
            .set({ isHome: false, updatedAt: pageChanged() })
            .where(
              and(
                eq(pages.websiteId, page.websiteId),
                eq(pages.isHome, true),
                ne(pages.id, page.id),
              ),
            );
        }
        const changes: Partial<typeof pages.$inferInsert> = {};
        if (input.name !== undefined) changes.name = input.name;
        if (input.slug !== undefined) changes.slug = input.slug;
        if (input.title !== undefined) changes.title = input.title;
        if (input.description !== undefined) changes.description = input.description;
        if (input.isHome) changes.isHome = true;
        if (input.hideHeader !== undefined) changes.hideHeader = input.hideHeader;
        if (input.hideFooter !== undefined) changes.hideFooter = input.hideFooter;
        const updated = await tx
          .update(pages)
          .set({ ...changes, updatedAt: pageChanged() })
          .where(eq(pages.id, page.id))
          .returning();
        if (!updated[0]) throw notFound(PAGE_NOT_FOUND);
        return presentPage(updated[0]);
      });
    } catch (error) {
      throw slugConflict(error) ?? error;
    }
  }

  /** Deletes a page other than the home page; its elements go with it by cascade. */
  async remove(userId: string, pageId: string): Promise<{ id: string }> {
    return this.db.transaction(async (tx) => {
      const page = await findOwnedPage(tx, userId, pageId);
      if (!page) throw notFound(PAGE_NOT_FOUND);
      if (page.isHome) throw badRequest(HOME_PAGE_UNDELETABLE);
      if (page.kind !== 'page') {
        throw badRequest(page.kind === 'post' ? POST_LAYOUT_UNDELETABLE : SHARED_PART_UNDELETABLE);
      }
      await touchWebsite(tx, userId, page.websiteId);
      const deleted = await tx
        .delete(pages)
        .where(and(eq(pages.id, page.id), eq(pages.isHome, false)))
        .returning({ id: pages.id });
      if (!deleted[0]) {
        // It became the home page, or went, while this request waited for the website's lock.
        const now = await findOwnedPage(tx, userId, page.id);
        throw now ? badRequest(HOME_PAGE_UNDELETABLE) : notFound(PAGE_NOT_FOUND);
      }
      await recordActivity(tx, { userId, type: 'page', name: page.name, action: 'deleted' });
      return { id: page.id };
    });
  }
}
