import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, inject, registerAccount } from '../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEFAULT_PLAN: 'pro' });
});
afterAll(async () => {
  await t?.close();
});

describe('DEFAULT_PLAN', () => {
  it('puts new accounts on the configured plan, with its limit', async () => {
    const owner = await registerAccount(t.app);
    expect(owner.user.plan).toBe('pro');
    for (const name of ['one', 'two']) {
      const res = await inject(t.app, {
        method: 'POST',
        url: '/api/websites',
        headers: bearer(owner.token),
        payload: { name, subdomain: `${name}-${owner.user.id.slice(0, 8)}` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('defaults to Free and refuses an unknown plan at start-up', () => {
    expect(loadConfig({}).defaultPlan).toBe('free');
    expect(() => loadConfig({ DEFAULT_PLAN: 'gold' })).toThrow(/DEFAULT_PLAN must be one of/);
  });
});
