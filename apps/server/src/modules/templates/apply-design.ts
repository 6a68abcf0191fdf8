import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  elementsMovedIn,
  themeOf,
  type applyDesignSchema,
  type DesignApplied,
  type DesignPart,
  type PageWithElements,
} from '@tessera/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { elements, pages, websites } from '../../db/schema.ts';
import { recordActivity } from '../activity/service.ts';
import { insertElements } from '../elements/persist.ts';
import { presentElement } from '../elements/presenter.ts';
import { bumpPage, loadPageElements, type Tx } from '../elements/page-lock.ts';
import { presentPageWithElements } from '../pages/presenter.ts';
import { nextWebsiteUpdate } from '../websites/queries.ts';
import { copyMediaShownBy, pagesBySlug, withDesignSource } from './design-source.ts';
import type { TemplateWebsites } from './service.ts';

type Input = z.output<typeof applyDesignSchema>;
type SharedKind = Exclude<DesignPart, 'theme'>;

/** The slug and name a shared part is stored under, as the pages service makes them. */
const SHARED_PARTS = {
  header: { slug: '_header', name: 'Header' },
  footer: { slug: '_footer', name: 'Footer' },
} as const;

/** The website's shared part, made empty when it has none yet, locked for this transaction. */
async function sharedPart(tx: Tx, websiteId: string, kind: SharedKind) {
  const [found] = await tx
    .select()
    .from(pages)
    .where(and(eq(pages.websiteId, websiteId), eq(pages.kind, kind)))
    .for('update');
  if (found) return found;
  const [made] = await tx
    .insert(pages)
    .values({ websiteId, kind, ...SHARED_PARTS[kind], isHome: false })
    .returning();
  return made!;
}

/** A part's elements as the page API gives them: parents' children together in order. */
function orderedElements(tx: Tx, pageId: string) {
  return tx
    .select()
    .from(elements)
    .where(eq(elements.pageId, pageId))
    .orderBy(sql`${elements.parentId} asc nulls first`, asc(elements.order), asc(elements.id));
}

/**
 * Applies a template's theme, shared header and/or footer to the owner's draft in one
 * transaction: the theme is replaced; each part's elements are replaced by the template's, its
 * links leading to the site's pages of the same slug (or dropped), its images given to the site's
 * library sharing the stored files. Pages and their elements stay as they are, and so does the
 * live release until the next publish. Answers what changed and what was there before.
 */
export async function applyDesign(
  db: Db,
  templates: TemplateWebsites,
  userId: string,
  websiteId: string,
  input: Input,
): Promise<DesignApplied> {
  return withDesignSource(
    db,
    templates,
    { userId, websiteId, templateId: input.templateId },
    async (tx, { site, template, source }) => {
      const previousTheme = themeOf(site.theme);
      let theme = previousTheme;
      if (input.parts.includes('theme')) {
        theme = themeOf(source.theme);
        await tx
          .update(websites)
          .set({ theme, updatedAt: nextWebsiteUpdate(userId) })
          .where(eq(websites.id, site.id));
      }

      const links = await pagesBySlug(tx, source.id, site.id);
      const applied: Record<SharedKind, PageWithElements | null> = { header: null, footer: null };
      const previous: Record<SharedKind, DesignApplied['previous']['header']> = {
        header: null,
        footer: null,
      };
      let droppedLinks = 0;
      for (const kind of ['header', 'footer'] as const) {
        if (!input.parts.includes(kind)) continue;
        const part = await sharedPart(tx, site.id, kind);
        previous[kind] = (await orderedElements(tx, part.id)).map(presentElement);
        const [theirs] = await tx
          .select({ id: pages.id })
          .from(pages)
          .where(and(eq(pages.websiteId, source.id), eq(pages.kind, kind)));
        const given = theirs ? await loadPageElements(tx, theirs.id) : [];
        const moved = elementsMovedIn(given, part.id, links, randomUUID);
        // A header naming the template's business shows the site's own name instead.
        for (const element of moved.elements) {
          if (element.type === 'NAVBAR' && element.props.brand === template.site.businessName) {
            element.props = { ...element.props, brand: '' };
          }
        }
        droppedLinks += moved.droppedLinks;
        await tx.delete(elements).where(eq(elements.pageId, part.id));
        await insertElements(tx, part.id, moved.elements);
        await copyMediaShownBy(tx, source.id, site.id, moved.elements);
        await bumpPage(tx, part.id, site.id);
        const [row] = await tx.select().from(pages).where(eq(pages.id, part.id));
        applied[kind] = presentPageWithElements(row!, await orderedElements(tx, part.id));
      }

      await recordActivity(tx, {
        userId,
        type: 'website',
        name: site.name,
        action: `design changed to the ${template.name} template`,
      });
      return {
        templateId: template.id,
        parts: input.parts,
        theme,
        header: applied.header,
        footer: applied.footer,
        previous: { theme: previousTheme, ...previous },
        droppedLinks,
      };
    },
  );
}
