import { contactOf, themeOf, type Website } from '@tessera/core';
import type { websites } from '../../db/schema.ts';
import { proofRecord } from '../domains/proof.ts';

export type WebsiteRow = typeof websites.$inferSelect;

/** The columns a website is shown with: not its owner, store, blog, counters or template. */
export type ShownWebsiteRow = Pick<
  WebsiteRow,
  | 'id'
  | 'name'
  | 'subdomain'
  | 'domain'
  | 'domainToken'
  | 'domainStatus'
  | 'domainCheckedAt'
  | 'domainVerifiedAt'
  | 'domainError'
  | 'description'
  | 'status'
  | 'seoTitle'
  | 'seoDescription'
  | 'faviconUrl'
  | 'theme'
  | 'timezone'
  | 'locale'
  | 'contact'
  | 'publishedAt'
  | 'liveReleaseId'
  | 'createdAt'
  | 'updatedAt'
>;

/** A website as the API shows it: never the owner's id. */
export function presentWebsite(row: ShownWebsiteRow, pageCount: number): Website {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    domain: row.domain,
    ...presentDomainProof(row),
    description: row.description,
    status: row.status,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    faviconUrl: row.faviconUrl,
    theme: themeOf(row.theme),
    timezone: row.timezone,
    locale: row.locale,
    contact: contactOf(row.contact),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    liveReleaseId: row.liveReleaseId,
    pageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Where the custom domain's proof stands, and the record that proves it. */
function presentDomainProof(
  row: ShownWebsiteRow,
): Pick<
  Website,
  'domainStatus' | 'domainCheckedAt' | 'domainVerifiedAt' | 'domainError' | 'domainVerification'
> {
  if (row.domain === null) {
    return {
      domainStatus: null,
      domainCheckedAt: null,
      domainVerifiedAt: null,
      domainError: null,
      domainVerification: null,
    };
  }
  return {
    domainStatus: row.domainStatus ?? 'PENDING',
    domainCheckedAt: row.domainCheckedAt?.toISOString() ?? null,
    domainVerifiedAt: row.domainVerifiedAt?.toISOString() ?? null,
    domainError: row.domainError,
    domainVerification: row.domainToken ? proofRecord(row.domain, row.domainToken) : null,
  };
}
