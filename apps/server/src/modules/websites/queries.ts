import { and, desc, eq, sql } from 'drizzle-orm';
import { nowAfter } from '../../db/clock.ts';
import type { Db } from '../../db/client.ts';
import { pages, websites } from '../../db/schema.ts';
import type { ShownWebsiteRow, WebsiteRow } from './presenter.ts';

/**
 * Number of pages of the website in the current row of a query over `websites`. Spelt with table
 * names because Drizzle leaves columns unqualified in single-table queries, and inside this
 * subquery an unqualified `id` would be the page's.
 */
export const pageCount =
  sql<number>`(select count(*) from ${pages} where ${pages}.website_id = ${websites}.id and ${pages}.kind = 'page')`.mapWith(
    Number,
  );

/** What `presentWebsite` reads of a website's row, for the owner's list and a website's page. */
export const shownWebsiteColumns = {
  id: websites.id,
  name: websites.name,
  subdomain: websites.subdomain,
  domain: websites.domain,
  domainToken: websites.domainToken,
  domainStatus: websites.domainStatus,
  domainCheckedAt: websites.domainCheckedAt,
  domainVerifiedAt: websites.domainVerifiedAt,
  domainError: websites.domainError,
  description: websites.description,
  status: websites.status,
  seoTitle: websites.seoTitle,
  seoDescription: websites.seoDescription,
  faviconUrl: websites.faviconUrl,
  theme: websites.theme,
  timezone: websites.timezone,
  locale: websites.locale,
  contact: websites.contact,
  publishedAt: websites.publishedAt,
  liveReleaseId: websites.liveReleaseId,
  createdAt: websites.createdAt,
  updatedAt: websites.updatedAt,
} satisfies Record<keyof ShownWebsiteRow, unknown>;

/** The owner's websites, the most recently changed first: prepared once, as every screen asks. */
export function ownerWebsitesQuery(db: Db) {
  return db
    .select({ website: shownWebsiteColumns, pageCount })
    .from(websites)
    .where(eq(websites.userId, sql.placeholder('userId')))
    .orderBy(desc(websites.updatedAt), desc(websites.createdAt), desc(websites.id))
    .prepare('owner_websites');
}

/**
 * A condition for a query over a website's rows: the website is the owner's. It costs one key
 * lookup per query, so a list that finds rows needs no ownership query of its own; an empty one
 * asks `findOwnedWebsite` to tell "none yet" from "not yours".
 */
export function ownedWebsite(userId: string, websiteId: string) {
  return sql`exists (select 1 from ${websites} where ${websites}.id = ${websiteId} and ${websites}.user_id = ${userId})`;
}

/**
 * The updated_at for a change to one of the owner's websites: now, and always later than every one
 * of their sites (by at least a millisecond), so the changed site heads the owner's list and its
 * `updatedAt` visibly moves even when two changes land in the same tick of PGlite's clock.
 */
export function nextWebsiteUpdate(userId: string) {
  return nowAfter(
    sql`select max(${websites.updatedAt}) from ${websites} where ${websites.userId} = ${userId}`,
    'millisecond',
  );
}

/**
 * The owner's website, or null when it does not exist or belongs to someone else. With `lock`, the
 * row stays locked until the transaction ends, which serialises changes to the site and its pages.
 */
export async function findOwnedWebsite(
  db: Db,
  userId: string,
  websiteId: string,
  { lock = false } = {},
): Promise<WebsiteRow | null> {
  const query = db
    .select()
    .from(websites)
    .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)));
  const rows = lock ? await query.for('no key update') : await query;
  return rows[0] ?? null;
}

/** Marks the website as changed (its pages changed); returns false when it is not the owner's. */
export async function touchWebsite(db: Db, userId: string, websiteId: string): Promise<boolean> {
  const updated = await db
    .update(websites)
    .set({ updatedAt: nextWebsiteUpdate(userId) })
    .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)))
    .returning({ id: websites.id });
  return updated.length > 0;
}
