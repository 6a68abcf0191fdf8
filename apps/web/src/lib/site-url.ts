import type { Website } from '@tessera/core';

/** Where the app is served from; published sites live on its subdomains. */
type HostLocation = Pick<Location, 'protocol' | 'host'>;

/**
 * The domain websites are hosted under, e.g. 'localhost:3000' or 'sites.example.com': the server
 * puts its HOSTING_DOMAIN in the page; without it (the dev server) the dashboard's own host.
 */
export function hostingDomain(location: HostLocation = window.location): string {
  const configured =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>('meta[name="tessera-hosting-domain"]')?.content;
  return configured || location.host;
}

/** The address a subdomain resolves to, e.g. 'http://bakery.localhost:3000'. */
export function subdomainUrl(subdomain: string, location: HostLocation = window.location): string {
  return `${location.protocol}//${subdomain}.${hostingDomain(location)}`;
}

type SiteAddress = Pick<Website, 'subdomain' | 'domain' | 'domainStatus'>;

/** The custom domain, once proven: until then the server does not answer it with the site. */
const servedDomain = (website: SiteAddress) =>
  website.domainStatus === 'VERIFIED' ? website.domain : null;

/** The host name shown for a website: its verified custom domain, else subdomain.hostingDomain. */
export function siteHost(website: SiteAddress, location: HostLocation = window.location): string {
  const domain = servedDomain(website);
  if (domain) return domain;
  return `${website.subdomain}.${hostingDomain(location)}`;
}

/** The live address of a website, or null when it has neither a domain nor a subdomain. */
export function siteUrl(
  website: SiteAddress,
  location: HostLocation = window.location,
): string | null {
  const domain = servedDomain(website);
  if (domain) return `http://${domain}`;
  if (!website.subdomain) return null;
  return subdomainUrl(website.subdomain, location);
}
