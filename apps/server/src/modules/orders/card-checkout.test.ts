import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { discounts, notifications, orders } from '../../db/schema.ts';
import { errorOf, inject } from '../../test/auth-helpers.ts';
import { visit } from '../../test/site-helpers.ts';
import { setStoreSettings } from '../../test/store-fixtures.ts';
import { StripePeer, type PeerSession } from '../../test/stripe-peer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ORDER_PAGE } from '../analytics/collect/private-pages.ts';
import { call, dataOf } from '../../test/website-helpers.ts';
import {
  LISBON,
  mailsAbout,
  openTestShop,
  orderBody,
  postOrder,
  stockOf,
  type TestShop,
} from './order-test-shop.ts';

const SECRET_KEY = 'sk_test_51CardCheckoutKey0001';
const WEBHOOK_SECRET = 'whsec_CardCheckoutSecret0001';
const SESSIONS = 'POST /v1/checkout/sessions';

let peer: StripePeer;
let t: TestApp;

beforeAll(async () => {
  peer = new StripePeer();
  await peer.start();
  peer.accounts.set(SECRET_KEY, { id: 'acct_bakery', displayName: 'Mill Lane Bakery' });
  t = await createTestApp({ STRIPE_API_URL: peer.url });
});

afterAll(async () => {
  await t?.close();
  await peer?.stop();
});

afterEach(() => peer.failing.clear());

/** The test shop's settings, with Card as the owner chose. */
async function offerCard(shop: TestShop, card: boolean) {
  await setStoreSettings(t.database, shop.site.id, {
    taxRate: 10,
    pickup: { enabled: true, instructions: 'Collect at 12 Baker St, 8am to noon.' },
    shippingRates: [{ id: 'post', name: 'Post', price: 500 }],
    payments: {
      pickup: true,
      cashOnDelivery: true,
      bankTransfer: true,
      bankInstructions: 'IBAN DE00 1234, reference: your order number',
      card,
    },
  });
}

/** Connects Stripe through the owner's own route, as Settings -> Payments does. */
async function connectStripe(shop: TestShop) {
  const res = await call(
    t.app,
    shop.owner.token,
    'PUT',
    `/api/websites/${shop.site.id}/payments/stripe`,
    {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
    },
  );
  expect(res.statusCode, res.body).toBe(200);
}

/** A shop taking cards: Stripe connected, Card enabled. */
async function cardShop(): Promise<TestShop> {
  const shop = await openTestShop(t);
  await offerCard(shop, true);
  await connectStripe(shop);
  return shop;
}

async function orderByToken(token: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.publicToken, token));
  return row!;
}

const sessionOf = (paymentUrl: string): PeerSession => {
  const id = paymentUrl.split('/pay/')[1]!;
  const session = peer.sessions.get(id);
  expect(session, paymentUrl).toBeDefined();
  return session!;
};

/** The session calls the server made for one order. */
const sessionCallsFor = (orderId: string) =>
  peer
    .calls(SESSIONS)
    .filter((c) => (c.body.metadata as Record<string, string> | undefined)?.tessera_id === orderId);

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function sitePost(shop: TestShop, path: string, fields: Record<string, string>, cookie = '') {
  return inject(t.app, {
    method: 'POST',
    url: path,
    headers: {
      host: shop.host,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: form(fields),
  });
}

const cookieOf = (res: LightMyRequestResponse) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0]!;

async function cartWith(shop: TestShop, productId: string, quantity: number): Promise<string> {
  const res = await sitePost(shop, '/_cart/add', { productId, quantity: String(quantity) });
  expect(res.statusCode).toBe(303);
  return cookieOf(res);
}

const buyer = (key: string) => ({
  name: 'Ana Lima',
  email: 'ana@example.com',
  delivery: 'pickup',
  payment: 'card',
  idempotency_key: key,
});

