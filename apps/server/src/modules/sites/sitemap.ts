import type { ReleaseSnapshot } from '@tessera/core';
import { escapeHtml } from '../../http/escape.ts';
import { pagePath } from './render.tsx';

/**
 * Every page of the release at its absolute address, last changed when the release was made, and
 * any further addresses (the blog's posts) with their own dates.
 */
export function sitemapXml(
  snapshot: ReleaseSnapshot,
  origin: string,
  releasedAt: Date,
  more: readonly { path: string; lastmod: Date }[] = [],
): string {
  const url = (path: string, lastmod: Date) =>
    `<url><loc>${escapeHtml(origin + path)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`;
  const urls = [
    ...snapshot.pages.map((page) => url(pagePath(page), releasedAt)),
    ...more.map((entry) => url(entry.path, entry.lastmod)),
  ].join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  );
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`;
}
