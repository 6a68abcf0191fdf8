/**
 * The name of the unique constraint an error violated (PostgreSQL code 23505), or null when the
 * error is something else. Drizzle wraps driver errors, so the cause is looked at too.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const pgError = candidate as { code?: unknown; constraint?: unknown } | null | undefined;
    if (pgError && typeof pgError === 'object' && pgError.code === '23505') {
      return typeof pgError.constraint === 'string' ? pgError.constraint : '';
    }
  }
  return null;
}
