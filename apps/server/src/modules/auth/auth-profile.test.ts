import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type User } from '@tessera/core';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  errorOf,
  freshAddress,
  getProfile,
  inject,
  login,
  registerAccount,
  uniqueEmail,
  type Account,
} from '../../test/auth-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

function updateProfile(token: string, payload: unknown) {
  return inject(t.app, {
    method: 'PUT',
    url: '/api/auth/profile',
    headers: bearer(token),
    payload: payload as object,
  });
}

async function profileOf(account: Account): Promise<User> {
  const res = await getProfile(t.app, account.token);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: User }).data;
}

async function updated(account: Account, payload: unknown): Promise<User> {
  const res = await updateProfile(account.token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: User }).data;
}

describe('GET /api/auth/profile', () => {
  it('returns the signed-in user with the documented defaults', async () => {
    const account = await registerAccount(t.app, { firstName: 'Katherine', lastName: 'Johnson' });
    const res = await getProfile(t.app, account.token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: User };
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).toEqual({
      id: account.user.id,
      firstName: 'Katherine',
      lastName: 'Johnson',
      email: account.email,
      phone: null,
      timezone: 'UTC',
      preferences: { theme: 'system', notifications: true, emailUpdates: true },
      plan: 'free',
      createdAt: account.user.createdAt,
      updatedAt: account.user.updatedAt,
    });
    expect(res.body).not.toMatch(/password/i);
  });

  it("returns only the caller's own profile", async () => {
    const a = await registerAccount(t.app);
    const b = await registerAccount(t.app);
    expect((await profileOf(a)).id).toBe(a.user.id);
    expect((await profileOf(b)).id).toBe(b.user.id);
  });
});

describe('the account time zone at sign-up', () => {
  function registerWith(timezone: unknown) {
    const email = uniqueEmail('zone');
    return inject(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshAddress(),
      payload: { firstName: 'Zo', lastName: 'Ne', email, password: 'correct-horse-1', timezone },
    });
  }

  it("keeps the browser's IANA zone sent by the sign-up form", async () => {
    const res = await registerWith('Europe/London');
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { data: { user: User } }).data.user.timezone).toBe('Europe/London');
  });

  it('refuses a zone that is not IANA with 400', async () => {
    const res = await registerWith('Mars/Base');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      timezone: 'Time zone must be an IANA zone such as Europe/Berlin',
    });
  });
});

