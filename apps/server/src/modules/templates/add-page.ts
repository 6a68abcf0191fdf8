import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  elementsMovedIn,
  freePageSlug,
  type addTemplatePageSchema,
  type TemplatePageAdded,
} from '@tessera/core';
import type { z } from 'zod';
import { nowAfter } from '../../db/clock.ts';
import type { Db } from '../../db/client.ts';
import { pages, pageSlugHistory } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { loadPageElements } from '../elements/page-lock.ts';
import { insertElements } from '../elements/persist.ts';
import { presentPage } from '../pages/presenter.ts';
import { touchWebsite } from '../websites/queries.ts';
import { copyMediaShownBy, pagesBySlug, withDesignSource } from './design-source.ts';
import type { TemplateWebsites } from './service.ts';

type Input = z.output<typeof addTemplatePageSchema>;

export const UNKNOWN_TEMPLATE_PAGE = 'Choose one of the template’s pages';

/**
 * Adds one page of a template to the owner's website, after its other pages, at the template
 * page's slug or the first free `-2`, `-3`... after it: its elements with fresh ids, its links
 * to pages the site has (by slug, and the page itself) leading there and the rest dropped, its
 * images given to the site's library sharing the stored files. Pages have no plan limit of their
 * own: like a page made blank, it is always allowed.
 */
export async function addTemplatePage(
  db: Db,
  templates: TemplateWebsites,
  userId: string,
  websiteId: string,
  input: Input,
): Promise<TemplatePageAdded> {
  return withDesignSource(
    db,
    templates,
    { userId, websiteId, templateId: input.templateId },
    async (tx, { site, template, source }) => {
      const [theirs] = await tx
        .select()
        .from(pages)
        .where(
          and(eq(pages.websiteId, source.id), eq(pages.kind, 'page'), eq(pages.slug, input.slug)),
        );
      if (!theirs) throw badRequest(UNKNOWN_TEMPLATE_PAGE, { slug: UNKNOWN_TEMPLATE_PAGE });

      const existing = await tx
        .select({ slug: pages.slug, isHome: pages.isHome })
        .from(pages)
        .where(eq(pages.websiteId, site.id));
      const slug = freePageSlug(theirs.slug, new Set(existing.map((page) => page.slug)));
      // A slug taken by a page is no longer anyone's old address.
      await tx
        .delete(pageSlugHistory)
        .where(and(eq(pageSlugHistory.websiteId, site.id), eq(pageSlugHistory.slug, slug)));
      const createdAt = nowAfter(
        sql`select max(${pages.createdAt}) from ${pages} where ${pages.websiteId} = ${site.id}`,
        'microsecond',
      );
      const [row] = await tx
        .insert(pages)
        .values({
          websiteId: site.id,
          name: theirs.name,
          slug,
          title: theirs.title,
          description: theirs.description,
          isHome: !existing.some((page) => page.isHome),
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      const page = row!;

      const links = await pagesBySlug(tx, source.id, site.id);
      // The template page's links to itself (a section of it) lead to the new page.
      links.set(theirs.id.toLowerCase(), page.id);
      const given = await loadPageElements(tx, theirs.id);
      const moved = elementsMovedIn(given, page.id, links, randomUUID);
      await insertElements(tx, page.id, moved.elements);
      await copyMediaShownBy(tx, source.id, site.id, moved.elements);
      await touchWebsite(tx, userId, site.id);
      await recordActivity(tx, {
        userId,
        type: 'page',
        name: page.name,
        action: `added from the ${template.name} template`,
      });
      return { page: presentPage(page), droppedLinks: moved.droppedLinks };
    },
  );
}
