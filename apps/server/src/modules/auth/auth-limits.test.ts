import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  errorOf,
  freshAddress,
  inject,
  login,
  outboxFiles,
  registerAccount,
  uniqueEmail,
  type Account,
} from '../../test/auth-helpers.ts';

// Each test uses its own addresses and accounts, so their counts never mix.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const HOUR_SECONDS = 60 * 60;
const QUARTER_SECONDS = 15 * 60;
const NEW_PASSWORD = 'a brand new secret';

function expectLimited(res: LightMyRequestResponse, message: RegExp, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  const error = errorOf(res);
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.message).toMatch(message);
  expect(error.message).toMatch(/ Please try again in \d+ minutes?\.$/);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

function forgotPassword(email: string, remoteAddress: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress,
  });
}

function register(email: string, remoteAddress: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Eve', lastName: 'Many', email, password: 'long enough pass' },
    remoteAddress,
  });
}

function changePassword(account: Account, currentPassword: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/change-password',
    headers: bearer(account.token),
    payload: { currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
}

function changeEmail(account: Account, currentPassword: string) {
  return inject(t.app, {
    method: 'PUT',
    url: '/api/auth/profile',
    headers: bearer(account.token),
    payload: { email: uniqueEmail('moved'), currentPassword },
  });
}

describe('forgot-password limits', () => {
  it('mails one e-mail at most 3 times an hour and answers the same 200 after that', async () => {
    const account = await registerAccount(t.app);
    const before = (await outboxFiles(t.dataDir)).length;
    const answers = [];
    // From different addresses, so only the per-e-mail limit is in play.
    for (let i = 0; i < 5; i++) answers.push(await forgotPassword(account.email, freshAddress()));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(answers[0]!.json());
    }
    expect((await outboxFiles(t.dataDir)).length).toBe(before + 3);
  });

  it('counts an e-mail whatever its case, and an unknown e-mail like a known one', async () => {
    const account = await registerAccount(t.app);
    const ghost = uniqueEmail('ghost');
    const before = (await outboxFiles(t.dataDir)).length;
    for (let i = 0; i < 3; i++) {
      expect((await forgotPassword(ghost, freshAddress())).statusCode).toBe(200);
      const email = i % 2 === 0 ? account.email.toUpperCase() : account.email;
      expect((await forgotPassword(email, freshAddress())).statusCode).toBe(200);
    }
    expect((await forgotPassword(account.email, freshAddress())).statusCode).toBe(200);
    expect((await outboxFiles(t.dataDir)).length).toBe(before + 3);
  });

  it('sends no more than 3 mails when many requests for one e-mail arrive at once', async () => {
    const account = await registerAccount(t.app);
    const before = (await outboxFiles(t.dataDir)).length;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => forgotPassword(account.email, freshAddress())),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const sent = (await outboxFiles(t.dataDir)).length - before;
    expect(sent).toBeLessThanOrEqual(3);
    for (let i = sent; i < 4; i++) await forgotPassword(account.email, freshAddress());
    expect((await outboxFiles(t.dataDir)).length - before).toBe(3);
  });

  it('answers 429 after 10 requests an hour from one address', async () => {
    const ip = '10.20.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await forgotPassword(uniqueEmail(`spray${i}`), ip)).statusCode).toBe(200);
    }
    const account = await registerAccount(t.app);
    const before = (await outboxFiles(t.dataDir)).length;
    expectLimited(
      await forgotPassword(account.email, ip),
      /^Too many password reset requests\./,
      HOUR_SECONDS,
    );
    expect((await outboxFiles(t.dataDir)).length).toBe(before);
    expect((await forgotPassword(account.email, '10.20.0.2')).statusCode).toBe(200);
  });
});

