/** Names no owner may take: they belong to the product itself or invite confusion. */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'apps',
  'admin',
  'administrator',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'dashboard',
  'static',
  'assets',
  'cdn',
  'media',
  'files',
  'img',
  'images',
  'auth',
  'login',
  'register',
  'signup',
  'account',
  'accounts',
  'billing',
  'help',
  'support',
  'status',
  'docs',
  'blog',
  'dev',
  'staging',
  'test',
  'preview',
  'builder',
  'ftp',
  'ns1',
  'ns2',
  'root',
  'system',
  'tessera',
  'localhost',
  'internal',
  'security',
  'webmail',
  'host',
  'hostmaster',
  'postmaster',
]);

export const MAX_SUBDOMAIN_LENGTH = 63;

/**
 * What the create form fills in from a website's name: lower-cased, every character other than
 * a-z, 0-9 or a hyphen becomes a hyphen, repeated hyphens collapse, and hyphens at the ends go.
 */
export function subdomainFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SUBDOMAIN_LENGTH)
    .replace(/-+$/, '');
}

/** Why a subdomain is not acceptable, or null when it is. The server never rewrites it. */
export function subdomainProblem(subdomain: string): string | null {
  if (subdomain.length === 0) return 'Subdomain is required';
  if (subdomain.length > MAX_SUBDOMAIN_LENGTH) {
    return `Subdomain must be at most ${MAX_SUBDOMAIN_LENGTH} characters`;
  }
  if (!/^[a-z0-9-]+$/.test(subdomain)) {
    return 'Subdomain may only contain lowercase letters (a-z), numbers and hyphens';
  }
  if (subdomain.startsWith('-') || subdomain.endsWith('-')) {
    return 'Subdomain cannot start or end with a hyphen';
  }
  if (RESERVED_SUBDOMAINS.has(subdomain)) return `The subdomain "${subdomain}" is reserved`;
  return null;
}

/**
 * The subdomain a copy of a website tries at attempt n (1, 2, 3...): `{sub}-copy`, then
 * `{sub}-copy-2`, `{sub}-copy-3`... The original is shortened (never below one character, and
 * without a trailing hyphen) so the result stays within the length limit and valid.
 */
export function copySubdomain(subdomain: string, attempt: number): string {
  const suffix = attempt <= 1 ? '-copy' : `-copy-${attempt}`;
  const base = subdomain.slice(0, MAX_SUBDOMAIN_LENGTH - suffix.length).replace(/-+$/, '');
  return `${base}${suffix}`;
}

/** A host name for a custom domain: labels of a-z, 0-9 and hyphens, at least one dot. */
export function domainProblem(domain: string): string | null {
  if (domain.length > 253) return 'Domain must be at most 253 characters';
  const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => label.test(l)) || /^[0-9]+$/.test(labels.at(-1)!)) {
    return 'Enter a domain name such as www.example.com';
  }
  return null;
}
