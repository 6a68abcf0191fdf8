import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { errorOf } from '../../test/auth-helpers.ts';
import { listenOnFreePort } from '../../test/real-http.ts';
import { StripePeer } from '../../test/stripe-peer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/website-helpers.ts';
import { CARD_EXPIRED_NOTE, CARD_FAILED_NOTE } from '../orders/card-order-handler.ts';
import { stockOf, type TestShop } from '../orders/order-test-shop.ts';
import {
  deliver,
  delivered,
  eventsOf,
  openCardShop,
  openPeerAccount,
  ownerOrder,
  placeCardOrder,
  SECRET_KEY,
  traceOf,
  WEBHOOK_SECRET,
} from './card-test-shop.ts';
import { BAD_SIGNATURE } from './stripe-webhooks.ts';

const MINUTE = 60_000;
// The app's clock: real time (Stripe's bounds on a session's expiry are in real time), moved on
// by the tests instead of waiting.
let offset = 0;
const now = () => Date.now() + offset;

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

const buyerMails = (trace: Awaited<ReturnType<typeof traceOf>>) =>
  trace.mails.filter((m) => m.to === 'ana@example.com');
const ownerNotices = (trace: Awaited<ReturnType<typeof traceOf>>, title: RegExp) =>
  trace.notices.filter((n) => title.test(n.title));

describe('a card order paid on Stripe’s page', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await openCardShop(t);
  });

  it('is marked paid by checkout.session.completed, and its buyer and owner hear once', async () => {
    const order = await placeCardOrder(t, peer, shop);
    expect(order.paymentUrl).toBe(order.session.url);
    expect(await stockOf(t, shop.loaf.id)).toBe(1);
    const waiting = await traceOf(t, order.id);
    expect(waiting.order).toMatchObject({ paymentStatus: 'PENDING', status: 'PENDING' });
    expect(waiting.mails).toEqual([]);
    expect(waiting.notices).toEqual([]);

    const event = peer.event('checkout.session.completed', peer.complete(order.session.id));
    await delivered(t, shop.site.id, event);

    const paid = await ownerOrder(t, shop, order.id);
    expect(paid).toMatchObject({ paymentStatus: 'PAID', status: 'PENDING', stockHeldUntil: null });
    expect(paid.history.map((e) => e.kind)).toEqual(['created', 'payment']);
    const trace = await traceOf(t, order.id);
    expect(trace.order.paymentIntentId).toBe(peer.sessions.get(order.session.id)!.payment_intent);
    expect(buyerMails(trace)).toHaveLength(1);
    expect(trace.mails).toHaveLength(2);
    expect(ownerNotices(trace, /^New order/)).toHaveLength(1);
    expect(await stockOf(t, shop.loaf.id)).toBe(1);

    // The same event again (Stripe retries), and later events of the same session.
    await delivered(t, shop.site.id, event);
    await delivered(
      t,
      shop.site.id,
      peer.event('checkout.session.async_payment_succeeded', peer.sessions.get(order.session.id)!),
    );
    await delivered(
      t,
      shop.site.id,
      peer.event('checkout.session.expired', {
        ...peer.sessions.get(order.session.id)!,
        status: 'expired',
      }),
    );
    expect(await traceOf(t, order.id)).toEqual(trace);
    expect(await stockOf(t, shop.loaf.id)).toBe(1);
    const recorded = await eventsOf(t, shop.site.id);
    expect(recorded.filter((e) => e.eventId === event.id)).toHaveLength(1);
  });

  it('is paid when the async payment succeeds, before or after the completion reaches us', async () => {
    const order = await placeCardOrder(t, peer, shop, 1);
    // Completed while the bank debit is still processing: nothing to settle yet.
    const processing = peer.complete(order.session.id, { paid: false });
    const completed = peer.event('checkout.session.completed', processing);
    const succeeded = peer.event(
      'checkout.session.async_payment_succeeded',
      peer.settleAsync(order.session.id),
    );
    // Stripe's deliveries cross: the success arrives first.
    await delivered(t, shop.site.id, succeeded);
    expect((await ownerOrder(t, shop, order.id)).paymentStatus).toBe('PAID');
    await delivered(t, shop.site.id, completed);
    const trace = await traceOf(t, order.id);
    expect(trace.order.paymentStatus).toBe('PAID');
    expect(buyerMails(trace)).toHaveLength(1);
    expect(trace.history.filter((e) => e.kind === 'payment')).toHaveLength(1);
  });

  it('waits while an async payment processes, and is cancelled with its stock back if it fails', async () => {
    const shop = await openCardShop(t);
    const before = await stockOf(t, shop.loaf.id);
    const order = await placeCardOrder(t, peer, shop, 1);
    const processing = peer.complete(order.session.id, { paid: false });
    await delivered(t, shop.site.id, peer.event('checkout.session.completed', processing));
    expect(await ownerOrder(t, shop, order.id)).toMatchObject({
      paymentStatus: 'PENDING',
      status: 'PENDING',
    });
    await delivered(
      t,
      shop.site.id,
      peer.event('checkout.session.async_payment_failed', processing),
    );
    const failed = await ownerOrder(t, shop, order.id);
    expect(failed).toMatchObject({ status: 'CANCELLED', paymentStatus: 'FAILED' });
    expect(failed.history.at(-1)).toMatchObject({ toStatus: 'CANCELLED', note: CARD_FAILED_NOTE });
    expect(await stockOf(t, shop.loaf.id)).toBe(before);
    expect((await traceOf(t, order.id)).mails).toEqual([]);
  });
});

