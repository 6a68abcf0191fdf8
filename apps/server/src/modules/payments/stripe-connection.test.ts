import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentConnections } from '../../db/schema.ts';
import { errorOf } from '../../test/auth-helpers.ts';
import { StripePeer } from '../../test/stripe-peer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';

const TEST_KEY = 'sk_test_51PeerKeyAbCdEfGh1234';
const LIVE_KEY = 'rk_live_51PeerKeyLiveXyZw9876';
const WEBHOOK_SECRET = 'whsec_PeerSigningSecret000';

let peer: StripePeer;
let t: TestApp;

beforeAll(async () => {
  peer = new StripePeer();
  await peer.start();
  peer.accounts.set(TEST_KEY, { id: 'acct_juniper', displayName: 'Juniper Hair Studio' });
  peer.accounts.set(LIVE_KEY, { id: 'acct_juniper', displayName: 'Juniper Hair Studio Ltd' });
  t = await createTestApp({ STRIPE_API_URL: peer.url, PUBLIC_URL: 'https://tessera.example' });
});

afterAll(async () => {
  await t?.close();
  await peer?.stop();
});

interface Connection {
  connected: boolean;
  webhookUrl: string;
  last4?: string;
  mode?: string;
  accountName?: string;
}

async function site() {
  const owner = await registerOwner(t.app, t.database);
  const website = await createWebsite(t.app, owner.token, { name: 'Juniper' });
  const path = `/api/websites/${website.id}/payments/stripe`;
  return { owner, website, path };
}

describe('a website connects its Stripe account', () => {
  it('checks the key with Stripe, keeps the keys sealed and shows only their last four', async () => {
    const { owner, website, path } = await site();
    expect(dataOf<Connection>(await call(t.app, owner.token, 'GET', path))).toEqual({
      connected: false,
      webhookUrl: `https://tessera.example/api/webhooks/stripe/${website.id}`,
    });

    const connected = dataOf<Connection>(
      await call(t.app, owner.token, 'PUT', path, {
        secretKey: ` ${TEST_KEY} `,
        webhookSecret: WEBHOOK_SECRET,
      }),
    );
    expect(connected).toMatchObject({
      connected: true,
      last4: '1234',
      mode: 'test',
      accountName: 'Juniper Hair Studio',
    });
    expect(peer.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/account',
      key: TEST_KEY,
    });
    const answered = JSON.stringify(
      await call(t.app, owner.token, 'GET', path).then((r) => r.json()),
    );
    expect(answered).not.toContain(TEST_KEY);
    expect(answered).not.toContain(WEBHOOK_SECRET);
    const [stored] = await t.database.db.select().from(paymentConnections);
    expect(JSON.stringify(stored)).not.toContain(TEST_KEY.slice(8));
    expect(JSON.stringify(stored)).not.toContain(WEBHOOK_SECRET.slice(6));

    // A live restricted key replaces the test one.
    const live = dataOf<Connection>(
      await call(t.app, owner.token, 'PUT', path, {
        secretKey: LIVE_KEY,
        webhookSecret: WEBHOOK_SECRET,
      }),
    );
    expect(live).toMatchObject({ mode: 'live', last4: '9876' });

    // Test connection asks Stripe again with the stored key.
    const before = peer.requests.length;
    const tested = dataOf<Connection>(await call(t.app, owner.token, 'POST', `${path}/test`));
    expect(tested.accountName).toBe('Juniper Hair Studio Ltd');
    expect(peer.requests.slice(before)).toMatchObject([
      { method: 'GET', path: '/v1/account', key: LIVE_KEY },
    ]);
  });

  it('refuses keys of the wrong shape, or that Stripe refuses, and keeps nothing', async () => {
    const { owner, path } = await site();
    for (const body of [
      {},
      { secretKey: 'pk_test_51PublishableKey0000', webhookSecret: WEBHOOK_SECRET },
      { secretKey: TEST_KEY, webhookSecret: 'secret' },
      { secretKey: 42, webhookSecret: WEBHOOK_SECRET },
    ]) {
      const res = await call(t.app, owner.token, 'PUT', path, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields).toBeDefined();
    }
    const refused = await call(t.app, owner.token, 'PUT', path, {
      secretKey: 'sk_test_51UnknownKey00000000',
      webhookSecret: WEBHOOK_SECRET,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual({
      secretKey: 'Stripe refused this key. Check that it is a current secret key.',
    });
    expect(dataOf<Connection>(await call(t.app, owner.token, 'GET', path)).connected).toBe(false);
    const test = await call(t.app, owner.token, 'POST', `${path}/test`);
    expect(test.statusCode).toBe(400);
    expect(errorOf(test).message).toBe('Stripe is not connected to this website');
  });

  it('disconnects, and answers 404 to another owner on every route', async () => {
    const { owner, path } = await site();
    await call(t.app, owner.token, 'PUT', path, {
      secretKey: TEST_KEY,
      webhookSecret: WEBHOOK_SECRET,
    });
    const stranger = await registerOwner(t.app, t.database);
    for (const [method, url] of [
      ['GET', path],
      ['PUT', path],
      ['POST', `${path}/test`],
      ['DELETE', path],
    ] as const) {
      const res = await call(t.app, stranger.token, method, url, {
        secretKey: TEST_KEY,
        webhookSecret: WEBHOOK_SECRET,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(dataOf<Connection>(await call(t.app, owner.token, 'GET', path)).connected).toBe(true);
    const gone = dataOf<Connection>(await call(t.app, owner.token, 'DELETE', path));
    expect(gone.connected).toBe(false);
    expect(dataOf<Connection>(await call(t.app, owner.token, 'GET', path)).connected).toBe(false);
  });
});
