import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else revalidated,
 * and any unknown non-API GET answered with index.html so client routes survive a reload.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: ['index.html'],
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app is not built; run `npm run build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      !hasSpa ||
      !wantsPage ||
      url.startsWith('/assets/')
    ) {
      return reply.status(404).send({
        error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` },
      });
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html');
  });
}
