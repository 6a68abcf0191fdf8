import type { Product, Website } from '@tessera/core';
import { siteUrl } from '@/lib/site-url';

/** The product's page on the live site; null while the product or the website is unpublished. */
export function liveProductUrl(
  product: Pick<Product, 'slug' | 'isPublished'>,
  website: Pick<Website, 'status' | 'subdomain' | 'domain' | 'domainStatus'> | null | undefined,
): string | null {
  if (!product.isPublished || website?.status !== 'PUBLISHED') return null;
  const base = siteUrl(website);
  return base ? `${base}/products/${product.slug}` : null;
}
