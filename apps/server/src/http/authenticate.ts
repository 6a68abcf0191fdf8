import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthService, SessionContext } from '../modules/auth/service.ts';
import { unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Adds `requireSession`: a preHandler that admits only requests with a live session. */
export function registerAuthentication(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('session', null);
  app.decorate('requireSession', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const session = await auth.authenticate(token);
    if (!session) throw unauthorized('Your session has expired. Please sign in again.');
    request.session = session;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    requireSession: (request: FastifyRequest) => Promise<void>;
  }
}

/** The session of a request that passed `requireSession`. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw unauthorized();
  return request.session;
}
