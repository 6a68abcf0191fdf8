import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { errorOf, login, registerAccount, uniqueEmail } from '../../test/auth-helpers.ts';

// Each test uses its own addresses and accounts, so their failure counts never mix.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const LIMIT = 10;
const WINDOW_SECONDS = 15 * 60;

function expectThrottled(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(429);
  const error = errorOf(res);
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.message).toMatch(
    /^Too many failed sign-in attempts\. Please try again in \d+ minute\(s\)\.$/,
  );
  const retryAfter = res.headers['retry-after'];
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(res.body).not.toContain('"token"');
}

async function failLogin(email: string, ip: string): Promise<void> {
  const res = await login(t.app, email, 'definitely wrong', ip);
  expect(res.statusCode).toBe(401);
  expect(errorOf(res).message).toBe('Invalid email or password');
}

describe('sign-in throttling', () => {
  it('locks an account after 10 wrong passwords, even for the right one and from another address', async () => {
    const victim = await registerAccount(t.app);
    for (let i = 0; i < LIMIT; i++) {
      // The account is the same whatever the case of its e-mail.
      await failLogin(i % 2 === 0 ? victim.email : victim.email.toUpperCase(), '10.1.0.1');
    }
    expectThrottled(await login(t.app, victim.email, victim.password, '10.1.0.1'));
    expectThrottled(await login(t.app, victim.email, victim.password, '10.1.0.2'));
    expectThrottled(await login(t.app, victim.email, 'definitely wrong', '10.1.0.1'));

    const bystander = await registerAccount(t.app);
    expect((await login(t.app, bystander.email, bystander.password, '10.1.0.3')).statusCode).toBe(
      200,
    );
  });

  it('locks an address after 10 failures on assorted accounts', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < LIMIT; i++) await failLogin(uniqueEmail(`probe${i}`), '10.2.0.1');

    expectThrottled(await login(t.app, account.email, account.password, '10.2.0.1'));
    const elsewhere = await login(t.app, account.email, account.password, '10.2.0.2');
    expect(elsewhere.statusCode).toBe(200);
    expect(typeof (elsewhere.json() as { data: { token: string } }).data.token).toBe('string');
  });

  it('does not count successful sign-ins, and throttles at exactly the tenth failure', async () => {
    const account = await registerAccount(t.app);
    const ip = '10.3.0.1';
    for (let i = 0; i < LIMIT - 1; i++) {
      await failLogin(uniqueEmail(`stray${i}`), ip);
      expect((await login(t.app, account.email, account.password, ip)).statusCode).toBe(200);
    }
    // 9 failures and 9 successes so far: still admitted.
    expect((await login(t.app, account.email, account.password, ip)).statusCode).toBe(200);
    await failLogin(uniqueEmail('stray-last'), ip);
    expectThrottled(await login(t.app, account.email, account.password, ip));
  });

  it("restarts an account's count after a successful sign-in", async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < LIMIT - 1; i++) await failLogin(account.email, `10.4.0.${i + 1}`);
    expect((await login(t.app, account.email, account.password, '10.4.1.1')).statusCode).toBe(200);
    for (let i = 0; i < LIMIT - 1; i++) await failLogin(account.email, `10.4.2.${i + 1}`);
    expect((await login(t.app, account.email, account.password, '10.4.3.1')).statusCode).toBe(200);
  });

  it('admits no more than 10 guesses when they arrive all at once', async () => {
    const victim = await registerAccount(t.app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(t.app, victim.email, 'definitely wrong', `10.5.0.${i + 1}`),
      ),
    );
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LIMIT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - LIMIT);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    for (const res of responses.filter((r) => r.statusCode === 429)) expectThrottled(res);
  });
});
