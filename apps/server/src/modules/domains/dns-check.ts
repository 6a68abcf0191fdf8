import { promises as dns } from 'node:dns';
import { TXT_VALUE_PREFIX, txtRecordName } from './proof.ts';

/** What one look at the DNS found. */
export type DnsCheckOutcome =
  | { result: 'proven'; via: 'TXT' | 'CNAME' }
  /** The DNS answered, and the proof is not there. */
  | { result: 'absent'; reason: string }
  /** No answer could be had; says nothing about the proof. */
  | { result: 'unknown'; reason: string };

export interface DnsCheckInput {
  domain: string;
  token: string;
  /** `{subdomain}.{hosting domain}`: a CNAME of the domain itself to it proves the domain too. */
  cnameTarget: string;
  /** Resolvers as `ip[:port]`; empty for the system's. */
  servers: readonly string[];
}

/** Answers that mean "no such record", as opposed to "could not ask". */
const NOT_FOUND = new Set<string>([dns.NOTFOUND, dns.NODATA]);

const LOOKUP_PROBLEMS: Record<string, string> = {
  [dns.TIMEOUT]: 'no DNS server answered in time',
  [dns.CONNREFUSED]: 'the DNS server refused the connection',
  [dns.SERVFAIL]: 'the DNS server reported a failure (SERVFAIL)',
  [dns.REFUSED]: 'the DNS server refused the query',
  [dns.BADRESP]: 'the DNS server sent an answer that could not be read',
};

const fqdn = (name: string) => name.toLowerCase().replace(/\.$/, '');

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'UNKNOWN';
}

function lookupFailure(error: unknown): DnsCheckOutcome {
  const code = codeOf(error);
  return {
    result: 'unknown',
    reason: `The DNS lookup failed: ${LOOKUP_PROBLEMS[code] ?? (error as Error).message ?? code}`,
  };
}

/**
 * Looks for the proof of a custom domain: the TXT record `_tessera.{domain}` holding
 * `tessera-verification={token}` (which works whatever the domain points at), or a CNAME of the
 * domain itself to the site's address. Never throws.
 */
export async function checkDomainDns(
  input: DnsCheckInput,
  signal?: AbortSignal,
): Promise<DnsCheckOutcome> {
  // A resolver per check: nothing cached between checks, and cancelling one cancels only it.
  const resolver = new dns.Resolver({ timeout: 2500, tries: 2 });
  if (input.servers.length > 0) resolver.setServers([...input.servers]);
  const cancel = () => resolver.cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    return await lookForProof(resolver, input);
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

async function lookForProof(
  resolver: dns.Resolver,
  input: DnsCheckInput,
): Promise<DnsCheckOutcome> {
  const name = txtRecordName(input.domain);
  const expected = `${TXT_VALUE_PREFIX}${input.token}`;
  const [txt, cname] = await Promise.allSettled([
    resolver.resolveTxt(name),
    resolver.resolveCname(input.domain),
  ]);

  const values = txt.status === 'fulfilled' ? txt.value.map((chunks) => chunks.join('')) : [];
  if (values.some((value) => value.trim() === expected)) return { result: 'proven', via: 'TXT' };
  const aliases = cname.status === 'fulfilled' ? cname.value.map(fqdn) : [];
  if (aliases.includes(fqdn(input.cnameTarget))) return { result: 'proven', via: 'CNAME' };

  if (txt.status === 'fulfilled') {
    return {
      result: 'absent',
      reason: `The TXT record at ${name} does not match: it should be ${expected}`,
    };
  }
  if (!NOT_FOUND.has(codeOf(txt.reason))) return lookupFailure(txt.reason);
  // Without an answer about the alias, the domain might still be proven by it.
  if (cname.status === 'rejected' && !NOT_FOUND.has(codeOf(cname.reason))) {
    return lookupFailure(cname.reason);
  }
  if (aliases.length > 0) {
    return {
      result: 'absent',
      reason: `No TXT record found at ${name}, and ${input.domain} is an alias of ${aliases[0]} instead of ${input.cnameTarget}`,
    };
  }
  return { result: 'absent', reason: `No TXT record found at ${name}` };
}
