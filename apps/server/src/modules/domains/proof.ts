import { randomBytes } from 'node:crypto';
import type { DomainRecord } from '@tessera/core';

/** Where the TXT proof of a domain lives, and what it says. */
export const TXT_PREFIX = '_tessera';
export const TXT_VALUE_PREFIX = 'tessera-verification=';

/** A fresh verification token: 128 random bits. */
export function newDomainToken(): string {
  return randomBytes(16).toString('hex');
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
    domainToken: domain ? newDomainToken() : null,
    domainSetAt: domain ? now : null,
    domainStatus: domain ? ('PENDING' as const) : null,
    domainCheckedAt: null,
    domainVerifiedAt: null,
    domainError: null,
  };
}
