import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@tessera/core';
import { paymentRefunds } from '../../db/schema.ts';
import { errorOf } from '../../test/auth-helpers.ts';
import { StripePeer } from '../../test/stripe-peer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';
import {
  delivered,
  openCardShop,
  openPeerAccount,
  placeCardOrder,
  SECRET_KEY,
  traceOf,
  WEBHOOK_SECRET,
  type CardOrder,
} from '../payments/card-test-shop.ts';
import { DASHBOARD_REFUND_NOTE } from './card-refunds.ts';
import type { TestShop } from './order-test-shop.ts';

let peer: StripePeer;
let t: TestApp;
let log = '';
let closed = false;

beforeAll(async () => {
  peer = new StripePeer();
  await peer.start();
  openPeerAccount(peer);
  t = await createTestApp(
    { STRIPE_API_URL: peer.url },
    { logger: { output: { write: (chunk) => (log += chunk) }, level: 'debug' } },
  );
});

afterAll(async () => {
  if (!closed) await t?.close();
  await peer?.stop();
});

/** A card order of two loaves ($14.30), paid on Stripe's page and confirmed by its webhook. */
async function paidOrder(): Promise<{ shop: TestShop; order: CardOrder; intent: string }> {
  const shop = await openCardShop(t);
  const order = await placeCardOrder(t, peer, shop, 2);
  const session = peer.complete(order.session.id);
  await delivered(t, shop.site.id, peer.event('checkout.session.completed', session));
  return { shop, order, intent: session.payment_intent! };
}

const refund = (shop: TestShop, orderId: string, amount?: number) =>
  call(t.app, shop.owner.token, 'POST', `/api/orders/${orderId}/payment`, {
    action: 'refund',
    ...(amount === undefined ? {} : { amount }),
  });

const refundsOf = (orderId: string) =>
  t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));

const stripeRefunds = () => peer.calls('POST /v1/refunds');

