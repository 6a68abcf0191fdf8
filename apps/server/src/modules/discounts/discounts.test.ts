import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Discount, OrderDetail, PlacedOrder } from '@tessera/core';
import { discountRedemptions, discounts, mailOutbox, orders } from '../../db/schema.ts';
import { errorOf, freshAddress, type Account } from '../../test/auth-helpers.ts';
import { catalogueChanged, insertProduct } from '../../test/store-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';
import { openTestShop, orderBody, postOrder, type TestShop } from '../orders/order-test-shop.ts';

const MINUTE = 60_000;
// The app's clock: tests move it on instead of waiting.
let clock = Date.now();
const now = () => clock;

let t: TestApp;
let shop: TestShop;
let stranger: Account;

beforeAll(async () => {
  t = await createTestApp({}, { now });
  shop = await openTestShop(t);
  stranger = await registerOwner(t.app, t.database);
});

afterAll(async () => {
  await t?.close();
});

const api = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  body?: object,
  token = shop.owner.token,
) => call(t.app, token, method, url, body);

let codes = 0;
/** A new code on the shop; its name is unique unless given. */
async function createCode(fields: Record<string, unknown>, own = shop): Promise<Discount> {
  codes += 1;
  const res = await api(
    'POST',
    `/api/websites/${own.site.id}/discounts`,
    { code: `CODE-${codes}`, kind: 'percent', value: 10, ...fields },
    own.owner.token,
  );
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<Discount>(res, 201);
}

const listOf = async (own = shop, query = '') =>
  dataOf<Discount[]>(
    await api('GET', `/api/websites/${own.site.id}/discounts${query}`, undefined, own.owner.token),
  );

const findCode = async (id: string, own = shop) => (await listOf(own)).find((d) => d.id === id)!;

let buyers = 0;
/** Cookies (1.50 each, stock not counted; tax 10% on top, pickup), from a new buyer unless given. */
function buy(discountCode: unknown, email?: string, quantity = 2, own = shop) {
  buyers += 1;
  return postOrder(
    t,
    own.site.subdomain,
    orderBody([{ productId: own.cookie.id, quantity }], {
      discountCode,
      customer: { name: 'Ana Lima', email: email ?? `buyer${buyers}@example.com` },
    }),
  );
}

function buyCookies(discountCode: unknown, email: string, own = shop) {
  return postOrder(
    t,
    own.site.subdomain,
    orderBody([{ productId: own.cookie.id, quantity: 2 }], {
      discountCode,
      customer: { name: 'Bo', email },
    }),
    freshAddress(),
  );
}

async function ordersOf(websiteId: string) {
  return t.database.db.select().from(orders).where(eq(orders.websiteId, websiteId));
}

