import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { TlsAllowance } from './tls-allowed.ts';

const tlsQuery = z.object({
  domain: z
    .string({ error: 'Name the domain to check' })
    .trim()
    .min(1, 'Name the domain to check')
    // A domain name is at most 253 characters; room is left for a trailing dot and a port.
    .max(300, 'A domain name is at most 253 characters'),
});

/**
 * `GET /api/internal/tls-allowed?domain={host}`: 200 when Tessera serves the name (a certificate
 * may be issued for it), 404 otherwise. Caddy's on-demand TLS `ask` (deploy/Caddyfile). Needs no
 * session: it tells no more than a visit to the name would.
 */
export function tlsRoutes(allowance: TlsAllowance) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/tls-allowed', async (request) => {
      const { domain } = validate(tlsQuery, request.query);
      if (!(await allowance.allows(domain))) throw notFound('No website is served at this domain');
      return { data: { domain: TlsAllowance.normalise(domain) } };
    });
  };
}
