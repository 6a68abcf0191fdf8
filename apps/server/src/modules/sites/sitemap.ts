import type { ReleaseSnapshot } from '@tessera/core';
import { escapeHtml } from '../../http/escape.ts';
import { pagePath } from './render.tsx';

/** Every page of the release at its absolute address, last changed when the release was made. */
export function sitemapXml(snapshot: ReleaseSnapshot, origin: string, releasedAt: Date): string {
  const lastmod = releasedAt.toISOString();
  const urls = snapshot.pages
    .map(
      (page) =>
        `<url><loc>${escapeHtml(origin + pagePath(page))}</loc><lastmod>${lastmod}</lastmod></url>`,
    )
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  );
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`;
}