describe('the owner’s codes', () => {
  it('creates a code and lists it with its uses and status', async () => {
    const created = await createCode({
      code: 'Summer-10',
      kind: 'percent',
      value: '12.5',
      minSubtotal: '20',
      usageLimit: 10,
      oncePerCustomer: true,
      productIds: [shop.loaf.id],
    });
    expect(created).toMatchObject({
      code: 'Summer-10',
      kind: 'percent',
      value: 12.5,
      minSubtotal: 20,
      usageLimit: 10,
      usedCount: 0,
      oncePerCustomer: true,
      productIds: [shop.loaf.id],
      active: true,
      status: 'active',
      startsAt: null,
      endsAt: null,
    });
    const fixed = await createCode({ code: 'FIVE-OFF', kind: 'fixed', value: 5 });
    expect(fixed.value).toBe(5);
    const list = await listOf(shop, '?search=summer');
    expect(list.map((d) => d.code)).toEqual(['Summer-10']);
  });

  it('refuses a code the website already has, in any case', async () => {
    const res = await api('POST', `/api/websites/${shop.site.id}/discounts`, {
      code: 'summer-10',
      kind: 'fixed',
      value: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).fields).toEqual({ code: 'A discount with this code already exists' });
    // Another website may use the same code.
    const other = await openTestShop(t);
    await createCode({ code: 'SUMMER-10' }, other);
  });

  it('says what is wrong and changes nothing', async () => {
    const before = (await listOf()).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'x', kind: 'percent', value: 10 }, 'code', 'Code must be at least 3 characters'],
      [
        { code: 'ABC', kind: 'percent', value: 150 },
        'value',
        'A percent off must be between 0.01 and 100',
      ],
      [{ code: 'ABC', kind: 'fixed', value: 0 }, 'value', 'An amount off must be more than 0'],
      [
        { code: 'ABC', kind: 'fixed', value: 1, usageLimit: 0 },
        'usageLimit',
        'Usage limit must be a whole number of at least 1',
      ],
      [
        { code: 'ABC', kind: 'fixed', value: 1, startsAt: '2026-12-10', endsAt: '2026-12-01' },
        'endsAt',
        'The end must be after the start',
      ],
      [
        {
          code: 'ABC',
          kind: 'fixed',
          value: 1,
          productIds: ['00000000-0000-4000-8000-000000000001'],
        },
        'productIds',
        'Choose products of this website',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await api('POST', `/api/websites/${shop.site.id}/discounts`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).fields?.[field]).toBe(message);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${shop.site.id}/discounts`,
      headers: { authorization: `Bearer ${shop.owner.token}`, 'content-type': 'application/json' },
      payload: '{"code":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await listOf()).length).toBe(before);
  });

  it('changes only the fields a PUT carries, and deletes', async () => {
    const code = await createCode({ kind: 'fixed', value: 3, usageLimit: 4 });
    const changed = dataOf<Discount>(
      await api('PUT', `/api/discounts/${code.id}`, { active: false, ignored: 1 }),
    );
    expect(changed).toMatchObject({ code: code.code, kind: 'fixed', value: 3, usageLimit: 4 });
    expect(changed.status).toBe('off');
    const taken = await api('PUT', `/api/discounts/${code.id}`, { code: 'FIVE-OFF' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields?.code).toBe('A discount with this code already exists');
    const bad = await api('PUT', `/api/discounts/${code.id}`, { kind: 'percent', value: 101 });
    expect(bad.statusCode).toBe(400);
    expect((await findCode(code.id)).kind).toBe('fixed');
    expect((await api('DELETE', `/api/discounts/${code.id}`)).statusCode).toBe(200);
    expect(await findCode(code.id)).toBeUndefined();
  });

  it('is another owner’s 404 on every route', async () => {
    const code = await createCode({});
    const them = stranger.token;
    const answers = [
      await api('GET', `/api/websites/${shop.site.id}/discounts`, undefined, them),
      await api(
        'POST',
        `/api/websites/${shop.site.id}/discounts`,
        { code: 'MINE', kind: 'fixed', value: 1 },
        them,
      ),
      await api('PUT', `/api/discounts/${code.id}`, { active: false }, them),
      await api('DELETE', `/api/discounts/${code.id}`, undefined, them),
      await api('PUT', '/api/discounts/not-an-id', { active: false }),
    ];
    for (const res of answers) expect(res.statusCode).toBe(404);
    expect(await findCode(code.id)).toMatchObject({ active: true });
  });
});

describe('a code on an order', () => {
  it('takes its amount off before tax, keeps the code as written and counts the use', async () => {
    const code = await createCode({ code: 'Bread-10', kind: 'percent', value: 10 });
    const res = await buy('  bread-10 ', 'ana@example.com', 10);
    expect(res.statusCode, res.body).toBe(201);
    const placed = dataOf<PlacedOrder>(res, 201);
    // 15.00 - 1.50 = 13.50, tax 10% = 1.35.
    expect(placed).toMatchObject({
      subtotal: 15,
      discount: 1.5,
      discountCode: 'Bread-10',
      tax: 1.35,
      total: 14.85,
    });
    const [row] = (await ordersOf(shop.site.id)).filter((o) => o.number === placed.number);
    expect(row).toMatchObject({ discount: 150, discountCode: 'Bread-10', discountId: code.id });
    const owners = dataOf<OrderDetail>(await api('GET', `/api/orders/${row!.id}`));
    expect(owners).toMatchObject({ discount: 1.5, discountCode: 'Bread-10', total: 14.85 });
    expect((await findCode(code.id)).usedCount).toBe(1);

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.refId, row!.id));
    expect(mails.length).toBe(2);
    for (const mail of mails) {
      expect(mail.text).toContain('Discount (Bread-10): -$1.50');
      expect(mail.html).toContain('Discount (Bread-10)');
    }
    const csv = await api('GET', `/api/websites/${shop.site.id}/orders/export`);
    expect(csv.body).toMatch(
      new RegExp(`#${placed.number},.*,15\\.00,Bread-10,1\\.50,0\\.00,1\\.35,14\\.85,`),
    );
  });

  it('never makes a total negative', async () => {
    await createCode({ code: 'HUGE', kind: 'fixed', value: 1000 });
    const placed = dataOf<PlacedOrder>(await buy('HUGE', undefined, 1), 201);
    expect(placed).toMatchObject({ subtotal: 1.5, discount: 1.5, tax: 0, total: 0 });
  });

  it('refuses each unusable code with its reason, on discountCode, and changes nothing', async () => {
    const past = new Date(clock - 60 * MINUTE).toISOString();
    const later = new Date(clock + 60 * MINUTE).toISOString();
    await createCode({
      code: 'OLD',
      endsAt: past,
      startsAt: new Date(clock - 120 * MINUTE).toISOString(),
    });
    await createCode({ code: 'SOON', startsAt: later });
    await createCode({ code: 'PAUSED', active: false });
    await createCode({ code: 'BIG-SPEND', minSubtotal: 50 });
    await createCode({ code: 'SHIRTS', productIds: [shop.shirt.id] });
    const once = await createCode({ code: 'ONCE', kind: 'fixed', value: 1, usageLimit: 1 });
    await createCode({ code: 'MINE', oncePerCustomer: true });
    expect((await buy('ONCE', undefined, 1)).statusCode).toBe(201);
    expect((await findCode(once.id)).status).toBe('used up');
    expect((await buy('MINE', 'carla@example.com', 1)).statusCode).toBe(201);

    const before = await ordersOf(shop.site.id);
    const refusals: [string, string, string?][] = [
      ['NOPE', 'This code is not valid'],
      ['PAUSED', 'This code is not valid'],
      ['SOON', 'This code is not valid'],
      ['OLD', 'This code has expired'],
      ['ONCE', 'This code has been used up'],
      ['BIG-SPEND', 'This code needs a subtotal of at least $50.00'],
      ['SHIRTS', 'This code does not apply to the items in your cart'],
      ['MINE', 'You have already used this code', 'Carla@Example.com'],
    ];
    for (const [code, message, email] of refusals) {
      const res = await buy(code, email, 1);
      expect(res.statusCode, code).toBe(400);
      const error = errorOf(res);
      expect(error.fields).toEqual({ discountCode: message });
      expect(error.message).toBe(message);
    }
    expect((await ordersOf(shop.site.id)).length).toBe(before.length);
  });
});

