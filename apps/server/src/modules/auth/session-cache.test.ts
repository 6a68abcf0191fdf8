import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { User } from '@tessera/core';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  getProfile,
  inject,
  loginToken,
  registerAccount,
  requestResetToken,
  uniqueEmail,
  type Account,
} from '../../test/auth-helpers.ts';
import { setPlanByEmail } from './plan.ts';
import { SessionCache, sessionCacheFor } from './session-cache.ts';
import type { SessionContext } from './service.ts';
import { hashToken } from './tokens.ts';

// Signed-in requests read their session from memory; every change that ends a session or
// changes its account must be seen by the very next request, in this process at once and in
// another process on the same database within a second (B is a second app on the same
// database: on PostgreSQL with its own memory and its own listening connection).

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp();
  b = await a.twin();
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

function send(
  app: FastifyInstance,
  token: string,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return inject(app, { method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function profileOn(app: FastifyInstance, token: string): Promise<User> {
  const res = await getProfile(app, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: User }).data;
}

/** Uses the token on `t` until `t`'s memory holds its session (it is not trusted before its listener hears). */
async function rememberedBy(t: TestApp, token: string): Promise<void> {
  const started = performance.now();
  while (!sessionCacheFor(t.database).get(hashToken(token))) {
    if (performance.now() - started > 5000) throw new Error('the session was never remembered');
    await profileOn(t.app, token);
  }
}

/** Whether `app` answers `token` with 401 before `ms` have passed, asking as fast as it can. */
async function refusedWithin(app: FastifyInstance, token: string, ms: number): Promise<boolean> {
  const started = performance.now();
  for (;;) {
    const res = await getProfile(app, token);
    if (res.statusCode === 401) return true;
    expect(res.statusCode).toBe(200);
    if (performance.now() - started > ms) return false;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** What `app` shows as the account's profile once `shows` holds, or the last one after `ms`. */
async function profileWithin(
  app: FastifyInstance,
  token: string,
  shows: (user: User) => boolean,
  ms: number,
): Promise<User> {
  const started = performance.now();
  for (;;) {
    const user = await profileOn(app, token);
    if (shows(user) || performance.now() - started > ms) return user;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('in the process that makes the change, the old token is refused by the next request', () => {
  it('after signing out', async () => {
    const account = await registerAccount(a.app);
    await rememberedBy(a, account.token);
    expect((await send(a.app, account.token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await getProfile(a.app, account.token)).statusCode).toBe(401);
  });

  it("after a password change (the account's other sessions; the changing one stays)", async () => {
    const account = await registerAccount(a.app);
    const other = await loginToken(a.app, account.email, account.password);
    await rememberedBy(a, account.token);
    await rememberedBy(a, other);
    const res = await send(a.app, account.token, 'POST', '/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getProfile(a.app, other)).statusCode).toBe(401);
    expect((await getProfile(a.app, account.token)).statusCode).toBe(200);
  });

  it('after a password reset (every session)', async () => {
    const account = await registerAccount(a.app);
    await rememberedBy(a, account.token);
    const { token: reset } = await requestResetToken(a.app, a.dataDir, account.email);
    const res = await inject(a.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: reset,
        password: 'reset passphrase 1',
        confirmPassword: 'reset passphrase 1',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getProfile(a.app, account.token)).statusCode).toBe(401);
  });

  it('after the account is deleted', async () => {
    const account = await registerAccount(a.app);
    await rememberedBy(a, account.token);
    expect((await send(a.app, account.token, 'DELETE', '/api/auth/account')).statusCode).toBe(200);
    expect((await getProfile(a.app, account.token)).statusCode).toBe(401);
  });

  it('after a session is refreshed (the old token; the new one works)', async () => {
    const account = await registerAccount(a.app);
    await rememberedBy(a, account.token);
    const res = await send(a.app, account.token, 'POST', '/api/auth/refresh');
    expect(res.statusCode, res.body).toBe(200);
    expect((await getProfile(a.app, account.token)).statusCode).toBe(401);
    expect((await getProfile(a.app, res.json().data.token as string)).statusCode).toBe(200);
  });

  it('shows a new e-mail and names at once, not the remembered ones', async () => {
    const account = await registerAccount(a.app);
    await rememberedBy(a, account.token);
    const email = uniqueEmail('moved');
    const res = await send(a.app, account.token, 'PUT', '/api/auth/profile', {
      email,
      firstName: 'Grace',
      currentPassword: account.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileOn(a.app, account.token)).toMatchObject({ email, firstName: 'Grace' });
  });
});

describe('a change written to the database by another writer', () => {
  it('is seen at once on the embedded database and within a second on PostgreSQL: a plan change', async () => {
    const account = await registerAccount(a.app);
    await rememberedBy(a, account.token);
    expect((await profileOn(a.app, account.token)).plan).toBe('free');
    expect(await setPlanByEmail(a.database.db, account.email, 'pro')).not.toBeNull();
    if (a.database.kind === 'pglite') {
      expect((await profileOn(a.app, account.token)).plan).toBe('pro');
      return;
    }
    const seen = await profileWithin(a.app, account.token, (user) => user.plan === 'pro', 1000);
    expect(seen.plan).toBe('pro');
  });

  it('is seen when a session expires by hand', async () => {
    const account = await registerAccount(a.app);
    await rememberedBy(a, account.token);
    await a.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${account.user.id}`,
    );
    if (a.database.kind === 'pglite') {
      expect((await getProfile(a.app, account.token)).statusCode).toBe(401);
      return;
    }
    expect(await refusedWithin(a.app, account.token, 1000)).toBe(true);
  });
});

describe('another process on the same database', () => {
  async function usedOnB(): Promise<Account> {
    const account = await registerAccount(a.app);
    await rememberedBy(b, account.token);
    return account;
  }

  it('refuses a token signed out through A within a second', async () => {
    const account = await usedOnB();
    expect((await send(a.app, account.token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(await refusedWithin(b.app, account.token, 1000)).toBe(true);
  });

  it("refuses the account's other sessions after a password change through A", async () => {
    const account = await usedOnB();
    const changer = await loginToken(a.app, account.email, account.password);
    const res = await send(a.app, changer, 'POST', '/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'another new passphrase',
      confirmPassword: 'another new passphrase',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await refusedWithin(b.app, account.token, 1000)).toBe(true);
    expect((await getProfile(b.app, changer)).statusCode).toBe(200);
  });

  it('refuses the token of an account deleted through A, and shows an e-mail changed through A', async () => {
    const account = await usedOnB();
    const email = uniqueEmail('moved');
    const changed = await send(a.app, account.token, 'PUT', '/api/auth/profile', {
      email,
      currentPassword: account.password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await profileWithin(b.app, account.token, (user) => user.email === email, 1000)).email,
    ).toBe(email);

    expect((await send(a.app, account.token, 'DELETE', '/api/auth/account')).statusCode).toBe(200);
    expect(await refusedWithin(b.app, account.token, 1000)).toBe(true);
  });

  it('asks the database while its listening connection is lost, and remembers again once it is back', async () => {
    const account = await usedOnB();
    const listener = b.app.siteInvalidation;
    if (!listener) {
      // One process owns the embedded database: A and B share one memory, forgotten as it changes.
      expect(sessionCacheFor(a.database)).toBe(sessionCacheFor(b.database));
      return;
    }
    const pid = listener.pid!;
    const connections = listener.counts.connections;
    await a.database.db.execute(sql`select pg_terminate_backend(${pid})`);
    // Straight after, while B may not even know yet that its connection is gone: B hears nothing
    // of this sign-out, and must stop trusting its memory within its second of trust.
    expect((await send(a.app, account.token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(await refusedWithin(b.app, account.token, 2000)).toBe(true);

    const later = await registerAccount(a.app);
    const started = performance.now();
    while (listener.counts.connections === connections) {
      if (performance.now() - started > 5000) throw new Error('the listener did not come back');
      await profileOn(b.app, later.token);
    }
    expect(listener.pid).not.toBe(pid);
    await rememberedBy(b, later.token);
    expect((await send(a.app, later.token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(await refusedWithin(b.app, later.token, 1000)).toBe(true);
  });
});

describe('the session cache', () => {
  const session = (userId: string): SessionContext => ({
    userId,
    sessionId: `${userId}-session`,
    user: { id: userId } as User,
  });
  const inAnHour = () => new Date(Date.now() + 3_600_000);

  it('does not keep a session read before a change was forgotten', () => {
    const cache = new SessionCache(true);
    const stamp = cache.stamp;
    cache.forgetAccount('someone else');
    cache.set('hash', session('ada'), inAnHour(), stamp);
    expect(cache.get('hash')).toBeUndefined();
    cache.set('hash', session('ada'), inAnHour(), cache.stamp);
    expect(cache.get('hash')?.userId).toBe('ada');
  });

  it("forgets every session of the account at once, and no other account's", () => {
    const cache = new SessionCache(true);
    cache.set('one', session('ada'), inAnHour(), cache.stamp);
    cache.set('two', session('ada'), inAnHour(), cache.stamp);
    cache.set('three', session('grace'), inAnHour(), cache.stamp);
    cache.forgetAccount('ada');
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('two')).toBeUndefined();
    expect(cache.get('three')?.userId).toBe('grace');
  });

  it('never serves a session past its end', () => {
    const cache = new SessionCache(true);
    cache.set('hash', session('ada'), new Date(Date.now() - 1), cache.stamp);
    expect(cache.get('hash')).toBeUndefined();
  });

  it('serves nothing while not trusted, and starts from nothing when trusted again', () => {
    const cache = new SessionCache(false);
    cache.set('hash', session('ada'), inAnHour(), cache.stamp);
    expect(cache.get('hash')).toBeUndefined();
    cache.trustUntil(Date.now() + 60_000);
    cache.set('hash', session('ada'), inAnHour(), cache.stamp);
    expect(cache.get('hash')?.userId).toBe('ada');
    cache.trustUntil(0);
    expect(cache.get('hash')).toBeUndefined();
    cache.trustUntil(Date.now() + 60_000);
    expect(cache.get('hash')).toBeUndefined();
  });

  it('holds a bounded number of sessions, forgetting the oldest first', () => {
    const cache = new SessionCache(true);
    for (let i = 0; i <= 10_000; i++)
      cache.set(`hash-${i}`, session(`user-${i}`), inAnHour(), cache.stamp);
    expect(cache.size).toBe(10_000);
    expect(cache.get('hash-0')).toBeUndefined();
    expect(cache.get('hash-10000')?.userId).toBe('user-10000');
  });
});
