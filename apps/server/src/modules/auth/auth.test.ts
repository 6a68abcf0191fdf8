import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthPayload, User } from '@tessera/core';
import { passwordResetTokens, sessions, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  errorOf,
  freshAddress,
  getProfile,
  inject,
  login,
  loginToken,
  registerAccount,
  requestResetToken,
  uniqueEmail,
} from '../../test/auth-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Each registration comes from an address of its own: the per-address limit is tested elsewhere.
function register(payload: unknown) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as object,
    remoteAddress: freshAddress(),
  });
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: uniqueEmail('grace'),
    password: 'compiler-1952',
    confirmPassword: 'compiler-1952',
    ...overrides,
  };
}

describe('POST /api/auth/register', () => {
  it('creates the account and answers 201 with the user and a working token', async () => {
    const payload = registration({ firstName: '  Grace ', email: 'Grace.Hopper@Example.COM' });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { data: AuthPayload };
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data).sort()).toEqual(['token', 'user']);
    const { user, token } = body.data;
    expect(user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.com',
      phone: null,
      timezone: 'UTC',
      plan: 'free',
      preferences: { theme: 'system', notifications: true, emailUpdates: true },
    });
    expect(user.id).toMatch(UUID);
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(typeof token).toBe('string');
    expect(token.length).toBeGreaterThanOrEqual(32);

    const profile = await getProfile(t.app, token);
    expect(profile.statusCode).toBe(200);
    expect((profile.json() as { data: User }).data.id).toBe(user.id);
  });

  it('never returns the password or its hash', async () => {
    const payload = registration();
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const { user } = (res.json() as { data: AuthPayload }).data;
    expect(Object.keys(user).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastName',
        'phone',
        'plan',
        'preferences',
        'timezone',
        'updatedAt',
      ].sort(),
    );
    expect(res.body).not.toMatch(/password/i);
    expect(res.body).not.toContain('$argon2');
    expect(res.body).not.toContain(payload.password);
  });

  it('rejects an e-mail that is already registered, whatever its case, with 409', async () => {
    const email = uniqueEmail('dup');
    expect((await register(registration({ email }))).statusCode).toBe(201);
    const res = await register(registration({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    const error = errorOf(res);
    expect(error.code).toBe('CONFLICT');
    expect(error.fields).toHaveProperty('email');
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('lets only one of two simultaneous registrations of an e-mail through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([
      register(registration({ email })),
      register(registration({ email })),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('ignores fields a registrant may not set', async () => {
    const res = await register(
      registration({ plan: 'business', id: '00000000-0000-0000-0000-000000000000' }),
    );
    expect(res.statusCode).toBe(201);
    const { user } = (res.json() as { data: AuthPayload }).data;
    expect(user.plan).toBe('free');
    expect(user.id).not.toBe('00000000-0000-0000-0000-000000000000');
  });

  it('rejects a short password with 400 and fields.password', async () => {
    const res = await register(registration({ password: 'short', confirmPassword: 'short' }));
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual({ password: 'Password must be at least 8 characters' });
    expect(error.message).toBe('Password must be at least 8 characters');
  });

  it('rejects a malformed e-mail with 400 and creates nothing', async () => {
    const res = await register(registration({ email: 'grace-at-example.com' }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ email: 'Please enter a valid email address' });
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'grace-at-example.com'));
    expect(rows).toHaveLength(0);
  });

  it('rejects a confirmPassword that does not match with 400', async () => {
    const res = await register(registration({ confirmPassword: 'compiler-1953' }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('reports every missing field of an empty object', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('answers malformed JSON with 400 in the error envelope', async () => {
    const res = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", ',
    });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('The request body is not valid JSON');
  });

  it('answers a request without a body with 400', async () => {
    const res = await inject(t.app, { method: 'POST', url: '/api/auth/register' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toMatchObject({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toMatch(/^(BAD_REQUEST|VALIDATION_ERROR)$/);
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const res = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '"grace@example.com"',
    });
    expect(res.statusCode).toBe(400);
    errorOf(res);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, ignoring the e-mail case', async () => {
    const account = await registerAccount(t.app);
    const res = await login(t.app, account.email.toUpperCase(), account.password);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: AuthPayload };
    expect(data.user.id).toBe(account.user.id);
    expect(data.user.email).toBe(account.email);
    expect(res.body).not.toContain('$argon2');
    expect(data.token).not.toBe(account.token);
    expect((await getProfile(t.app, data.token)).statusCode).toBe(200);
    // The registration session is still live alongside the new one.
    expect((await getProfile(t.app, account.token)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail and a wrong password identically with 401', async () => {
    const account = await registerAccount(t.app);
    const unknown = await login(t.app, uniqueEmail('nobody'), account.password);
    const wrong = await login(t.app, account.email, `${account.password}!`);
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      const error = errorOf(res);
      expect(error.message).toBe('Invalid email or password');
      expect(error.code).toBe('UNAUTHORIZED');
      expect(error.fields).toBeUndefined();
    }
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rejects missing credentials with 400', async () => {
    const res = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ password: 'Password is required' });
  });
});

describe('bearer authentication', () => {
  it('answers 401 without a token', async () => {
    const res = await inject(t.app, { method: 'GET', url: '/api/auth/profile' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHORIZED');
  });

  it('answers 401 for a garbage token', async () => {
    const res = await getProfile(t.app, 'not-a-real-token');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHORIZED');
  });

  it('answers 401 for a token given in another scheme', async () => {
    const account = await registerAccount(t.app);
    const res = await inject(t.app, {
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Basic ${account.token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 once the session has expired', async () => {
    const account = await registerAccount(t.app);
    expect((await getProfile(t.app, account.token)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.user.id));
    // A change made behind the server's back is heard on PostgreSQL once announced (at once on
    // the embedded database): the remembered session is forgotten then.
    if (t.app.siteInvalidation) expect(await t.app.siteInvalidation.caughtUp()).toBe(true);
    const res = await getProfile(t.app, account.token);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHORIZED');
  });

  it.each([
    ['POST', '/api/auth/logout'],
    ['POST', '/api/auth/refresh'],
    ['GET', '/api/auth/profile'],
    ['PUT', '/api/auth/profile'],
    ['POST', '/api/auth/change-password'],
    ['DELETE', '/api/auth/account'],
  ] as const)('guards %s %s', async (method, url) => {
    const res = await inject(t.app, { method, url, headers: bearer('forged'), payload: {} });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHORIZED');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const account = await registerAccount(t.app);
    const other = await loginToken(t.app, account.email, account.password);
    const res = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(account.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: expect.any(String) } });

    expect((await getProfile(t.app, account.token)).statusCode).toBe(401);
    expect((await getProfile(t.app, other)).statusCode).toBe(200);
    const again = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(account.token),
    });
    expect(again.statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  it('swaps the token for a new one and revokes the old', async () => {
    const account = await registerAccount(t.app);
    const res = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(account.token),
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: AuthPayload };
    expect(data.user.id).toBe(account.user.id);
    expect(data.token).not.toBe(account.token);

    expect((await getProfile(t.app, account.token)).statusCode).toBe(401);
    expect((await getProfile(t.app, data.token)).statusCode).toBe(200);
    const reuse = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(account.token),
    });
    expect(reuse.statusCode).toBe(401);

    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, account.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });
});

describe('DELETE /api/auth/account', () => {
  it('removes the account with its sessions and reset links', async () => {
    const account = await registerAccount(t.app);
    const bystander = await registerAccount(t.app);
    const second = await loginToken(t.app, account.email, account.password);
    const { token: resetToken } = await requestResetToken(t.app, t.dataDir, account.email);

    const res = await inject(t.app, {
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(account.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: expect.any(String) } });

    expect((await getProfile(t.app, account.token)).statusCode).toBe(401);
    expect((await getProfile(t.app, second)).statusCode).toBe(401);
    const signIn = await login(t.app, account.email, account.password);
    expect(signIn.statusCode).toBe(401);
    expect(errorOf(signIn).message).toBe('Invalid email or password');
    const reset = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: 'a new password' },
    });
    expect(reset.statusCode).toBe(400);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, account.user.id))).toHaveLength(0);
    expect(
      await db.select().from(sessions).where(eq(sessions.userId, account.user.id)),
    ).toHaveLength(0);
    expect(
      await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, account.user.id)),
    ).toHaveLength(0);

    expect((await getProfile(t.app, bystander.token)).statusCode).toBe(200);
  });

  it('frees the e-mail for a new registration', async () => {
    const account = await registerAccount(t.app);
    await inject(t.app, {
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(account.token),
    });
    const again = await registerAccount(t.app, { email: account.email });
    expect(again.user.id).not.toBe(account.user.id);
  });
});

describe('secrets at rest', () => {
  it('stores an argon2id hash, never the password', async () => {
    const account = await registerAccount(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row!.passwordHash).not.toContain(account.password);
  });

  it('stores only a digest of session tokens', async () => {
    const account = await registerAccount(t.app);
    const second = await loginToken(t.app, account.email, account.password);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, account.user.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      for (const token of [account.token, second]) {
        expect(row.tokenHash).not.toBe(token);
        expect(row.tokenHash).not.toContain(token);
      }
    }
  });

  it('stores only a digest of reset tokens', async () => {
    const account = await registerAccount(t.app);
    const { token } = await requestResetToken(t.app, t.dataDir, account.email);
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });
});

describe('other routes', () => {
  it('GET /api/health answers 200', async () => {
    const res = await inject(t.app, { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: t.database.kind } });
  });

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/auth/nope'],
    ['POST', '/api/unknown/thing?x=1'],
    ['GET', '/api/auth/login'],
    ['GET', '/api'],
  ] as const)('%s %s answers a 404 JSON envelope', async (method, url) => {
    const res = await inject(t.app, { method, url });
    expect(res.statusCode).toBe(404);
    const error = errorOf(res);
    expect(error.code).toBe('NOT_FOUND');
  });
});
