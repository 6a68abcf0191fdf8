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

export function slugProblem(slug: string): string | null {
  if (slug.length === 0) return 'Slug is required';
  if (slug.length > 80) return 'Slug must be at most 80 characters';
  if (!SLUG_PATTERN.test(slug)) {
    return 'Slug may only contain lowercase letters, numbers and single hyphens between them';
  }
  return null;
}
