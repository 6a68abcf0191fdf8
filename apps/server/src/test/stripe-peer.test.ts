import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeClient } from '../modules/payments/stripe-client.ts';
import { StripePeer } from './stripe-peer.ts';

const KEY = 'sk_test_PeerPageKey12345678';
const SECRET = 'whsec_PeerPageSecret0000';

let peer: StripePeer;
let hook: http.Server;
const delivered: { signature: string; payload: string }[] = [];

beforeAll(async () => {
  peer = new StripePeer();
  await peer.start();
  hook = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      delivered.push({
        signature: String(req.headers['stripe-signature']),
        payload: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const { port } = hook.address() as AddressInfo;
  const registered = await fetch(`${peer.url}/__peer/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      key: KEY,
      name: 'Mill Lane Bakery',
      webhook: { url: `http://127.0.0.1:${port}/hook`, secret: SECRET },
    }),
  });
  expect(registered.status).toBe(201);
});

afterAll(async () => {
  await peer?.stop();
  await new Promise<void>((resolve) => (hook ? hook.close(() => resolve()) : resolve()));
});

async function session(amount: number) {
  return stripeClient(KEY, peer.url).checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 2,
        price_data: { currency: 'eur', unit_amount: amount, product_data: { name: 'Loaf' } },
      },
    ],
    success_url: 'http://shop.example/return?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.example/checkout',
  });
}

describe("the peer's hosted payment page", () => {
  it('answers the account registered through its control route', async () => {
    const account = await stripeClient(KEY, peer.url).accounts.retrieveCurrent();
    expect(account.settings?.dashboard?.display_name).toBe('Mill Lane Bakery');
  });

  it('shows the amount; Pay completes the session, delivers a signed event and returns', async () => {
    const created = await session(1250);
    const page = await fetch(created.url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('€25.00');
    expect(html).toContain('>Pay</button>');

    const paid = await fetch(`${created.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://shop.example/return?session=${created.id}`);
    expect(peer.sessions.get(created.id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    });

    expect(delivered).toHaveLength(1);
    const event = Stripe.webhooks.constructEvent(
      delivered[0]!.payload,
      delivered[0]!.signature,
      SECRET,
    );
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({ id: created.id, amount_total: 2500 });

    // Paid once: a second Pay delivers nothing more, and the page no longer offers to pay.
    await fetch(`${created.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(delivered).toHaveLength(1);
    expect(await (await fetch(created.url!)).text()).not.toContain('>Pay</button>');
  });

  it('Cancel returns to the cancel address and leaves the session open', async () => {
    const created = await session(400);
    const cancelled = await fetch(`${created.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('http://shop.example/checkout');
    expect(peer.sessions.get(created.id)!.status).toBe('open');
  });

  it('answers 404 for a session it does not know', async () => {
    expect((await fetch(`${peer.url}/pay/cs_test_missing`)).status).toBe(404);
  });
});