describe('over a real connection', () => {
  it('Stripe’s page delivers the signed event to the listening server, and the order is paid', async () => {
    const port = await listenOnFreePort(t.app);
    const shop = await openCardShop(t);
    const account = peer.accounts.get(SECRET_KEY)!;
    peer.accounts.set(SECRET_KEY, {
      ...account,
      webhook: {
        url: `http://127.0.0.1:${port}/api/webhooks/stripe/${shop.site.id}`,
        secret: WEBHOOK_SECRET,
      },
    });
    try {
      const order = await placeCardOrder(t, peer, shop, 1);
      const pay = await fetch(`${order.paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
      expect(pay.status).toBe(303);
      expect(pay.headers.get('location')).toBe(order.session.success_url);
    } finally {
      peer.accounts.set(SECRET_KEY, account);
    }
    const [order] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.websiteId, shop.site.id));
    const trace = await traceOf(t, order!.id);
    expect(trace.order.paymentStatus).toBe('PAID');
    expect(buyerMails(trace)).toHaveLength(1);
  });
});

describe('a card order whose payment page expired', () => {
  it('is cancelled with its stock back, and a late payment is shown to the owner, not taken', async () => {
    const shop = await openCardShop(t);
    const order = await placeCardOrder(t, peer, shop, 3);
    expect(await stockOf(t, shop.loaf.id)).toBe(0);
    const expired = peer.expire(order.session.id);
    await delivered(t, shop.site.id, peer.event('checkout.session.expired', expired));
    const cancelled = await ownerOrder(t, shop, order.id);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });
    expect(cancelled.history.at(-1)).toMatchObject({ note: CARD_EXPIRED_NOTE });
    expect(await stockOf(t, shop.loaf.id)).toBe(3);
    const trace = await traceOf(t, order.id);
    expect(trace.mails).toEqual([]);
    expect(trace.notices).toEqual([]);

    // A payment Stripe reports for it afterwards does not bring it back.
    const late = {
      ...expired,
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_late_payment',
    };
    await delivered(t, shop.site.id, peer.event('checkout.session.completed', late));
    const after = await traceOf(t, order.id);
    expect(after.order).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });
    expect(after.history.at(-1)).toMatchObject({ kind: 'note' });
    expect(after.history.at(-1)!.note).toMatch(/^Stripe reported a payment of \$21\.45 after/);
    expect(ownerNotices(after, /^Check the card payment of order/)).toHaveLength(1);
    expect(after.mails).toEqual([]);
    expect(await stockOf(t, shop.loaf.id)).toBe(3);
  });
});

describe('a payment for another amount', () => {
  it('does not mark the order paid; the owner is told what Stripe took', async () => {
    const shop = await openCardShop(t);
    const order = await placeCardOrder(t, peer, shop, 1);
    const session = peer.complete(order.session.id);
    await delivered(
      t,
      shop.site.id,
      peer.event('checkout.session.completed', {
        ...session,
        amount_total: session.amount_total - 100,
      }),
    );
    const trace = await traceOf(t, order.id);
    expect(trace.order).toMatchObject({ paymentStatus: 'PENDING', stockHeldUntil: null });
    expect(trace.history.at(-1)!.note).toBe(
      'Stripe reported a payment of $6.15, not the order’s total $7.15; check it in Stripe.',
    );
    expect(ownerNotices(trace, /^Check the card payment of order/)).toHaveLength(1);
    expect(trace.mails).toEqual([]);

    // Nor one in another currency.
    await delivered(
      t,
      shop.site.id,
      peer.event('checkout.session.completed', { ...session, currency: 'eur' }),
    );
    expect((await traceOf(t, order.id)).order.paymentStatus).toBe('PENDING');
  });
});

describe('deliveries that are not Stripe’s', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openCardShop(t);
  });

  it('a bad or missing signature, or an old one, is 400 and changes nothing', async () => {
    const order = await placeCardOrder(t, peer, shop, 1);
    const before = await traceOf(t, order.id);
    const event = peer.event('checkout.session.completed', peer.complete(order.session.id));
    for (const res of [
      await deliver(t, shop.site.id, event, { secret: 'whsec_SomeoneElsesSecret00' }),
      await deliver(t, shop.site.id, event, {
        timestamp: Math.floor(Date.now() / 1000) - 301 - 60,
      }),
      await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/stripe/${shop.site.id}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(BAD_SIGNATURE);
    }
    // Signed, then altered on the way.
    const payload = JSON.stringify(event);
    const altered = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/stripe/${shop.site.id}`,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': StripePeer.signature(payload, WEBHOOK_SECRET),
      },
      payload: payload.replace('"paid"', '"paid" '),
    });
    expect(altered.statusCode).toBe(400);
    expect(await traceOf(t, order.id)).toEqual(before);
    expect((await eventsOf(t, shop.site.id)).map((e) => e.eventId)).not.toContain(event.id);

    // Verified on the bytes as sent, whatever they are labelled.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/stripe/${shop.site.id}`,
      headers: {
        'content-type': 'text/plain',
        'stripe-signature': StripePeer.signature(payload, WEBHOOK_SECRET),
      },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await traceOf(t, order.id)).order.paymentStatus).toBe('PAID');
  });

  it('a body larger than any event is refused as too large', async () => {
    const payload = JSON.stringify({ id: 'evt_big', padding: 'x'.repeat(1024 * 1024) });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/stripe/${shop.site.id}`,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': StripePeer.signature(payload, WEBHOOK_SECRET),
      },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an unknown website, or one without Stripe, is 404 without detail', async () => {
    const event = peer.event('checkout.session.completed', { id: 'cs_test_x', metadata: {} });
    const other = await openCardShop(t);
    await call(
      t.app,
      other.owner.token,
      'DELETE',
      `/api/websites/${other.site.id}/payments/stripe`,
    );
    for (const url of [
      `/api/webhooks/stripe/${randomUUID()}`,
      `/api/webhooks/stripe/${other.site.id}`,
      '/api/webhooks/stripe/not-a-website',
    ]) {
      const payload = JSON.stringify(event);
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': StripePeer.signature(payload, WEBHOOK_SECRET),
        },
        payload,
      });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toEqual({
        code: 'NOT_FOUND',
        message: 'No Stripe account is connected to this website',
      });
    }
  });

  it('another website’s session sent to this address is recorded and left alone', async () => {
    const other = await openCardShop(t);
    const order = await placeCardOrder(t, peer, other, 1);
    const event = peer.event('checkout.session.completed', peer.complete(order.session.id));
    await delivered(t, shop.site.id, event);
    expect((await traceOf(t, order.id)).order.paymentStatus).toBe('PENDING');
    expect((await eventsOf(t, shop.site.id)).map((e) => e.eventId)).toContain(event.id);
    // Other kinds of events are acknowledged and recorded too.
    const ping = peer.event('customer.created', { id: 'cus_123', object: 'customer' });
    await delivered(t, shop.site.id, ping);
    expect(await eventsOf(t, shop.site.id)).toContainEqual({
      eventId: ping.id,
      type: 'customer.created',
    });
  });
});

describe('20 parallel deliveries of one event', () => {
  it('mark one payment and queue one mail', async () => {
    const shop = await openCardShop(t);
    const order = await placeCardOrder(t, peer, shop, 1);
    const event = peer.event('checkout.session.completed', peer.complete(order.session.id));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => deliver(t, shop.site.id, event)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const trace = await traceOf(t, order.id);
    expect(trace.order.paymentStatus).toBe('PAID');
    expect(trace.history.filter((e) => e.kind === 'payment')).toHaveLength(1);
    expect(buyerMails(trace)).toHaveLength(1);
    expect(ownerNotices(trace, /^New order/)).toHaveLength(1);
    expect(await eventsOf(t, shop.site.id)).toHaveLength(1);
  });
});

describe('the stock holds', () => {
  it('leave card orders to the reconciler, however long past their hold', async () => {
    const shop = await openCardShop(t);
    const order = await placeCardOrder(t, peer, shop, 1);
    offset += 3 * 60 * MINUTE;
    await t.app.stockHolds.tick();
    expect((await traceOf(t, order.id)).order).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
    });
    expect(await stockOf(t, shop.loaf.id)).toBe(2);
  });
});
