import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PLAN_IDS } from '@tessera/core';
import { dumpStream } from '../../backup/dump-stream.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { sameToken } from '../../process/operator-channel.ts';
import { setPlanByEmail } from './plan.ts';

const setPlanSchema = z.object({
  email: z.string().trim().min(1).max(254),
  plan: z.enum(PLAN_IDS),
});

const loopback = /^(127\.|::1$|::ffff:127\.)/;

/**
 * A command from `npm run cli` on this machine: a direct connection (no proxy in between) from
 * a loopback or this host's own address, carrying the token of the operator file. Anything else
 * is answered as if there were no such path.
 */
function fromOperator(request: FastifyRequest, token: string): boolean {
  const { remoteAddress, localAddress } = request.raw.socket;
  const local =
    remoteAddress !== undefined && (loopback.test(remoteAddress) || remoteAddress === localAddress);
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded;
  const auth = request.headers.authorization ?? '';
  return local && !proxied && auth.startsWith('Bearer ') && sameToken(auth.slice(7), token);
}

/**
 * `POST /api/internal/operator/set-plan` and `GET /api/internal/operator/backup-dump` (the
 * database dump of `npm run cli -- backup`): only on the embedded database (see cli.ts).
 */
export function operatorRoutes(db: Db, token: string) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.post('/set-plan', async (request) => {
      if (!fromOperator(request, token)) throw notFound();
      const { email, plan } = validate(setPlanSchema, request.body);
      const updated = await setPlanByEmail(db, email, plan);
      if (!updated) throw notFound(`No account with the e-mail ${email}`);
      return { data: { email: updated, plan } };
    });
    app.get('/backup-dump', async (request, reply) => {
      if (!fromOperator(request, token)) throw notFound();
      return reply.type('application/x-ndjson').send(dumpStream(db, 'pglite'));
    });
  };
}
