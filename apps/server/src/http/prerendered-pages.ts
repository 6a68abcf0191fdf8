import fs from 'node:fs';
import path from 'node:path';

/** Where the web build writes its prerendered pages, and the map of path -> file it leaves there. */
const DIR = 'prerendered';
const ROUTES = 'routes.json';

/**
 * The marketing pages the web build prerendered (`dist/prerendered/routes.json`), read once:
 * a lookup from a request path (query and trailing slash ignored) to the page's HTML, or null.
 * Without that folder (an older build) every path is left to the single-page app.
 */
export function loadPrerenderedPages(webDist: string): (url: string) => string | null {
  const dir = path.join(webDist, DIR);
  const routesFile = path.join(dir, ROUTES);
  const pages = new Map<string, string>();
  if (fs.existsSync(routesFile)) {
    const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as Record<string, string>;
    for (const [route, file] of Object.entries(routes)) {
      pages.set(route, fs.readFileSync(path.join(dir, path.basename(file)), 'utf8'));
    }
  }
  return (url) => {
    const pathname = url.split('?')[0] ?? '/';
    const key = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const page = pages.get(key);
    return page === undefined ? null : withCurrentYear(page);
  };
}

/** The year a page marks as the current one (`<span data-current-year="">`), built in the past. */
const MARKED_YEAR = /(<span data-current-year="">)\d{4}(<\/span>)/g;

/** A page as it reads this year: the build's year in a footer's "©" is replaced when serving. */
export const withCurrentYear = (html: string, now = new Date()): string =>
  html.replace(MARKED_YEAR, `$1${now.getFullYear()}$2`);

/** Static file paths that must not be served as files: the pages are only served at their paths. */
export const isPrerenderedFile = (pathName: string) => pathName.startsWith(`/${DIR}/`);
