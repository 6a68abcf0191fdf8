/**
 * The subdomain as the owner types it: lower-cased, any character other than a-z, 0-9 or a
 * hyphen becomes a hyphen and repeated hyphens collapse. Hyphens at the ends are left for the
 * validation message, so typing 'my-' on the way to 'my-site' is not fought.
 */
export function typedSubdomain(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/-{2,}/g, '-');
}
