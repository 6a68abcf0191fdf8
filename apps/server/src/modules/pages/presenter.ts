import type { Page, PageWithElements } from '@tessera/core';
import { presentElement } from '../elements/presenter.ts';
import type { elements, pages } from '../../db/schema.ts';

export type PageRow = typeof pages.$inferSelect;
export type ElementRow = typeof elements.$inferSelect;

export function presentPage(row: PageRow): Page {
  return {
    id: row.id,
    websiteId: row.websiteId,
    name: row.name,
    slug: row.slug,
    title: row.title,
    description: row.description,
    isHome: row.isHome,
    kind: row.kind,
    hideHeader: row.hideHeader,
    hideFooter: row.hideFooter,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPageWithElements(page: PageRow, rows: ElementRow[]): PageWithElements {
  return { ...presentPage(page), elements: rows.map(presentElement) };
}
