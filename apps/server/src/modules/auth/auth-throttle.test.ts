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

const ADDRESS_LIMIT = 10;
const PAIR_LIMIT = 5;
const WINDOW_SECONDS = 15 * 60;

function expectThrottled(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(429);
  const error = errorOf(res);
  expect(error.code).toBe('RATE_LIMITED');
  expect(error.message).toMatch(
    /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
  );
  const retryAfter = res.headers['retry-after'];
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(res.body).not.toContain('"token"');
}

function expectSignedIn(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(200);
  expect(typeof (res.json() as { data: { token: string } }).data.token).toBe('string');
}

async function failLogin(email: string, ip: string): Promise<void> {
  const res = await login(t.app, email, 'definitely wrong', ip);
  expect(res.statusCode, res.body).toBe(401);
  expect(errorOf(res).message).toBe('Invalid email or password');
}

/** Ten failures against the account, one from each of ten addresses: it is now under attack. */
async function putUnderAttack(email: string, prefix: string): Promise<void> {
  for (let i = 1; i <= 10; i++) await failLogin(email, `${prefix}.${i}`);
}

describe('sign-in throttling: the guessing address', () => {
  it('refuses the address that guessed, while the owner signs in from another', async () => {
    const victim = await registerAccount(t.app);
    const attacker = '10.1.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      // The account is the same whatever the case of its e-mail.
      const email = i % 2 === 0 ? victim.email : victim.email.toUpperCase();
      answers.push((await login(t.app, email, 'definitely wrong', attacker)).statusCode);
    }
    expect(answers).toEqual([...Array(PAIR_LIMIT).fill(401), ...Array(5).fill(429)]);
    expectThrottled(await login(t.app, victim.email, victim.password, attacker));
    expectSignedIn(await login(t.app, victim.email, victim.password, '10.1.0.2'));
    expectSignedIn(await login(t.app, victim.email, victim.password, '10.1.0.3'));

    const bystander = await registerAccount(t.app);
    expectSignedIn(await login(t.app, bystander.email, bystander.password, '10.1.0.4'));
  });

  it("limits another address's own wrong guesses at the account too", async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < PAIR_LIMIT; i++) await failLogin(account.email, '10.1.1.1');
    expectSignedIn(await login(t.app, account.email, account.password, '10.1.1.2'));
    for (let i = 0; i < PAIR_LIMIT; i++) await failLogin(account.email, '10.1.1.2');
    expectThrottled(await login(t.app, account.email, 'definitely wrong', '10.1.1.2'));
    expectThrottled(await login(t.app, account.email, account.password, '10.1.1.2'));
  });

  it('locks an address after 10 failures on assorted accounts', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < ADDRESS_LIMIT; i++) await failLogin(uniqueEmail(`probe${i}`), '10.2.0.1');

    expectThrottled(await login(t.app, account.email, account.password, '10.2.0.1'));
    expectSignedIn(await login(t.app, account.email, account.password, '10.2.0.2'));
  });

  it('does not count successful sign-ins, and throttles at exactly the tenth failure', async () => {
    const account = await registerAccount(t.app);
    const ip = '10.3.0.1';
    for (let i = 0; i < ADDRESS_LIMIT - 1; i++) {
      await failLogin(uniqueEmail(`stray${i}`), ip);
      expect((await login(t.app, account.email, account.password, ip)).statusCode).toBe(200);
    }
    // 9 failures and 9 successes so far: still admitted.
    expect((await login(t.app, account.email, account.password, ip)).statusCode).toBe(200);
    await failLogin(uniqueEmail('stray-last'), ip);
    expectThrottled(await login(t.app, account.email, account.password, ip));
  });

  it("restarts an address's count at the account after it signs in", async () => {
    const account = await registerAccount(t.app);
    const ip = '10.4.0.1';
    for (let i = 0; i < PAIR_LIMIT - 1; i++) await failLogin(account.email, ip);
    expectSignedIn(await login(t.app, account.email, account.password, ip));
    for (let i = 0; i < PAIR_LIMIT; i++) await failLogin(account.email, ip);
    expectThrottled(await login(t.app, account.email, 'definitely wrong', ip));
  });
});

describe('sign-in throttling: an account under distributed attack', () => {
  it('gives each address one guess, and still lets the right password in from a new one', async () => {
    const victim = await registerAccount(t.app);
    await putUnderAttack(victim.email, '10.6.0');

    // Addresses that already failed against it wait, even with the right password.
    expectThrottled(await login(t.app, victim.email, 'definitely wrong', '10.6.0.1'));
    expectThrottled(await login(t.app, victim.email, victim.password, '10.6.0.2'));
    // A new address gets one try; after a wrong one it waits too.
    await failLogin(victim.email, '10.6.1.1');
    expectThrottled(await login(t.app, victim.email, 'definitely wrong', '10.6.1.1'));
    // The owner at an address that has not failed gets in.
    expectSignedIn(await login(t.app, victim.email, victim.password, '10.6.2.1'));

    // Other accounts are untouched, even from the attacking addresses.
    const bystander = await registerAccount(t.app);
    expectSignedIn(await login(t.app, bystander.email, bystander.password, '10.6.0.3'));
  });
});

describe('sign-in throttling: guesses that arrive all at once', () => {
  it('admits no more than 5 from one address at one account', async () => {
    const victim = await registerAccount(t.app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => login(t.app, victim.email, 'definitely wrong', '10.5.0.1')),
    );
    expectAtMost(responses, PAIR_LIMIT);
    expectSignedIn(await login(t.app, victim.email, victim.password, '10.5.0.2'));
  });

  it('admits no more than 10 from one address across accounts', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(t.app, uniqueEmail(`burst${i}`), 'definitely wrong', '10.5.1.1'),
      ),
    );
    expectAtMost(responses, ADDRESS_LIMIT);
  });

  it('admits no more than one per address at an account under attack', async () => {
    const victim = await registerAccount(t.app);
    await putUnderAttack(victim.email, '10.5.2');
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        login(t.app, victim.email, 'definitely wrong', `10.5.3.${(i % 4) + 1}`),
      ),
    );
    expectAtMost(responses, 4);
  });
});

/** At most `limit` guesses were checked (401); every other one was refused with a proper 429. */
function expectAtMost(responses: LightMyRequestResponse[], limit: number): void {
  const statuses = responses.map((res) => res.statusCode);
  expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(limit);
  for (const res of responses.filter((r) => r.statusCode === 429)) expectThrottled(res);
}
