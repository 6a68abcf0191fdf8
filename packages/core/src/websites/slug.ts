/**
 * A page's slug from its name: lower-cased with whitespace runs turned into hyphens (the product's
 * rule), then anything a URL path would need to escape is dropped so the address stays readable.
 */
export function slugFromName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Addresses a published site keeps for its store and bookings: no page of the owner's takes them. */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  'cart',
  'checkout',
  'products',
  'order',
  'book',
]);

/** A slug made from a page's name, moved aside when the site keeps that address. */
export function pageSlugFromName(name: string, fallback: string): string {
  const slug = slugFromName(name) || fallback;
  return RESERVED_PAGE_SLUGS.has(slug) ? `${slug}-page` : slug;
}

export function slugProblem(slug: string): string | null {
  if (slug.length === 0) return 'Slug is required';
  if (RESERVED_PAGE_SLUGS.has(slug)) return `The address /${slug} is kept for the site's store`;
  if (slug.length > 80) return 'Slug must be at most 80 characters';
  if (!SLUG_PATTERN.test(slug)) {
    return 'Slug may only contain lowercase letters, numbers and single hyphens between them';
  }
  return null;
}
