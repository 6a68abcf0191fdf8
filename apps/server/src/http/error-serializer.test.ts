import { describe, expect, it } from 'vitest';
import { safeMessage, serializeError } from './error-serializer.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const EMAIL = 'ada@example.com';

/** What Drizzle throws: its own error around the driver's, both carrying the values. */
function failedQuery(driver: Record<string, unknown>, driverMessage: string) {
  const params = [EMAIL, HASH, 'Ada'];
  const query = 'insert into "users" ("email", "password_hash", "first_name") values ($1, $2, $3)';
  const cause = Object.assign(new Error(driverMessage), { ...driver, query, params });
  class DrizzleQueryError extends Error {
    constructor(
      readonly query: string,
      readonly params: unknown[],
      override readonly cause: Error,
    ) {
      super(`Failed query: ${query}\nparams: ${params.join(',')}`);
    }
  }
  return new DrizzleQueryError(query, params, cause);
}

describe('serializeError', () => {
  it('keeps the SQL, the code and the constraint, and no value of the query', () => {
    const error = failedQuery(
      {
        code: '23505',
        constraint: 'users_email_key',
        table: 'users',
        detail: `Key (lower(email))=(${EMAIL}) already exists.`,
        severity: 'ERROR',
        queryOptions: { rowMode: 'object' },
      },
      'duplicate key value violates unique constraint "users_email_key"',
    );
    const out = serializeError(error) as Record<string, unknown> & {
      cause: Record<string, unknown>;
    };
    const text = JSON.stringify(out);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('$argon2id$');
    expect(text).not.toContain('"Ada"');
    expect(out.type).toBe('DrizzleQueryError');
    expect(out.message).toBe(
      'Failed query: insert into "users" ("email", "password_hash", "first_name") values ($1, $2, $3)\nparams: [redacted]',
    );
    expect(out.query).toContain('values ($1, $2, $3)');
    expect(out.params).toBe('[redacted] (3)');
    expect(out.stack).toMatch(/^Error: Failed query: insert/);
    expect(out.stack).toContain('params: [redacted]');
    expect(out.cause).toMatchObject({
      code: '23505',
      constraint: 'users_email_key',
      table: 'users',
      severity: 'ERROR',
      message: 'duplicate key value violates unique constraint "users_email_key"',
      detail: 'Key (lower(email))=([redacted]) already exists.',
      params: '[redacted] (3)',
    });
    expect(out.cause).not.toHaveProperty('queryOptions');
  });

  it('redacts the row of a refused insert and the input a data error quotes', () => {
    const check = serializeError(
      failedQuery(
        { code: '23514', detail: `Failing row contains (1, ${EMAIL}, ${HASH}, (x), null).` },
        'new row for relation "users" violates check constraint "c"',
      ),
    ) as { cause: { detail: string } };
    expect(check.cause.detail).toBe('Failing row contains ([redacted]).');

    const bad = Object.assign(new Error('invalid input syntax for type uuid: "not-a-secret"'), {
      code: '22P02',
    });
    expect(safeMessage(bad)).toBe('invalid input syntax for type uuid: "[redacted]"');
  });

  it('replaces a value wherever the database echoes it (a trigger, a hint)', () => {
    const error = failedQuery(
      { code: 'P0001', hint: `try another than ${EMAIL}` },
      `refused ${EMAIL} with ${HASH}`,
    );
    const out = serializeError(error) as { cause: Record<string, unknown> };
    expect(out.cause.message).toBe('refused [redacted] with [redacted]');
    expect(out.cause.hint).toBe('try another than [redacted]');
    expect(String(out.cause.stack)).not.toContain(EMAIL);
  });

  it('leaves other errors as they are, and passes anything else through', () => {
    const plain = serializeError(Object.assign(new Error('boom'), { statusCode: 500 })) as Record<
      string,
      unknown
    >;
    expect(plain).toMatchObject({ type: 'Error', message: 'boom', statusCode: 500 });
    expect(String(plain.stack)).toMatch(/^Error: boom\n\s+at /);
    expect(serializeError('text')).toBe('text');
    const many = serializeError(new AggregateError([failedQuery({}, 'x')], 'several')) as {
      errors: Array<{ message: string }>;
    };
    expect(many.errors[0]!.message).toContain('params: [redacted]');
  });
});
