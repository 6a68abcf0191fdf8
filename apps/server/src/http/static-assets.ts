import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Headers that only mean something on a document (what it may load, frame or open); a script,
 * stylesheet or image keeps `X-Content-Type-Options`, `Cross-Origin-Resource-Policy` and HSTS.
 */
const DOCUMENT_ONLY_HEADERS = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * Serves the build's hashed assets (`/assets/*`, named by their content, so cached for a year
 * and never revalidated) as the build wrote them: the `.br` or `.gz` file beside each one when
 * the browser accepts it, else the file itself. Nothing is compressed per request, and none of
 * the document-only headers are sent.
 */
export async function registerStaticAssets(app: FastifyInstance, assetsDir: string): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: assetsDir,
      serve: false,
      preCompressed: true,
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    scope.get('/assets/*', { compress: false, helmet: DOCUMENT_ONLY_HEADERS }, (request, reply) =>
      reply.sendFile((request.params as { '*': string })['*']),
    );
  });
}
