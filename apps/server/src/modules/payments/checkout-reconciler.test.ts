import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePeer } from '../../test/stripe-peer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CARD_EXPIRED_NOTE } from '../orders/card-order-handler.ts';
import { stockOf } from '../orders/order-test-shop.ts';
import {
  delivered,
  openCardShop,
  openPeerAccount,
  placeCardOrder,
  traceOf,
  type CardOrder,
} from './card-test-shop.ts';

const MINUTE = 60_000;
// Real time: Stripe's bounds on a session's expiry are in real time. Each round is given its
// own moment instead.
const now = () => Date.now();

let peer: StripePeer;
let t: TestApp;

beforeAll(async () => {
  peer = new StripePeer();
  await peer.start();
  openPeerAccount(peer);
  t = await createTestApp({ STRIPE_API_URL: peer.url }, { now });
});

afterAll(async () => {
  await t?.close();
  await peer?.stop();
});

/** A round of the reconciler `minutes` after the order's session expired. */
const roundAfterExpiry = (order: CardOrder, minutes: number) =>
  t.app.checkoutReconciler.tick(new Date(order.session.expires_at * 1000 + minutes * MINUTE));

const sessionCalls = (order: CardOrder) =>
  peer.requests.filter((r) => r.path.startsWith(`/v1/checkout/sessions/${order.session.id}`));

describe('the checkout reconciler', () => {
  it('leaves an order alone while its webhook may still come', async () => {
    const shop = await openCardShop(t);
    const order = await placeCardOrder(t, peer, shop, 1);
    peer.complete(order.session.id);
    await roundAfterExpiry(order, 4);
    expect(sessionCalls(order)).toEqual([]);
    expect((await traceOf(t, order.id)).order.paymentStatus).toBe('PENDING');
  });

  it('settles a paid order whose webhook was lost, once, with one mail', async () => {
    const shop = await openCardShop(t);
    const order = await placeCardOrder(t, peer, shop, 1);
    const session = peer.complete(order.session.id);
    await roundAfterExpiry(order, 6);
    const trace = await traceOf(t, order.id);
    expect(trace.order).toMatchObject({
      paymentStatus: 'PAID',
      paymentIntentId: session.payment_intent,
      stockHeldUntil: null,
    });
    expect(trace.mails.filter((m) => m.to === 'ana@example.com')).toHaveLength(1);
    // Later rounds do not ask again, and the webhook arriving late changes nothing.
    const asked = sessionCalls(order).length;
    await roundAfterExpiry(order, 60);
    expect(sessionCalls(order)).toHaveLength(asked);
    await delivered(t, shop.site.id, peer.event('checkout.session.completed', session));
    expect(await traceOf(t, order.id)).toEqual(trace);
  });

  it('cancels and restocks an order whose session expired at Stripe', async () => {
    const shop = await openCardShop(t);
    const order = await placeCardOrder(t, peer, shop, 2);
    expect(await stockOf(t, shop.loaf.id)).toBe(1);
    peer.expire(order.session.id);
    await roundAfterExpiry(order, 6);
    const trace = await traceOf(t, order.id);
    expect(trace.order).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });
    expect(trace.history.at(-1)!.note).toBe(CARD_EXPIRED_NOTE);
    expect(trace.mails).toEqual([]);
    expect(await stockOf(t, shop.loaf.id)).toBe(3);
  });

  it('expires at Stripe a session still open past its time, then cancels the order', async () => {
    const shop = await openCardShop(t);
    const order = await placeCardOrder(t, peer, shop, 3);
    await roundAfterExpiry(order, 6);
    expect(peer.sessions.get(order.session.id)!.status).toBe('expired');
    expect(peer.calls(`POST /v1/checkout/sessions/${order.session.id}/expire`)).toHaveLength(1);
    expect((await traceOf(t, order.id)).order.status).toBe('CANCELLED');
    expect(await stockOf(t, shop.loaf.id)).toBe(3);
  });

  it('tries again next round when Stripe cannot be reached', async () => {
    const shop = await openCardShop(t);
    const order = await placeCardOrder(t, peer, shop, 1);
    peer.complete(order.session.id);
    peer.failing.add('/v1/checkout/sessions');
    try {
      await roundAfterExpiry(order, 6);
    } finally {
      peer.failing.delete('/v1/checkout/sessions');
    }
    expect((await traceOf(t, order.id)).order.paymentStatus).toBe('PENDING');
    await roundAfterExpiry(order, 7);
    expect((await traceOf(t, order.id)).order.paymentStatus).toBe('PAID');
  });

  it('settles an order once when two server processes reconcile at the same moment', async () => {
    const shop = await openCardShop(t);
    const orders = [await placeCardOrder(t, peer, shop, 1), await placeCardOrder(t, peer, shop, 1)];
    peer.complete(orders[0]!.session.id);
    peer.expire(orders[1]!.session.id);
    const twin = await t.twin({ STRIPE_API_URL: peer.url });
    try {
      const at = new Date(orders[1]!.session.expires_at * 1000 + 6 * MINUTE);
      await Promise.all([t.app.checkoutReconciler.tick(at), twin.app.checkoutReconciler.tick(at)]);
    } finally {
      await twin.close();
    }
    const paid = await traceOf(t, orders[0]!.id);
    expect(paid.order.paymentStatus).toBe('PAID');
    expect(paid.history.filter((e) => e.kind === 'payment')).toHaveLength(1);
    expect(paid.mails.filter((m) => m.to === 'ana@example.com')).toHaveLength(1);
    const cancelled = await traceOf(t, orders[1]!.id);
    expect(cancelled.order.status).toBe('CANCELLED');
    expect(cancelled.history.filter((e) => e.note === CARD_EXPIRED_NOTE)).toHaveLength(1);
    expect(await stockOf(t, shop.loaf.id)).toBe(2);
  });
});
