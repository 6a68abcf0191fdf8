import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { themeOf, type ElementData, type ReleasePage, type ReleaseSnapshot } from '@tessera/core';
import { nowAfter } from '../../db/clock.ts';
import type { Db } from '../../db/client.ts';
import { elements, pages, releases } from '../../db/schema.ts';
import { presentElement } from '../elements/presenter.ts';
import type { WebsiteRow } from '../websites/presenter.ts';

/**
 * Freezes the website as it is now (settings, every page, every element) into a new release and
 * returns its id. Run it inside the publishing transaction, with the website's row locked, so the
 * snapshot and the switch to it are one change.
 */
export async function createRelease(tx: Db, website: WebsiteRow): Promise<string> {
  const snapshot = await takeSnapshot(tx, website);
  const latest = sql`select max(${releases.createdAt}) from ${releases} where ${releases.websiteId} = ${website.id}`;
  const [row] = await tx
    .insert(releases)
    .values({
      websiteId: website.id,
      pageCount: snapshot.pages.length,
      snapshot,
      // Newest first must hold even for two publishes within one tick of PGlite's clock.
      createdAt: nowAfter(latest, 'microsecond'),
    })
    .returning({ id: releases.id });
  return row!.id;
}

/** The website's draft as a release would freeze it: settings, pages and shared parts. */
export async function takeSnapshot(tx: Db, website: WebsiteRow): Promise<ReleaseSnapshot> {
  const pageRows = await tx
    .select()
    .from(pages)
    .where(eq(pages.websiteId, website.id))
    .orderBy(desc(pages.isHome), asc(pages.createdAt), asc(pages.id));
  const elementRows =
    pageRows.length === 0
      ? []
      : await tx
          .select()
          .from(elements)
          .where(
            inArray(
              elements.pageId,
              pageRows.map((page) => page.id),
            ),
          )
          .orderBy(asc(elements.pageId), asc(elements.order));
  const byPage = new Map<string, ElementData[]>();
  for (const row of elementRows) {
    const list = byPage.get(row.pageId) ?? [];
    list.push(presentElement(row));
    byPage.set(row.pageId, list);
  }
  const sharedPart = (kind: 'header' | 'footer') => {
    const part = pageRows.find((page) => page.kind === kind);
    return part ? (byPage.get(part.id) ?? []) : [];
  };
  const postLayout = pageRows.find((page) => page.kind === 'post');
  const snapshotPages: ReleasePage[] = pageRows
    .filter((page) => page.kind === 'page')
    .map((page) => ({
      id: page.id,
      name: page.name,
      slug: page.slug,
      title: page.title,
      description: page.description,
      isHome: page.isHome,
      hideHeader: page.hideHeader,
      hideFooter: page.hideFooter,
      elements: byPage.get(page.id) ?? [],
    }));
  return {
    site: {
      name: website.name,
      description: website.description,
      seoTitle: website.seoTitle,
      seoDescription: website.seoDescription,
      faviconUrl: website.faviconUrl,
      lang: website.locale,
      theme: themeOf(website.theme),
    },
    pages: snapshotPages,
    shared: {
      header: sharedPart('header'),
      footer: sharedPart('footer'),
      ...(postLayout ? { post: byPage.get(postLayout.id) ?? [] } : {}),
    },
  };
}
