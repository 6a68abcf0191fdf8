import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@tessera/core';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  decodeQuotedPrintable,
  errorOf,
  getProfile,
  inject,
  login,
  outboxDir,
  outboxFiles,
  registerAccount,
  requestResetToken,
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

function updateProfile(account: Account, payload: Record<string, unknown>) {
  return inject(t.app, {
    method: 'PUT',
    url: '/api/auth/profile',
    headers: bearer(account.token),
    payload,
  });
}

async function profileOf(account: Account): Promise<User> {
  const res = await getProfile(t.app, account.token);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: User }).data;
}

/** The decoded messages written to the outbox since `before` was taken. */
async function mailsSince(before: string[]): Promise<string[]> {
  const added = (await outboxFiles(t.dataDir)).filter((name) => !before.includes(name));
  return Promise.all(
    added.map(async (name) =>
      decodeQuotedPrintable(await fs.readFile(path.join(outboxDir(t.dataDir), name), 'utf8')),
    ),
  );
}

describe('changing the e-mail needs the current password', () => {
  it('refuses an e-mail change without it, and changes nothing', async () => {
    const account = await registerAccount(t.app);
    const before = await profileOf(account);
    const mailsBefore = await outboxFiles(t.dataDir);
    for (const currentPassword of [undefined, '']) {
      const res = await updateProfile(account, {
        firstName: 'Mallory',
        email: uniqueEmail('taken-over'),
        ...(currentPassword === undefined ? {} : { currentPassword }),
      });
      expect(res.statusCode).toBe(400);
      const error = errorOf(res);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields).toEqual({
        currentPassword: 'Enter your current password to change your email',
      });
    }
    expect(await profileOf(account)).toEqual(before);
    expect(await mailsSince(mailsBefore)).toEqual([]);
  });

  it('refuses a wrong current password with 400 on currentPassword, and changes nothing', async () => {
    const account = await registerAccount(t.app);
    const before = await profileOf(account);
    const mailsBefore = await outboxFiles(t.dataDir);
    const newEmail = uniqueEmail('taken-over');
    const res = await updateProfile(account, {
      lastName: 'Intruder',
      email: newEmail,
      currentPassword: 'not my password',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ currentPassword: 'Current password is incorrect' });
    expect(await profileOf(account)).toEqual(before);
    expect((await login(t.app, newEmail, account.password)).statusCode).toBe(401);
    expect(await mailsSince(mailsBefore)).toEqual([]);
  });

  it('does not ask for it when the e-mail stays the same, whatever its case', async () => {
    const account = await registerAccount(t.app);
    const res = await updateProfile(account, {
      firstName: 'Ada',
      lastName: 'Byron',
      email: account.email.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: User }).data).toMatchObject({
      lastName: 'Byron',
      email: account.email,
    });
  });

  it('changes the e-mail with the right password and tells the old address', async () => {
    const account = await registerAccount(t.app, { firstName: 'Zoë' });
    const newEmail = uniqueEmail('moved');
    const mailsBefore = await outboxFiles(t.dataDir);
    const startedAt = Date.now();
    const res = await updateProfile(account, {
      email: newEmail,
      currentPassword: account.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: User }).data.email).toBe(newEmail);
    expect((await login(t.app, newEmail, account.password)).statusCode).toBe(200);

    const mails = await mailsSince(mailsBefore);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatch(new RegExp(`^To: ${account.email.replace(/[.+]/g, '\\$&')}\\r?$`, 'im'));
    expect(mail).toMatch(/^Subject: .*email.*changed/im);
    expect(mail).toContain('Hi Zoë,');
    expect(mail).toContain(`changed to ${newEmail}`);
    // When: the day and the minute of the change, in UTC.
    const when = /on (\d{1,2} \w+ \d{4}) at (\d{2}):(\d{2}) UTC/.exec(mail);
    expect(when).not.toBeNull();
    const stamped = Date.parse(`${when![1]} ${when![2]}:${when![3]} UTC`);
    expect(Math.abs(stamped - startedAt)).toBeLessThan(2 * 60_000);
    // What to do if it was not them.
    expect(mail).toContain('If you did not');
    expect(mail).toContain('http://localhost:3000/auth/login');
  });

  it('voids the reset links sent to the old address', async () => {
    const account = await registerAccount(t.app);
    const { token } = await requestResetToken(t.app, t.dataDir, account.email);
    const newEmail = uniqueEmail('moved');
    const res = await updateProfile(account, {
      email: newEmail,
      currentPassword: account.password,
    });
    expect(res.statusCode, res.body).toBe(200);

    const stale = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'taken over for good' },
    });
    expect(stale.statusCode).toBe(400);
    expect(errorOf(stale).fields).toHaveProperty('token');
    expect((await login(t.app, newEmail, 'taken over for good')).statusCode).toBe(401);
    expect((await login(t.app, newEmail, account.password)).statusCode).toBe(200);
  });

  it('leaves the reset links alone when the e-mail did not change', async () => {
    const account = await registerAccount(t.app);
    const { token } = await requestResetToken(t.app, t.dataDir, account.email);
    expect((await updateProfile(account, { firstName: 'Augusta' })).statusCode).toBe(200);
    const reset = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a fresh password' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
