import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from './escape.ts';
import { isPrerenderedFile, loadPrerenderedPages } from './prerendered-pages.ts';
import { registerStaticAssets } from './static-assets.ts';

/** Facts the web app needs from the server's configuration, carried in its HTML page. */
export interface SpaSettings {
  /** Where published sites live: `{subdomain}.{hostingDomain}`. */
  hostingDomain: string;
}

/**
 * Serves the built single-page app: hashed assets precompressed and cached for a year
 * (static-assets.ts), the build's other files revalidated;
 * the marketing pages the build prerendered at their own paths, as plain HTML; and any other
 * non-API GET answered with index.html (carrying the settings as meta tags) so client routes
 * survive a reload.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  settings: SpaSettings,
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const indexHtml = fs.existsSync(indexFile)
    ? fs
        .readFileSync(indexFile, 'utf8')
        .replace(
          '</head>',
          `<meta name="tessera-hosting-domain" content="${escapeHtml(settings.hostingDomain)}" /></head>`,
        )
    : null;
  const prerendered = loadPrerenderedPages(webDist);
  if (indexHtml) {
    await registerStaticAssets(app, path.join(webDist, 'assets'));
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // The assets' own instance sends files; this one only serves its routes.
      decorateReply: false,
      // index.html is only served with the settings added, and the prerendered pages only at
      // their own paths, below.
      allowedPath: (pathName) => pathName !== '/index.html' && !isPrerenderedFile(pathName),
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=0, must-revalidate');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app is not built; run `npm run build` to serve it');
  }

  // A prerendered page needs none of the settings: it runs no app code.
  const sendPage = (reply: FastifyReply, url: string) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(prerendered(url) ?? indexHtml);

  if (indexHtml) app.get('/', (request, reply) => sendPage(reply, request.url));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      !indexHtml ||
      !wantsPage ||
      url.startsWith('/assets/')
    ) {
      return reply.status(404).send({
        error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` },
      });
    }
    return sendPage(reply, url);
  });
}
