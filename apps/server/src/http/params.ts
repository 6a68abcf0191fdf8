import type { FastifyRequest } from 'fastify';
import { notFound } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * A UUID from the path (`:id` unless named otherwise). Anything else cannot name a row, so it is
 * answered like a missing one (404) instead of reaching the database, which would reject it.
 */
export function pathId(request: FastifyRequest, notFoundMessage: string, name = 'id'): string {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  if (!isUuid(value)) throw notFound(notFoundMessage);
  return value.toLowerCase();
}
