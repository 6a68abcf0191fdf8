import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamp for a write whose order the API promises (newest first, creation order).
 *
 * PGlite's clock ticks in milliseconds, so two quick writes can share `now()` and their order would
 * be left to chance. This is `now()`, or, when that does not pass `latest` (the newest value already
 * in the same scope), `latest` plus `step`. `latest` is a scalar subquery; NULL (nothing yet) means
 * plain `now()`.
 */
export function nowAfter(latest: SQL, step: 'microsecond' | 'millisecond'): SQL<Date> {
  return sql<Date>`greatest(now(), (${latest}) + interval ${sql.raw(`'1 ${step}'`)})`;
}
