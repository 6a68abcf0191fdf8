import type { MarketingPageMeta } from '../page-meta';

export interface PageAssets {
  /** The app's stylesheets, as the built index.html links them. */
  stylesheets: string[];
  /** Classic scripts for the head, run before the first paint (theme, session). */
  bootScripts: string[];
  /** Module scripts, run once the page is parsed. */
  modules: string[];
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** A whole prerendered page: the head the app's index.html has, its own title and description. */
export function pageDocument(meta: MarketingPageMeta, body: string, assets: PageAssets): string {
  const head = [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    '<meta name="theme-color" content="#4f46e5" />',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    ...assets.bootScripts.map((src) => `<script src="${escapeHtml(src)}"></script>`),
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
    ...assets.modules.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
  ];
  return `<!doctype html>
<html lang="en">
  <head>
    ${head.join('\n    ')}
  </head>
  <body>
    ${body}
  </body>
</html>
`;
}
