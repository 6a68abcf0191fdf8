import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ElementData, SiteTemplate } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { media, pages, users } from '../../db/schema.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { isUuid } from '../../http/params.ts';
import type { Tx } from '../elements/page-lock.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import type { WebsiteRow } from '../websites/presenter.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { TemplateWebsiteGone, type TemplateWebsites } from './service.ts';

/** The owner's website (locked) and the template's website, read in one transaction. */
export interface DesignSource {
  site: WebsiteRow;
  template: SiteTemplate;
  source: WebsiteRow;
}

/**
 * Runs `work` in one transaction with the owner's website locked and the template's hidden
 * website at hand. Another owner's website, or none, is a 404; an unknown template a 400 on
 * `templateId`; a Pro template on Free a 403. The template's website is made first when needed,
 * and the work runs once more when another process replaced it meanwhile.
 */
export async function withDesignSource<T>(
  db: Db,
  templates: TemplateWebsites,
  input: { userId: string; websiteId: string; templateId: string },
  work: (tx: Tx, source: DesignSource) => Promise<T>,
): Promise<T> {
  if (!isUuid(input.websiteId)) throw notFound(WEBSITE_NOT_FOUND);
  if (!(await findOwnedWebsite(db, input.userId, input.websiteId))) {
    throw notFound(WEBSITE_NOT_FOUND);
  }
  const [owner] = await db
    .select({ plan: users.plan })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!owner) throw unauthorized();
  const template = templates.templateFor(input.templateId, owner.plan);
  for (let attempt = 1; ; attempt++) {
    const sourceId = await templates.websiteOf(template);
    try {
      return await db.transaction(async (tx) => {
        const site = await findOwnedWebsite(tx, input.userId, input.websiteId, { lock: true });
        if (!site) throw notFound(WEBSITE_NOT_FOUND);
        const source = await templates.row(tx, template, sourceId);
        return work(tx, { site, template, source });
      });
    } catch (error) {
      if (error instanceof TemplateWebsiteGone && attempt < 2) continue;
      throw error;
    }
  }
}

/**
 * Where the template's page links lead on the owner's site: each template page to the site's
 * page with the same slug, and the template's home page to the site's home page when no page
 * has its slug. Pages the site lacks are not in the map, so links to them are dropped.
 */
export async function pagesBySlug(
  tx: Tx,
  sourceId: string,
  siteId: string,
): Promise<Map<string, string>> {
  const read = (websiteId: string) =>
    tx
      .select({ id: pages.id, slug: pages.slug, isHome: pages.isHome })
      .from(pages)
      .where(and(eq(pages.websiteId, websiteId), eq(pages.kind, 'page')))
      .orderBy(asc(pages.createdAt));
  const theirs = await read(sourceId);
  const ours = await read(siteId);
  const bySlug = new Map(ours.map((page) => [page.slug, page.id]));
  const home = ours.find((page) => page.isHome)?.id;
  const map = new Map<string, string>();
  for (const page of theirs) {
    const to = bySlug.get(page.slug) ?? (page.isHome ? home : undefined);
    if (to) map.set(page.id.toLowerCase(), to);
  }
  return map;
}

/** What every address of a library file holds: `/_media/ab/{sha256}/`. */
const markerOf = (key: string) => `/_media/${key.split('/').slice(0, 2).join('/')}/`;

/**
 * Gives the site a media row for each file of the template's library the elements show, sharing
 * the stored file (no new bytes); a file the site already has keeps its row. Answers how many
 * rows were added.
 */
export async function copyMediaShownBy(
  tx: Tx,
  fromWebsiteId: string,
  toWebsiteId: string,
  elements: readonly ElementData[],
): Promise<number> {
  if (elements.length === 0) return 0;
  const text = JSON.stringify(elements.map((e) => [e.props, e.styles, e.responsive]));
  if (!text.includes('/_media/')) return 0;
  const rows = await tx.select().from(media).where(eq(media.websiteId, fromWebsiteId));
  const shown = rows.filter((row) => text.includes(markerOf(row.key)));
  if (shown.length === 0) return 0;
  const added = await tx
    .insert(media)
    .values(
      shown.map((row) => ({
        ...row,
        id: randomUUID(),
        websiteId: toWebsiteId,
        createdAt: undefined,
        updatedAt: undefined,
      })),
    )
    .onConflictDoNothing({ target: [media.websiteId, media.sha256] })
    .returning({ id: media.id });
  return added.length;
}
