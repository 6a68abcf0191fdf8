import type { FastifyInstance } from 'fastify';

const body = JSON.stringify({
  error: { code: 'SERVICE_UNAVAILABLE', message: 'The server is shutting down; try again shortly' },
});

/**
 * Once the app is closing, a request that still arrives (pipelined behind one in flight, or on
 * a busy keep-alive connection) gets a 503 in the API envelope and the connection is closed.
 * This replaces the framework's own 503 (`return503OnClosing`), whose body is not the envelope.
 * Registered first, so it runs before any other hook, published sites' included.
 */
export function registerClosingGuard(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    app.log.info('closing: new requests are refused with 503');
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .type('application/json; charset=utf-8')
      .send(body);
  });
}
