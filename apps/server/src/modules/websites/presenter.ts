import type { Website } from '@tessera/core';
import type { websites } from '../../db/schema.ts';

export type WebsiteRow = typeof websites.$inferSelect;

/** A website as the API shows it: never the owner's id. */
export function presentWebsite(row: WebsiteRow, pageCount: number): Website {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    domain: row.domain,
    description: row.description,
    status: row.status,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    faviconUrl: row.faviconUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    liveReleaseId: row.liveReleaseId,
    pageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
