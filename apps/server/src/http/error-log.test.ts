import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshAddress, inject } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let log = '';

beforeAll(async () => {
  t = await createTestApp({}, { logger: { output: { write: (chunk) => (log += chunk) } } });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  log = '';
});

const PASSWORD = 'Hunter2-very-secret';

/** A registration that reaches the database and fails there. */
async function failingRegistration(email: string) {
  const res = await inject(t.app, {
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: freshAddress(),
    payload: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  return res;
}

/** The log's JSON lines. */
const records = () =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

function expectNoSecrets(email: string) {
  expect(log).not.toContain('$argon2id$');
  expect(log).not.toContain(email);
  expect(log.toLowerCase()).not.toContain(email.split('@')[0]!);
  expect(log).not.toContain(PASSWORD);
}

/** The error line of the failed request: reference id, SQL text and the database's code. */
function errorRecord(requestId: string) {
  const errors = records().filter((r) => r.level === 50);
  expect(errors).toHaveLength(1);
  const record = errors[0]!;
  expect(record.reqId).toBe(requestId);
  return record as { err: Record<string, unknown> & { cause: Record<string, unknown> } };
}

describe('a query that fails in the database', () => {
  it('is logged without its values: no password hash, no e-mail, not the row it refused', async () => {
    // Every new account breaks this constraint; the database's detail then holds the whole row.
    await t.database.db.execute(
      sql.raw('ALTER TABLE users ADD CONSTRAINT no_new_users CHECK (false) NOT VALID'),
    );
    const email = 'grace.checked@example.com';
    try {
      const res = await failingRegistration(email);
      expect(res.statusCode).toBe(500);
      const body = res.json() as { error: { code: string; message: string; requestId: string } };
      expect(body.error.code).toBe('INTERNAL_ERROR');
      expect(body.error.message).toContain(body.error.requestId);
      expectNoSecrets(email);

      const { err } = errorRecord(body.error.requestId);
      expect(err.query).toMatch(/^insert into "users"/);
      expect(err.query).toContain('$1');
      expect(err.message).toContain('Failed query: insert into "users"');
      expect(err.cause.code).toBe('23514');
      expect(err.cause.constraint).toBe('no_new_users');
      expect(err.cause.detail).toBe('Failing row contains ([redacted]).');
    } finally {
      await t.database.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT no_new_users'));
    }
  });

  it('keeps values out when the database echoes them in its own message', async () => {
    // A trigger that names the refused values in its message and detail.
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_user() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RAISE EXCEPTION 'refused %', NEW.email USING DETAIL = 'hash ' || NEW.password_hash;
        END $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'CREATE TRIGGER refuse_user BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_user()',
      ),
    );
    const email = 'grace.triggered@example.com';
    try {
      const res = await failingRegistration(email);
      expect(res.statusCode).toBe(500);
      expectNoSecrets(email);
      const { err } = errorRecord((res.json() as { error: { requestId: string } }).error.requestId);
      expect(err.cause.code).toBe('P0001');
      expect(err.cause.message).toBe('refused [redacted]');
      expect(err.cause.detail).toBe('hash [redacted]');
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER refuse_user ON users'));
      await t.database.db.execute(sql.raw('DROP FUNCTION refuse_user()'));
    }
  });

  it('still lets the next registration through once the database accepts it', async () => {
    const res = await failingRegistration('grace.accepted@example.com');
    expect(res.statusCode).toBe(201);
  });
});
