import { domainProblem, subdomainProblem } from '@tessera/core';

/** How a request's Host names a published site. */
export type SiteAddress =
  | { kind: 'subdomain'; subdomain: string }
  | { kind: 'domain'; domain: string }
  /** A name under the hosting domain that no website can have (`a.b.`, a reserved name...). */
  | { kind: 'impossible' };

export interface HostRules {
  /** `HOSTING_DOMAIN`, with its port when it has one (`localhost:3000`). */
  hostingDomain: string;
  /** Hosts that always mean the dashboard, whatever websites claim (the hosting domain itself, the public URL's host). */
  dashboardHosts: readonly string[];
}

const withoutPort = (host: string) => host.replace(/:\d+$/, '');

/** Lower-cased, without a trailing dot; the port kept. */
export function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.(?=:\d+$|$)/, '');
}

export function hostRules(hostingDomain: string, publicUrl: string): HostRules {
  const hosting = normaliseHost(hostingDomain);
  let publicHost = hosting;
  try {
    publicHost = normaliseHost(new URL(publicUrl).host);
  } catch {
    // A malformed PUBLIC_URL names no extra dashboard host.
  }
  return { hostingDomain: hosting, dashboardHosts: [...new Set([hosting, publicHost])] };
}

/**
 * The site a Host names, or null for the dashboard. `{sub}.{HOSTING_DOMAIN}` is always a site
 * address (the port must match when HOSTING_DOMAIN has one; without one, any port is ignored);
 * anything else shaped like a domain name may be a custom domain, looked up without its port.
 * The dashboard's own hosts are never a site, so no owner can claim them as a custom domain.
 */
export function siteAddress(rawHost: string | undefined, rules: HostRules): SiteAddress | null {
  if (!rawHost) return null;
  const host = normaliseHost(rawHost);
  if (rules.dashboardHosts.includes(host)) return null;
  const hostingHasPort = /:\d+$/.test(rules.hostingDomain);
  const comparable = hostingHasPort ? host : withoutPort(host);
  if (rules.dashboardHosts.includes(comparable)) return null;
  const suffix = `.${rules.hostingDomain}`;
  if (comparable.endsWith(suffix)) {
    const subdomain = comparable.slice(0, -suffix.length);
    return subdomainProblem(subdomain) ? { kind: 'impossible' } : { kind: 'subdomain', subdomain };
  }
  const domain = withoutPort(host);
  return domainProblem(domain) ? null : { kind: 'domain', domain };
}