describe('refunding a card order', () => {
  it('refuses more than was paid before asking Stripe', async () => {
    const { shop, order } = await paidOrder();
    const before = stripeRefunds().length;
    const res = await refund(shop, order.id, 14.31);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ amount: 'Refund amount can be at most $14.30' });
    expect(stripeRefunds()).toHaveLength(before);
    expect(await refundsOf(order.id)).toEqual([]);
    expect((await traceOf(t, order.id)).order).toMatchObject({
      paymentStatus: 'PAID',
      refundedAmount: 0,
    });
  });

  it('refunds part, then the rest, through Stripe, each in the history', async () => {
    const { shop, order, intent } = await paidOrder();
    const before = stripeRefunds().length;
    const part = dataOf<OrderDetail>(await refund(shop, order.id, 5));
    expect(part).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', refundedAmount: 5 });
    expect(stripeRefunds().slice(before)).toMatchObject([
      {
        key: SECRET_KEY,
        body: { payment_intent: intent, amount: '500' },
        // A retry of this refund finds the same one at Stripe instead of making another.
        idempotencyKey: `tessera-refund-${order.id}-0-500`,
      },
    ]);
    const rest = dataOf<OrderDetail>(await refund(shop, order.id));
    expect(rest).toMatchObject({ paymentStatus: 'REFUNDED', refundedAmount: 14.3 });
    expect(stripeRefunds().slice(before + 1)).toMatchObject([
      {
        body: { payment_intent: intent, amount: '930' },
        idempotencyKey: `tessera-refund-${order.id}-500-930`,
      },
    ]);
    expect(rest.history.filter((e) => e.kind === 'refund').map((e) => e.amount)).toEqual([5, 9.3]);
    expect((await refundsOf(order.id)).map((r) => r.amount).sort()).toEqual([500, 930]);
    // Nothing is left to refund.
    const again = await refund(shop, order.id, 1);
    expect(again.statusCode).toBe(409);
  });

  it('counts its own refund once when Stripe reports it back with charge.refunded', async () => {
    const { shop, order, intent } = await paidOrder();
    dataOf<OrderDetail>(await refund(shop, order.id, 4));
    const trace = await traceOf(t, order.id);
    await delivered(t, shop.site.id, peer.event('charge.refunded', peer.charge(intent)));
    expect(await traceOf(t, order.id)).toEqual(trace);
    expect(trace.order).toMatchObject({ refundedAmount: 400, paymentStatus: 'PARTIALLY_REFUNDED' });
  });

  it('shows a refund made in Stripe’s dashboard, once however often it is reported', async () => {
    const { shop, order, intent } = await paidOrder();
    peer.refundInDashboard(intent, 300);
    await delivered(t, shop.site.id, peer.event('charge.refunded', peer.charge(intent)));
    const trace = await traceOf(t, order.id);
    expect(trace.order).toMatchObject({ refundedAmount: 300, paymentStatus: 'PARTIALLY_REFUNDED' });
    expect(trace.history.at(-1)).toEqual({
      kind: 'refund',
      amount: 300,
      note: DASHBOARD_REFUND_NOTE,
    });
    await delivered(t, shop.site.id, peer.event('charge.refunded', peer.charge(intent)));
    expect(await traceOf(t, order.id)).toEqual(trace);

    // The rest, in the dashboard too: the order is refunded in full.
    peer.refundInDashboard(intent, 1130);
    await delivered(t, shop.site.id, peer.event('charge.refunded', peer.charge(intent)));
    expect((await traceOf(t, order.id)).order).toMatchObject({
      refundedAmount: 1430,
      paymentStatus: 'REFUNDED',
    });
  });

  it('records nothing when Stripe refuses the refund or cannot be reached', async () => {
    const { shop, order, intent } = await paidOrder();
    // Refunded in the dashboard, its report not here yet: Stripe knows better than the order.
    peer.refundInDashboard(intent, 1430);
    const before = await traceOf(t, order.id);
    const refused = await refund(shop, order.id, 2);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(
      'Stripe refused the refund: Refund amount (200) is greater than unrefunded amount on charge (0)',
    );
    peer.failing.add('/v1/refunds');
    try {
      const down = await refund(shop, order.id, 2);
      expect(down.statusCode).toBe(502);
      expect(errorOf(down)).toEqual({
        code: 'PROVIDER_UNAVAILABLE',
        message: 'Stripe could not be reached, so nothing was refunded. Try again.',
      });
    } finally {
      peer.failing.delete('/v1/refunds');
    }
    expect(await traceOf(t, order.id)).toEqual(before);
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('is another owner’s 404', async () => {
    const { order } = await paidOrder();
    const stranger = await registerOwner(t.app, t.database);
    const before = stripeRefunds().length;
    const res = await call(t.app, stranger.token, 'POST', `/api/orders/${order.id}/payment`, {
      action: 'refund',
      amount: 1,
    });
    expect(res.statusCode).toBe(404);
    expect(stripeRefunds()).toHaveLength(before);
  });
});

describe('the Stripe keys', () => {
  it('never appear in an answer or in the server’s log', async () => {
    const { shop, order, intent } = await paidOrder();
    const answers = [
      await call(t.app, shop.owner.token, 'GET', `/api/websites/${shop.site.id}/payments/stripe`),
      await call(t.app, shop.owner.token, 'GET', `/api/orders/${order.id}`),
      await refund(shop, order.id, 1),
      await call(t.app, shop.owner.token, 'GET', `/api/websites/${shop.site.id}/orders`),
      await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/stripe/${shop.site.id}`,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: JSON.stringify(peer.event('charge.refunded', peer.charge(intent))),
      }),
    ];
    for (const res of answers) {
      expect(res.body).not.toContain(SECRET_KEY.slice(8));
      expect(res.body).not.toContain(WEBHOOK_SECRET.slice(6));
    }
    // The log is written out when the app closes.
    closed = true;
    await t.close();
    expect(log).toContain('/api/webhooks/stripe/');
    expect(log).not.toContain(SECRET_KEY.slice(8));
    expect(log).not.toContain(WEBHOOK_SECRET.slice(6));
  });
});