describe('registration limits', () => {
  it('lets one address create 5 accounts an hour, then answers 429', async () => {
    const ip = '10.21.0.1';
    for (let i = 0; i < 5; i++) {
      expect((await register(uniqueEmail(`sock${i}`), ip)).statusCode).toBe(201);
    }
    const email = uniqueEmail('sock-last');
    expectLimited(
      await register(email, ip),
      /^Too many accounts created from your network\./,
      HOUR_SECONDS,
    );
    expect((await login(t.app, email, 'long enough pass', '10.21.9.9')).statusCode).toBe(401);
    expect((await register(email, '10.21.0.2')).statusCode).toBe(201);
  });

  it('counts attempts on taken e-mails too', async () => {
    const ip = '10.21.1.1';
    const account = await registerAccount(t.app);
    for (let i = 0; i < 5; i++) expect((await register(account.email, ip)).statusCode).toBe(409);
    expect((await register(uniqueEmail('late'), ip)).statusCode).toBe(429);
  });

  it('lets no more than 5 of many simultaneous sign-ups from one address through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => register(uniqueEmail(`burst${i}`), '10.21.2.1')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
    const created = statuses.filter((s) => s === 201).length;
    expect(created).toBeLessThanOrEqual(5);
    for (let i = created; i < 5; i++) {
      expect((await register(uniqueEmail(`after${i}`), '10.21.2.1')).statusCode).toBe(201);
    }
    expect((await register(uniqueEmail('one-too-many'), '10.21.2.1')).statusCode).toBe(429);
  });

  it('follows REGISTRATIONS_PER_ADDRESS_PER_HOUR, where 0 means no limit', async () => {
    const open = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: '0' });
    try {
      for (let i = 0; i < 7; i++) {
        const res = await inject(open.app, {
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            firstName: 'Team',
            lastName: 'Member',
            email: uniqueEmail(`team${i}`),
            password: 'long enough pass',
          },
          remoteAddress: '10.21.3.1',
        });
        expect(res.statusCode).toBe(201);
      }
    } finally {
      await open.close();
    }
  });
});

describe('current-password limits', () => {
  it('refuses even the right password after 5 wrong ones in 15 minutes', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await changePassword(account, `wrong guess ${i}`)).statusCode).toBe(400);
    }
    expectLimited(
      await changePassword(account, 'wrong guess 6'),
      /^Too many incorrect password attempts\./,
      QUARTER_SECONDS,
    );
    expectLimited(
      await changePassword(account, account.password),
      /^Too many incorrect password attempts\./,
      QUARTER_SECONDS,
    );
    // The password is unchanged, and other accounts are not affected.
    expect((await login(t.app, account.email, account.password, '10.22.0.1')).statusCode).toBe(200);
    const other = await registerAccount(t.app);
    expect((await changePassword(other, other.password)).statusCode).toBe(200);
  });

  it('does not count right passwords', async () => {
    let account = await registerAccount(t.app);
    for (let i = 0; i < 4; i++) {
      expect((await changePassword(account, 'wrong guess')).statusCode).toBe(400);
    }
    for (let i = 0; i < 3; i++) {
      expect((await changePassword(account, account.password)).statusCode).toBe(200);
      account = { ...account, password: NEW_PASSWORD };
    }
  });

  it('shares one count between changing the password and changing the e-mail', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await changePassword(account, 'wrong guess')).statusCode).toBe(400);
    }
    for (let i = 0; i < 2; i++) {
      const res = await changeEmail(account, 'wrong guess');
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields).toEqual({ currentPassword: 'Current password is incorrect' });
    }
    const limitedEmail = await changeEmail(account, account.password);
    expectLimited(limitedEmail, /^Too many incorrect password attempts\./, QUARTER_SECONDS);
    expectLimited(
      await changePassword(account, account.password),
      /^Too many incorrect password attempts\./,
      QUARTER_SECONDS,
    );
  });

  it('checks no more than 5 of many simultaneous guesses', async () => {
    const account = await registerAccount(t.app);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => changePassword(account, `parallel guess ${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    const checked = statuses.filter((s) => s === 400).length;
    expect(checked).toBeLessThanOrEqual(5);
    // Whatever the burst used up, the window holds exactly 5 checked guesses in all.
    for (let i = checked; i < 5; i++) {
      expect((await changePassword(account, 'one more guess')).statusCode).toBe(400);
    }
    expectLimited(
      await changePassword(account, account.password),
      /^Too many incorrect password attempts\./,
      QUARTER_SECONDS,
    );
  });
});