describe('uses', () => {
  it('gives exactly 10 uses to 50 parallel checkouts of a code limited to 10', async () => {
    const own = await openTestShop(t);
    const code = await createCode({ code: 'FIRST-TEN', usageLimit: 10 }, own);
    // Each buyer a product of their own: nothing but the code's row orders these checkouts.
    const goods = [];
    for (let i = 0; i < 50; i += 1) {
      goods.push(await insertProduct(t.database, own.site.id, { name: `Rush item ${i}` }));
    }
    await catalogueChanged(t.database, own.site.id);
    const answers = await Promise.all(
      goods.map((product, i) =>
        postOrder(
          t,
          own.site.subdomain,
          orderBody([{ productId: product.id, quantity: 1 }], {
            discountCode: 'first-ten',
            customer: { name: 'Rush', email: `rush${i}@example.com` },
          }),
        ),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201).length).toBe(10);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 400)).toBe(true);
    for (const res of answers.filter((r) => r.statusCode === 400)) {
      expect(errorOf(res).fields?.discountCode).toBe('This code has been used up');
    }
    expect((await findCode(code.id, own)).usedCount).toBe(10);
    const redeemed = await t.database.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discountId, code.id));
    expect(redeemed.length).toBe(10);
  });

  it('gives the use back when the owner cancels, so the buyer may use it again', async () => {
    const own = await openTestShop(t);
    const code = await createCode({ code: 'ONE-EACH', oncePerCustomer: true, usageLimit: 1 }, own);
    const first = await buyCookies('ONE-EACH', 'dee@example.com', own);
    expect(first.statusCode).toBe(201);
    expect(errorOf(await buyCookies('ONE-EACH', 'dee@example.com', own)).fields).toEqual({
      discountCode: 'This code has been used up',
    });
    const [order] = await ordersOf(own.site.id);
    const cancelled = await api(
      'PUT',
      `/api/orders/${order!.id}`,
      { status: 'CANCELLED' },
      own.owner.token,
    );
    expect(cancelled.statusCode).toBe(200);
    expect((await findCode(code.id, own)).usedCount).toBe(0);
    // The cancelled order keeps what it was sold at.
    expect(dataOf<OrderDetail>(cancelled)).toMatchObject({
      discountCode: 'ONE-EACH',
      discount: 0.3,
    });
    expect((await buyCookies('ONE-EACH', 'dee@example.com', own)).statusCode).toBe(201);
    expect((await findCode(code.id, own)).usedCount).toBe(1);
  });

  it('takes the use again when a cancelled order comes back', async () => {
    const own = await openTestShop(t);
    const code = await createCode({ code: 'BACK-AGAIN' }, own);
    expect((await buyCookies('BACK-AGAIN', 'eve@example.com', own)).statusCode).toBe(201);
    const [order] = await ordersOf(own.site.id);
    const status = (to: string) =>
      api('PUT', `/api/orders/${order!.id}`, { status: to }, own.owner.token);
    expect((await status('CANCELLED')).statusCode).toBe(200);
    expect((await findCode(code.id, own)).usedCount).toBe(0);
    expect((await status('PENDING')).statusCode).toBe(200);
    expect((await findCode(code.id, own)).usedCount).toBe(1);
  });

  it('gives the use back when an unpaid order’s stock hold ends', async () => {
    const own = await openTestShop(t);
    const code = await createCode({ code: 'HOLD', usageLimit: 3 }, own);
    const placedAt = clock;
    const res = await postOrder(
      t,
      own.site.subdomain,
      orderBody([{ productId: own.loaf.id, quantity: 1 }], {
        discountCode: 'hold',
        paymentMethod: 'bank-transfer',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await findCode(code.id, own)).usedCount).toBe(1);
    clock = placedAt + 24 * 60 * MINUTE;
    try {
      await t.app.stockHolds.tick();
    } finally {
      clock = Date.now();
    }
    const [order] = await ordersOf(own.site.id);
    expect(order!.status).toBe('CANCELLED');
    expect((await findCode(code.id, own)).usedCount).toBe(0);
    const left = await t.database.db
      .select()
      .from(discountRedemptions)
      .where(and(eq(discountRedemptions.discountId, code.id)));
    expect(left).toEqual([]);
    const [row] = await t.database.db.select().from(discounts).where(eq(discounts.id, code.id));
    expect(row!.usedCount).toBe(0);
  });
});
