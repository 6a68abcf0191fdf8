import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  decodeQuotedPrintable,
  errorOf,
  freshAddress,
  getProfile,
  inject,
  login,
  loginToken,
  outboxFiles,
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

const NEW_PASSWORD = 'a brand new secret';

function changePassword(token: string, payload: Record<string, unknown>) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/change-password',
    headers: bearer(token),
    payload,
  });
}

function forgotPassword(email: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: freshAddress(),
  });
}

function resetPassword(payload: Record<string, unknown>) {
  return inject(t.app, { method: 'POST', url: '/api/auth/reset-password', payload });
}

describe('decodeQuotedPrintable (test helper)', () => {
  it('joins soft line breaks and decodes escapes', () => {
    expect(decodeQuotedPrintable('token=3Dab=\r\ncd Zo=C3=AB=\nx')).toBe('token=abcd Zoëx');
  });
});

describe('POST /api/auth/change-password', () => {
  it('rejects a wrong current password with 400 on currentPassword and keeps the old one', async () => {
    const account = await registerAccount(t.app);
    const res = await changePassword(account.token, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual({ currentPassword: 'Current password is incorrect' });
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);
    expect((await login(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await getProfile(t.app, account.token)).statusCode).toBe(200);
  });

  it('rejects a confirmation that does not match with 400', async () => {
    const account = await registerAccount(t.app);
    const res = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}?`,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ confirmPassword: 'New passwords do not match' });
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('rejects a short new password with 400', async () => {
    const account = await registerAccount(t.app);
    const res = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      newPassword: 'New password must be at least 8 characters',
    });
  });

  it('changes the password, signs out other sessions and keeps the current one', async () => {
    const account = await registerAccount(t.app);
    const other = await loginToken(t.app, account.email, account.password);
    const bystander = await registerAccount(t.app);

    const res = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: expect.any(String) } });

    expect((await getProfile(t.app, account.token)).statusCode).toBe(200);
    expect((await getProfile(t.app, other)).statusCode).toBe(401);
    expect((await getProfile(t.app, bystander.token)).statusCode).toBe(200);

    const oldLogin = await login(t.app, account.email, account.password);
    expect(oldLogin.statusCode).toBe(401);
    expect(errorOf(oldLogin).message).toBe('Invalid email or password');
    expect((await login(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids every reset link issued before the change', async () => {
    const account = await registerAccount(t.app);
    const earlier = await requestResetToken(t.app, t.dataDir, account.email);
    const res = await changePassword(account.token, {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);

    const stale = await resetPassword({ token: earlier.token, password: 'sneaky new password' });
    expect(stale.statusCode).toBe(400);
    expect(errorOf(stale).fields).toHaveProperty('token');
    expect((await login(t.app, account.email, 'sneaky new password')).statusCode).toBe(401);
    expect((await login(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);

    // A link asked for after the change works as usual.
    const later = await requestResetToken(t.app, t.dataDir, account.email);
    expect(
      (await resetPassword({ token: later.token, password: 'third password' })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/auth/forgot-password', () => {
  it('answers an unknown e-mail like a known one and writes no mail', async () => {
    const account = await registerAccount(t.app);
    const before = await outboxFiles(t.dataDir);
    const unknown = await forgotPassword(uniqueEmail('ghost'));
    expect(unknown.statusCode).toBe(200);
    expect(await outboxFiles(t.dataDir)).toEqual(before);

    const known = await forgotPassword(account.email);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await outboxFiles(t.dataDir)).length).toBe(before.length + 1);
  });

  it('mails a reset link to a known address, matched case-insensitively', async () => {
    const account = await registerAccount(t.app, { firstName: 'Zoë' });
    const { token, eml } = await requestResetToken(t.app, t.dataDir, account.email.toUpperCase());
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const decoded = decodeQuotedPrintable(eml);
    expect(decoded).toContain(`http://localhost:3000/auth/reset-password?token=${token}`);
    expect(decoded).toContain('Hi Zoë,');
    expect(eml).toMatch(/^Subject: .*reset/im);
  });

  it('rejects a malformed e-mail with 400', async () => {
    const res = await forgotPassword('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, signs out every session, and cannot be reused', async () => {
    const account = await registerAccount(t.app);
    const other = await loginToken(t.app, account.email, account.password);
    const { token } = await requestResetToken(t.app, t.dataDir, account.email);

    const res = await resetPassword({
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: expect.any(String) } });

    expect((await getProfile(t.app, account.token)).statusCode).toBe(401);
    expect((await getProfile(t.app, other)).statusCode).toBe(401);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id)),
    ).toHaveLength(0);
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(401);
    expect((await login(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reuse = await resetPassword({
      token,
      password: 'yet another one',
      confirmPassword: 'yet another one',
    });
    expect(reuse.statusCode).toBe(400);
    expect(errorOf(reuse).fields).toHaveProperty('token');
    expect((await login(t.app, account.email, 'yet another one')).statusCode).toBe(401);
    expect((await login(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('rejects an unknown token with 400', async () => {
    const res = await resetPassword({ token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toHaveProperty('token');
  });

  it('rejects a missing token with 400', async () => {
    const res = await resetPassword({ password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ token: 'Invalid reset token' });
  });

  it('rejects an expired token with 400 and leaves the password alone', async () => {
    const account = await registerAccount(t.app);
    const { token } = await requestResetToken(t.app, t.dataDir, account.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(passwordResetTokens.userId, account.user.id));

    const res = await resetPassword({
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty('token');
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);
    expect((await login(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await getProfile(t.app, account.token)).statusCode).toBe(200);
  });

  it('does not spend the token on invalid input', async () => {
    const account = await registerAccount(t.app);
    const { token } = await requestResetToken(t.app, t.dataDir, account.email);

    const mismatch = await resetPassword({
      token,
      password: NEW_PASSWORD,
      confirmPassword: 'something else',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).fields).toEqual({ confirmPassword: 'Passwords do not match' });
    const short = await resetPassword({ token, password: 'short', confirmPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toEqual({ password: 'Password must be at least 8 characters' });
    expect((await login(t.app, account.email, account.password)).statusCode).toBe(200);

    const ok = await resetPassword({
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids every other outstanding link once one is used', async () => {
    const account = await registerAccount(t.app);
    const first = await requestResetToken(t.app, t.dataDir, account.email);
    const second = await requestResetToken(t.app, t.dataDir, account.email);
    expect(second.token).not.toBe(first.token);

    expect((await resetPassword({ token: second.token, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const stale = await resetPassword({ token: first.token, password: 'sneaky new password' });
    expect(stale.statusCode).toBe(400);
    expect((await login(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("only touches the token owner's account", async () => {
    const owner = await registerAccount(t.app);
    const bystander = await registerAccount(t.app);
    const { token } = await requestResetToken(t.app, t.dataDir, owner.email);
    expect((await resetPassword({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await getProfile(t.app, bystander.token)).statusCode).toBe(200);
    expect((await login(t.app, bystander.email, bystander.password)).statusCode).toBe(200);
    expect((await login(t.app, bystander.email, NEW_PASSWORD)).statusCode).toBe(401);
  });
});