describe('PUT /api/auth/profile', () => {
  it('changes only the fields it carries', async () => {
    const account = await registerAccount(t.app, { firstName: 'Mary', lastName: 'Jackson' });
    const user = await updated(account, { lastName: 'Winston-Jackson' });
    expect(user).toMatchObject({
      firstName: 'Mary',
      lastName: 'Winston-Jackson',
      email: account.email,
      phone: null,
      timezone: 'UTC',
      preferences: { theme: 'system', notifications: true, emailUpdates: true },
    });
    expect(await profileOf(account)).toEqual(user);
    expect(new Date(user.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(account.user.updatedAt).getTime(),
    );
    expect(user.createdAt).toBe(account.user.createdAt);
  });

  it('accepts a whole profile at once', async () => {
    const account = await registerAccount(t.app);
    const email = uniqueEmail('whole');
    const user = await updated(account, {
      firstName: 'Dorothy',
      lastName: 'Vaughan',
      email,
      phone: '+1 (757) 555-0100',
      timezone: 'Asia/Kolkata',
      preferences: { theme: 'dark', notifications: false, emailUpdates: false },
      currentPassword: account.password,
    });
    expect(user).toMatchObject({
      id: account.user.id,
      firstName: 'Dorothy',
      lastName: 'Vaughan',
      email,
      phone: '+1 (757) 555-0100',
      timezone: 'Asia/Kolkata',
      preferences: { theme: 'dark', notifications: false, emailUpdates: false },
    });
    expect(await profileOf(account)).toEqual(user);
  });

  it('ignores unknown and read-only fields', async () => {
    const account = await registerAccount(t.app);
    const res = await updateProfile(account.token, {
      firstName: 'Annie',
      id: '00000000-0000-0000-0000-000000000000',
      plan: 'business',
      passwordHash: '$argon2id$forged',
      password: 'hijacked-password',
      createdAt: '2000-01-01T00:00:00.000Z',
      favouriteColour: 'teal',
    });
    expect(res.statusCode).toBe(200);
    const user = (res.json() as { data: User }).data;
    expect(user).toMatchObject({
      id: account.user.id,
      firstName: 'Annie',
      plan: 'free',
      createdAt: account.user.createdAt,
    });
    expect(user).not.toHaveProperty('favouriteColour');
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);
    expect((await login(t.app, account.email, 'hijacked-password')).statusCode).toBe(401);
  });

  it('merges preferences with the stored ones', async () => {
    const account = await registerAccount(t.app);
    await updated(account, { preferences: { theme: 'dark' } });
    const user = await updated(account, { preferences: { emailUpdates: false } });
    expect(user.preferences).toEqual({ theme: 'dark', notifications: true, emailUpdates: false });
    const later = await updated(account, { firstName: 'Unrelated' });
    expect(later.preferences).toEqual({ theme: 'dark', notifications: true, emailUpdates: false });
    expect((await profileOf(account)).preferences).toEqual(later.preferences);
  });

  it.each(['Europe/London', 'America/Los_Angeles', 'UTC'])(
    'stores the IANA zone %s',
    async (timezone) => {
      const account = await registerAccount(t.app);
      expect((await updated(account, { timezone })).timezone).toBe(timezone);
      expect((await profileOf(account)).timezone).toBe(timezone);
    },
  );

  it('stores a zone written in another case as the platform spells it', async () => {
    const account = await registerAccount(t.app);
    expect((await updated(account, { timezone: 'europe/london' })).timezone).toBe('Europe/London');
  });

  it('shows a whole-hour offset saved before zones were IANA as its fixed-offset zone', async () => {
    const account = await registerAccount(t.app);
    await t.database.db
      .update(users)
      .set({
        timezone: 'UTC-8',
        preferences: { ...DEFAULT_PREFERENCES, smsUpdates: true } as never,
      })
      .where(eq(users.id, account.user.id));
    const user = await profileOf(account);
    expect(user.timezone).toBe('Etc/GMT+8');
    // A switch for a channel that does not exist is not shown, even where it was stored.
    expect(user.preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it.each(['Mars/Base', 'UTC+13', 'UTC-8', 'UTC+5:30', '', 42])(
    'rejects the timezone %j with 400 and changes nothing',
    async (timezone) => {
      const account = await registerAccount(t.app);
      const res = await updateProfile(account.token, { firstName: 'Changed', timezone });
      expect(res.statusCode).toBe(400);
      const error = errorOf(res);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields).toEqual({
        timezone: 'Time zone must be an IANA zone such as Europe/Berlin',
      });
      expect(await profileOf(account)).toMatchObject({ firstName: 'Ada', timezone: 'UTC' });
    },
  );

  it('rejects an unknown theme with 400', async () => {
    const account = await registerAccount(t.app);
    const res = await updateProfile(account.token, { preferences: { theme: 'neon' } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      'preferences.theme': 'Theme must be light, dark or system',
    });
    expect((await profileOf(account)).preferences.theme).toBe('system');
  });

  it('validates, trims and clears the phone number', async () => {
    const account = await registerAccount(t.app);
    const bad = await updateProfile(account.token, { phone: 'call me maybe' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('phone');

    expect((await updated(account, { phone: ' 555-0100 ' })).phone).toBe('555-0100');
    expect((await updated(account, { timezone: 'Europe/Madrid' })).phone).toBe('555-0100');
    expect((await updated(account, { phone: '' })).phone).toBeNull();
    expect((await updated(account, { phone: '555-0101' })).phone).toBe('555-0101');
    expect((await updated(account, { phone: null })).phone).toBeNull();
  });

  it('rejects blank names and malformed e-mails with 400', async () => {
    const account = await registerAccount(t.app);
    const res = await updateProfile(account.token, { firstName: '  ', email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
    });
  });

  it('changes the e-mail, lower-cased, and the new one signs in', async () => {
    const account = await registerAccount(t.app);
    const newEmail = uniqueEmail('moved');
    const user = await updated(account, {
      email: newEmail.toUpperCase(),
      currentPassword: account.password,
    });
    expect(user.email).toBe(newEmail);
    expect((await login(t.app, newEmail, account.password)).statusCode).toBe(200);
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(401);
  });

  it('lets users re-send their own e-mail in another case', async () => {
    const account = await registerAccount(t.app);
    expect((await updated(account, { email: account.email.toUpperCase() })).email).toBe(
      account.email,
    );
  });

  it("rejects another user's e-mail with 409, whatever its case", async () => {
    const owner = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    for (const email of [owner.email, owner.email.toUpperCase()]) {
      const res = await updateProfile(other.token, {
        email,
        firstName: 'Thief',
        currentPassword: other.password,
      });
      expect(res.statusCode).toBe(409);
      const error = errorOf(res);
      expect(error.code).toBe('CONFLICT');
      expect(error.fields).toHaveProperty('email');
    }
    expect(await profileOf(other)).toMatchObject({ email: other.email, firstName: 'Ada' });
    const rows = await t.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows.map((row) => row.id)).toEqual([owner.user.id]);
  });

  it('answers an empty update with the unchanged profile', async () => {
    const account = await registerAccount(t.app);
    const before = await profileOf(account);
    const user = await updated(account, {});
    expect({ ...user, updatedAt: before.updatedAt }).toEqual(before);
  });

  it('rejects malformed JSON with 400', async () => {
    const account = await registerAccount(t.app);
    const res = await inject(t.app, {
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { ...bearer(account.token), 'content-type': 'application/json' },
      payload: '{firstName: Ada}',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('BAD_REQUEST');
  });
});
