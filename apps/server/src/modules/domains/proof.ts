import { randomBytes } from 'node:crypto';
import type { DomainRecord } from '@tessera/core';

/** Where the TXT proof of a domain lives, and what it says. */
export const TXT_PREFIX = '_tessera';
export const TXT_VALUE_PREFIX = 'tessera-verification=';

/**
 * A fresh verification token. It starts with the second it was issued (base 36) so the scheduler
 * knows how long a domain has waited for its proof without another column.
 */
export function newDomainToken(now = new Date()): string {
  const issued = Math.floor(now.getTime() / 1000).toString(36);
  return `${issued}-${randomBytes(16).toString('hex')}`;
}

/** When the token was issued, or null for a token without that prefix (written by a migration). */
export function tokenIssuedAt(token: string): Date | null {
  const match = /^([0-9a-z]+)-[0-9a-f]{32}$/.exec(token);
  if (!match) return null;
  return new Date(parseInt(match[1]!, 36) * 1000);
}

export function txtRecordName(domain: string): string {
  return `${TXT_PREFIX}.${domain}`;
}

/** The record the owner adds to prove the domain. */
export function proofRecord(domain: string, token: string): DomainRecord {
  return { type: 'TXT', name: txtRecordName(domain), value: `${TXT_VALUE_PREFIX}${token}` };
}

/**
 * The name a domain may instead be an alias (CNAME) of: the site's own address, without the
 * port the hosting domain may carry.
 */
export function cnameTarget(subdomain: string, hostingDomain: string): string {
  return `${subdomain}.${hostingDomain.toLowerCase().replace(/:\d+$/, '')}`;
}

/** The proof columns of a website whose custom domain was just set (or cleared, with null). */
export function freshDomainProof(domain: string | null, now = new Date()) {
  return {
    domainToken: domain ? newDomainToken(now) : null,
    domainStatus: domain ? ('PENDING' as const) : null,
    domainCheckedAt: null,
    domainVerifiedAt: null,
    domainError: null,
  };
}
