import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { OrderDetail } from '@tessera/core';
import { mailOutbox, notifications, orderEvents, orders, paymentEvents } from '../../db/schema.ts';
import { StripePeer, type PeerSession } from '../../test/stripe-peer.ts';
import { setStoreSettings } from '../../test/store-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { call, dataOf } from '../../test/website-helpers.ts';
import { openTestShop, orderBody, postOrder, type TestShop } from '../orders/order-test-shop.ts';

/** The keys every card test shop connects with; the peer knows the secret key. */
export const SECRET_KEY = 'sk_test_51CardShopKeyAbCdEf0042';
export const WEBHOOK_SECRET = 'whsec_CardShopSigningSecret0042';

/** Lets the peer answer the shops' secret key. */
export function openPeerAccount(peer: StripePeer): void {
  peer.accounts.set(SECRET_KEY, { id: 'acct_bakery', displayName: 'Bakery Ltd' });
}

/** The test bakery with Card offered and Stripe connected through the owner's API. */
export async function openCardShop(t: TestApp): Promise<TestShop> {
  const shop = await openTestShop(t);
  await setStoreSettings(t.database, shop.site.id, {
    taxRate: 10,
    pickup: { enabled: true, instructions: 'Collect at 12 Baker St, 8am to noon.' },
    shippingRates: [{ id: 'post', name: 'Post', price: 500 }],
    payments: {
      pickup: true,
      cashOnDelivery: true,
      bankTransfer: true,
      bankInstructions: 'IBAN DE00 1234, reference: your order number',
      card: true,
    },
  });
  const res = await call(
    t.app,
    shop.owner.token,
    'PUT',
    `/api/websites/${shop.site.id}/payments/stripe`,
    { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET },
  );
  expect(res.statusCode, res.body).toBe(200);
  return shop;
}

export interface CardOrder {
  id: string;
  number: number;
  total: number;
  paymentUrl: string;
  session: PeerSession;
}

/** A buyer's card order of `quantity` loaves through the public API, and its session at the peer. */
export async function placeCardOrder(
  t: TestApp,
  peer: StripePeer,
  shop: TestShop,
  quantity = 2,
): Promise<CardOrder> {
  const res = await postOrder(
    t,
    shop.site.subdomain,
    orderBody([{ productId: shop.loaf.id, quantity }], { paymentMethod: 'card' }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const placed = (res.json() as { data: { number: number; paymentUrl: string } }).data;
  const [row] = await t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.websiteId, shop.site.id), eq(orders.number, placed.number)));
  expect(row?.paymentSessionId).toBeTruthy();
  return {
    id: row!.id,
    number: row!.number,
    total: row!.total,
    paymentUrl: placed.paymentUrl,
    session: peer.sessions.get(row!.paymentSessionId!)!,
  };
}

/** Posts `event` to a website's webhook address, signed as Stripe signs it. */
export function deliver(
  t: TestApp,
  websiteId: string,
  event: object,
  { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
): Promise<LightMyRequestResponse> {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: `/api/webhooks/stripe/${websiteId}`,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': StripePeer.signature(payload, secret, timestamp),
    },
    payload,
  }) as Promise<LightMyRequestResponse>;
}

/** Delivers `event` and expects Stripe's acknowledgement. */
export async function delivered(t: TestApp, websiteId: string, event: object): Promise<void> {
  const res = await deliver(t, websiteId, event);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ received: true });
}

/** The owner's view of an order. */
export const ownerOrder = async (t: TestApp, shop: TestShop, id: string) =>
  dataOf<OrderDetail>(await call(t.app, shop.owner.token, 'GET', `/api/orders/${id}`));

/** Everything a settled order leaves behind, to compare before and after. */
export async function traceOf(t: TestApp, orderId: string) {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return {
    order: { ...order!, updatedAt: null },
    history: await db
      .select({ kind: orderEvents.kind, note: orderEvents.note, amount: orderEvents.amount })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt)),
    mails: await db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.refId, orderId))
      .orderBy(asc(mailOutbox.id)),
    notices: await db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.link, `/dashboard/orders/${orderId}?site=${order!.websiteId}`))
      .orderBy(asc(notifications.createdAt)),
  };
}

/** The provider events recorded for a website. */
export const eventsOf = (t: TestApp, websiteId: string) =>
  t.database.db
    .select({ eventId: paymentEvents.eventId, type: paymentEvents.type })
    .from(paymentEvents)
    .where(eq(paymentEvents.websiteId, websiteId));