/** Places a card order through the no-script checkout; answers its payment page and token. */
async function placeByForm(shop: TestShop, cookie: string, key: string) {
  const res = await sitePost(shop, '/_checkout', { ...buyer(key), action: 'place' }, cookie);
  expect(res.statusCode, res.body).toBe(303);
  const paymentUrl = String(res.headers.location);
  const session = sessionOf(paymentUrl);
  const token = new URL(session.success_url).pathname.split('/').at(-1)!;
  return { paymentUrl, session, token };
}

describe('Card at checkout', () => {
  it('is offered only when Stripe is connected and the owner enabled Card', async () => {
    const shop = await openTestShop(t);
    const cardOrder = () =>
      postOrder(
        t,
        shop.site.subdomain,
        orderBody([{ productId: shop.loaf.id, quantity: 1 }], { paymentMethod: 'card' }),
      );
    const cookie = await cartWith(shop, shop.loaf.id, 1);
    const offersCard = async () =>
      (await visit(t.app, shop.host, '/checkout', { cookie })).body.includes('value="card"');

    // Enabled, but no Stripe account: no Card, and the API refuses it on the field.
    await offerCard(shop, true);
    expect(await offersCard()).toBe(false);
    const refused = await cardOrder();
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields?.paymentMethod).toMatch(/Choose a way to pay offered here/);

    await connectStripe(shop);
    expect(await offersCard()).toBe(true);

    // Connected, but the owner turned Card off.
    await offerCard(shop, false);
    expect(await offersCard()).toBe(false);
    const off = await cardOrder();
    expect(off.statusCode).toBe(400);
    expect(errorOf(off).fields?.paymentMethod).toBeDefined();
    expect(await stockOf(t, shop.loaf.id)).toBe(3);
    expect(
      await t.database.db.select().from(orders).where(eq(orders.websiteId, shop.site.id)),
    ).toEqual([]);
  });

  it('answers 201 with a session priced by the server, holds the stock as long as the session and mails nobody yet', async () => {
    const shop = await cardShop();
    const body = orderBody(
      [
        { productId: shop.loaf.id, quantity: 2, unitPrice: 0.01, price: 0.01 } as never,
        { productId: shop.shirt.id, variantId: shop.shirt.variantIds.M!, quantity: 1 },
      ],
      {
        paymentMethod: 'card',
        shippingMethod: 'post',
        shippingAddress: LISBON,
        idempotencyKey: 'card-order-0001',
        total: 0.01,
        shipping: 0,
      },
    );
    const res = await postOrder(t, shop.site.subdomain, body);
    const placed = dataOf<{
      orderNumber: string;
      paymentStatus: string;
      paymentMethod: string;
      total: number;
      confirmationPath: string;
      paymentUrl: string;
    }>(res, 201);
    expect(placed.paymentMethod).toBe('card');
    expect(placed.paymentStatus).toBe('PENDING');
    // 2 × 6.50 + 22.00 = 35.00, shipping 5.00, tax 10% of 40.00 = 4.00.
    expect(placed.total).toBe(44);
    expect(placed.paymentUrl.startsWith(`${peer.url}/pay/cs_test_`)).toBe(true);

    const token = placed.confirmationPath.split('/').at(-1)!;
    const row = await orderByToken(token);
    const session = sessionOf(placed.paymentUrl);
    expect(row.paymentSessionId).toBe(session.id);
    expect(row.paymentUrl).toBe(placed.paymentUrl);
    expect(row.status).toBe('PENDING');
    expect(row.paymentStatus).toBe('PENDING');

    const params = session.params as {
      line_items: { quantity: string; price_data: { unit_amount: string; currency: string } }[];
      shipping_options: {
        shipping_rate_data: { display_name: string; fixed_amount: { amount: string } };
      }[];
    };
    expect(
      params.line_items.map((l) => [l.price_data.unit_amount, l.quantity, l.price_data.currency]),
    ).toEqual([
      ['650', '2', 'usd'],
      ['2200', '1', 'usd'],
      ['400', '1', 'usd'],
    ]);
    expect(params.shipping_options[0]!.shipping_rate_data.display_name).toBe('Post');
    expect(params.shipping_options[0]!.shipping_rate_data.fixed_amount.amount).toBe('500');
    expect(session.amount_total).toBe(row.total);
    expect(session.metadata).toEqual({
      tessera_kind: 'order',
      tessera_id: row.id,
      tessera_website: shop.site.id,
    });
    expect(session.customer_email).toBe('ana@example.com');
    expect(session.success_url).toBe(`http://${shop.host}/order/${token}`);
    expect(new URL(session.success_url).origin).toBe(`http://${shop.host}`);
    expect(session.cancel_url).toBe(`http://${shop.host}/_checkout/cancel/${token}`);
    const calls = sessionCallsFor(row.id);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toBe(`tessera-order-${row.id}-session`);

    // The session's life (Stripe's 30 minutes, and a minute for the call's way there) is the
    // stock's hold.
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at - session.created).toBeLessThanOrEqual(31 * 60);
    expect(Math.abs(row.stockHeldUntil!.getTime() - session.expires_at * 1000)).toBeLessThan(1000);

    expect(await stockOf(t, shop.loaf.id)).toBe(1);
    expect(await mailsAbout(t, row.id)).toEqual([]);
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.websiteId, shop.site.id));
    expect(bell).toEqual([]);

    // The same key again: the same order and payment page, and still one session.
    const again = await postOrder(t, shop.site.subdomain, body);
    const replayed = dataOf<{ paymentUrl: string; orderNumber: string }>(again, 200);
    expect(replayed.paymentUrl).toBe(placed.paymentUrl);
    expect(replayed.orderNumber).toBe(placed.orderNumber);
    expect(sessionCallsFor(row.id)).toHaveLength(1);
    expect(
      await t.database.db.select().from(orders).where(eq(orders.websiteId, shop.site.id)),
    ).toHaveLength(1);
  });

  it('takes a discount code off in Stripe as a one-use coupon, so Stripe asks the order total', async () => {
    const shop = await cardShop();
    const created = await call(
      t.app,
      shop.owner.token,
      'POST',
      `/api/websites/${shop.site.id}/discounts`,
      { code: 'BREAD3', kind: 'fixed', value: 3 },
    );
    expect(created.statusCode, created.body).toBe(201);
    const res = await postOrder(
      t,
      shop.site.subdomain,
      orderBody([{ productId: shop.loaf.id, quantity: 2 }], {
        paymentMethod: 'card',
        discountCode: 'bread3',
      }),
    );
    const placed = dataOf<{ paymentUrl: string; confirmationPath: string }>(res, 201);
    const row = await orderByToken(placed.confirmationPath.split('/').at(-1)!);
    // 13.00 - 3.00 = 10.00, tax 10% = 1.00.
    expect(row.discount).toBe(300);
    expect(row.total).toBe(1100);
    const session = sessionOf(placed.paymentUrl);
    expect(session.total_details.amount_discount).toBe(300);
    expect(session.amount_total).toBe(row.total);
    const coupons = peer
      .calls('POST /v1/coupons')
      .filter((c) => c.idempotencyKey?.includes(row.id));
    expect(coupons).toHaveLength(1);
    expect(coupons[0]!.body).toMatchObject({ amount_off: '300', max_redemptions: '1' });

    // The buyer gives up: the code's use comes back with the stock.
    const cancelled = await visit(t.app, shop.host, new URL(session.cancel_url!).pathname);
    expect(cancelled.statusCode).toBe(303);
    const [code] = await t.database.db
      .select({ usedCount: discounts.usedCount })
      .from(discounts)
      .where(eq(discounts.websiteId, shop.site.id));
    expect(code!.usedCount).toBe(0);
    expect(await stockOf(t, shop.loaf.id)).toBe(3);
  });

  it('sends the no-script checkout 303 to the payment page, which its form may post toward', async () => {
    const shop = await cardShop();
    const cookie = await cartWith(shop, shop.loaf.id, 1);
    const page = await visit(t.app, shop.host, '/checkout', { cookie });
    expect(page.body).toContain('value="card"');
    expect(String(page.headers['content-security-policy'])).toContain(
      `form-action 'self' https://checkout.stripe.com ${new URL(peer.url).origin}`,
    );

    const { paymentUrl, session, token } = await placeByForm(shop, cookie, 'form-card-0001');
    expect(paymentUrl).toBe(session.url);
    const row = await orderByToken(token);
    expect(row.paymentMethod).toBe('card');
    expect(session.amount_total).toBe(row.total);
    expect(await stockOf(t, shop.loaf.id)).toBe(2);
    expect(await mailsAbout(t, row.id)).toEqual([]);

    // A double submit is the same order and the same page.
    const again = await sitePost(
      shop,
      '/_checkout',
      { ...buyer('form-card-0001'), action: 'place' },
      cookie,
    );
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(paymentUrl);
    expect(sessionCallsFor(row.id)).toHaveLength(1);
  });

  it('cancels the order with its stock back when Stripe fails, and says so in place', async () => {
    const shop = await cardShop();
    peer.failing.add('/v1/checkout/sessions');
    const res = await postOrder(
      t,
      shop.site.subdomain,
      orderBody([{ productId: shop.loaf.id, quantity: 2 }], { paymentMethod: 'card' }),
    );
    expect(res.statusCode, res.body).toBe(502);
    expect(errorOf(res).code).toBe('PROVIDER_UNAVAILABLE');
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.websiteId, shop.site.id));
    expect(row!.status).toBe('CANCELLED');
    expect(row!.paymentUrl).toBeNull();
    expect(row!.stockHeldUntil).toBeNull();
    expect(await stockOf(t, shop.loaf.id)).toBe(3);
    expect(await mailsAbout(t, row!.id)).toEqual([]);

    // The form: the checkout again with the message, the cart and what was typed kept.
    const cookie = await cartWith(shop, shop.loaf.id, 1);
    const page = await sitePost(
      shop,
      '/_checkout',
      { ...buyer('form-fail-0001'), action: 'place' },
      cookie,
    );
    expect(page.statusCode).toBe(502);
    expect(page.body).toContain(
      'Card payments are not available right now. Choose another way to pay or try again.',
    );
    expect(page.body).toContain('value="Ana Lima"');
    expect(page.body).toContain('Sourdough loaf');
    expect(page.body).not.toContain('form-fail-0001');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(await stockOf(t, shop.loaf.id)).toBe(3);

    // Stripe back: the next Place order is a new order that goes through.
    peer.failing.clear();
    const next = await placeByForm(shop, cookie, 'form-fail-0002');
    expect((await orderByToken(next.token)).status).toBe('PENDING');
    expect(await stockOf(t, shop.loaf.id)).toBe(2);
  });

  it('shows "Confirming your payment..." with a refresh until the order is paid, then "Payment received"', async () => {
    const shop = await cardShop();
    const cookie = await cartWith(shop, shop.loaf.id, 1);
    const { session, token } = await placeByForm(shop, cookie, 'return-0001');
    const returnPath = new URL(session.success_url).pathname;

    const waiting = await visit(t.app, shop.host, returnPath);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.headers['cache-control']).toBe('no-store');
    expect(waiting.body).toContain('Confirming your payment...');
    expect(waiting.body).toContain('<meta http-equiv="refresh" content="3">');
    expect(waiting.body).not.toContain('Payment received');
    expect(waiting.body).not.toMatch(/<script/i);
    // Looking never settles it.
    expect((await orderByToken(token)).paymentStatus).toBe('PENDING');

    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'PAID' })
      .where(eq(orders.publicToken, token));
    const paid = await visit(t.app, shop.host, returnPath);
    expect(paid.body).toContain('Payment received');
    expect(paid.body).not.toContain('Confirming your payment');
    expect(paid.body).not.toContain('http-equiv="refresh"');
  });

  it('counts the return page once, not at each of its reloads while the payment is confirmed', async () => {
    const shop = await cardShop();
    const cookie = await cartWith(shop, shop.loaf.id, 1);
    const { session, token } = await placeByForm(shop, cookie, 'views-0001');
    const returnPath = new URL(session.success_url).pathname;
    const open = () =>
      inject(t.app, {
        method: 'GET',
        url: returnPath,
        remoteAddress: '203.0.113.90',
        headers: {
          host: shop.host,
          'user-agent':
            'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        },
      });
    for (let i = 0; i < 3; i++) expect((await open()).body).toContain('Confirming your payment...');
    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'PAID' })
      .where(eq(orders.publicToken, token));
    expect((await open()).body).toContain('Payment received');
    const dashboard = dataOf<{ topPages: { path: string; views: number }[] }>(
      await call(
        t.app,
        shop.owner.token,
        'GET',
        `/api/analytics/dashboard?websiteId=${shop.site.id}&timeRange=24h`,
      ),
    );
    expect(dashboard.topPages.filter((p) => p.path === ORDER_PAGE)).toEqual([
      expect.objectContaining({ views: 1 }),
    ]);
  });

  it('cancels from the cancel link with the stock and the cart back, and a second click changes nothing', async () => {
    const shop = await cardShop();
    const cookie = await cartWith(shop, shop.loaf.id, 2);
    const { session, token } = await placeByForm(shop, cookie, 'cancel-0001');
    expect(await stockOf(t, shop.loaf.id)).toBe(1);
    const cancelPath = new URL(session.cancel_url!).pathname;

    const cancelled = await visit(t.app, shop.host, cancelPath);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('/checkout?payment=cancelled');
    const restored = cookieOf(cancelled);
    expect(restored).toMatch(/^t_cart=.+/);
    expect(peer.sessions.get(session.id)!.status).toBe('expired');
    const row = await orderByToken(token);
    expect(row.status).toBe('CANCELLED');
    expect(await stockOf(t, shop.loaf.id)).toBe(3);
    expect(await mailsAbout(t, row.id)).toEqual([]);

    const checkout = await visit(t.app, shop.host, '/checkout?payment=cancelled', {
      cookie: restored,
    });
    expect(checkout.body).toContain('Your payment was cancelled. Your cart is as you left it.');
    expect(checkout.body).toContain('Sourdough loaf');
    expect(checkout.body).toMatch(/value="2"|× 2|2 ×/);

    const twice = await visit(t.app, shop.host, cancelPath);
    expect(twice.statusCode).toBe(303);
    expect(twice.headers.location).toBe('/checkout?payment=cancelled');
    expect(twice.headers['set-cookie']).toBeUndefined();
    expect(await stockOf(t, shop.loaf.id)).toBe(3);
    expect((await orderByToken(token)).status).toBe('CANCELLED');

    // Someone else's made-up token is the site's 404.
    expect(
      (await visit(t.app, shop.host, '/_checkout/cancel/not-a-real-token-at-all')).statusCode,
    ).toBe(404);
  });

  it('does not cancel an order whose session Stripe says is complete', async () => {
    const shop = await cardShop();
    const cookie = await cartWith(shop, shop.loaf.id, 1);
    const { session, token } = await placeByForm(shop, cookie, 'complete-0001');
    peer.complete(session.id);

    const res = await visit(t.app, shop.host, new URL(session.cancel_url!).pathname);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order/${token}#order`);
    expect(res.headers['set-cookie']).toBeUndefined();
    const row = await orderByToken(token);
    expect(row.status).toBe('PENDING');
    expect(await stockOf(t, shop.loaf.id)).toBe(2);
  });
});
