import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { inject } from '../../test/auth-helpers.ts';
import { visit } from '../../test/site-helpers.ts';
import {
  catalogueChanged,
  insertProduct,
  type InsertedProduct,
} from '../../test/store-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestShop, stockOf, writtenFor, type TestShop } from '../orders/order-test-shop.ts';

let t: TestApp;
let shop: TestShop;
/** 50 in stock, the default cap (20). */
let baguette: InsertedProduct;
/** Sizes S and M, 30 of each, the default cap. */
let apron: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openTestShop(t);
  baguette = await insertProduct(t.database, shop.site.id, { name: 'Baguette', quantity: 50 });
  apron = await insertProduct(t.database, shop.site.id, {
    name: 'Baker apron',
    sizes: [
      { value: 'S', price: 1500, quantity: 30 },
      { value: 'M', price: 1500, quantity: 30 },
    ],
  });
});

afterAll(async () => {
  await t?.close();
});

/** A visitor's plain form post on the site, with the cart cookie they hold. */
function post(path: string, fields: Record<string, string>, cookie = '') {
  return inject(t.app, {
    method: 'POST',
    url: path,
    headers: {
      host: shop.host,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The cookie a 303 set, as the browser sends it back. */
const cartCookie = (res: LightMyRequestResponse) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0]!;

/** Adds to the cart and checks the 303; answers where it went and the cart it left. */
async function add(fields: Record<string, string>, cookie = '') {
  const res = await post('/_cart/add', fields, cookie);
  expect(res.statusCode, res.body).toBe(303);
  return { location: String(res.headers.location), cookie: cartCookie(res) };
}

/** The quantity fields of a page: the value each holds and its max. */
const quantityFields = (html: string) =>
  [...html.matchAll(/<input[^>]*name="quantity"[^>]*>/g)].map((m) => ({
    max: /max="(\d+)"/.exec(m[0])?.[1],
    value: /value="(\d+)"/.exec(m[0])?.[1],
  }));

describe('the cart on a site and a product’s per-order cap', () => {
  it('gives quantity fields the cap as their max', async () => {
    const page = await visit(t.app, shop.host, `/products/${baguette.slug}`);
    expect(quantityFields(page.body)).toEqual([{ max: '20', value: '1' }]);
    const { cookie } = await add({ productId: baguette.id, quantity: '2' });
    const cart = await visit(t.app, shop.host, '/cart', { cookie });
    expect(quantityFields(cart.body)).toEqual([{ max: '20', value: '2' }]);
    expect(cart.body).not.toContain('at most');
  });

  it('cuts an add past the cap down to it and says so on the cart page', async () => {
    const first = await add({ productId: baguette.id, quantity: '15' });
    expect(first.location).toBe('/cart#cart');
    const second = await add({ productId: baguette.id, quantity: '10' }, first.cookie);
    expect(second.location).toBe(`/cart?capped=${baguette.id}#cart`);
    const cart = await visit(t.app, shop.host, second.location, { cookie: second.cookie });
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain(
      'You can order at most 20 of Baguette at once, so your cart holds 20.',
    );
    expect(quantityFields(cart.body)).toEqual([{ max: '20', value: '20' }]);
    // At the cap already: the cart stays as it is, and says why.
    const third = await add({ productId: baguette.id, quantity: '1' }, second.cookie);
    expect(third.location).toBe(`/cart?capped=${baguette.id}#cart`);
    const same = await visit(t.app, shop.host, '/cart', { cookie: third.cookie });
    expect(quantityFields(same.body)).toEqual([{ max: '20', value: '20' }]);
    expect(same.body).not.toContain('at most');
  });

  it('counts the variants of one product together, and a changed line too', async () => {
    const s = await add({ productId: apron.id, variantId: apron.variantIds.S!, quantity: '15' });
    const m = await add(
      { productId: apron.id, variantId: apron.variantIds.M!, quantity: '10' },
      s.cookie,
    );
    expect(m.location).toBe(`/cart?capped=${apron.id}#cart`);
    const cart = await visit(t.app, shop.host, m.location, { cookie: m.cookie });
    expect(cart.body).toContain(
      'You can order at most 20 of Baker apron at once, so your cart holds 20.',
    );
    expect(quantityFields(cart.body).map((f) => f.value)).toEqual(['15', '5']);

    const changed = await post(
      '/_cart/update',
      { line: `${apron.id}:${apron.variantIds.S}`, quantity: '50' },
      m.cookie,
    );
    expect(changed.statusCode).toBe(303);
    expect(changed.headers.location).toBe(`/cart?capped=${apron.id}#cart`);
    const after = await visit(t.app, shop.host, '/cart', { cookie: cartCookie(changed) });
    expect(quantityFields(after.body).map((f) => f.value)).toEqual(['15', '5']);
  });

  it('gives the checkout page back with the message for a cart over the cap, and places nothing', async () => {
    const { cookie } = await add({ productId: baguette.id, quantity: '15' });
    // The owner lowers the cap while the visitor's cart holds more.
    await t.database.db
      .update(products)
      .set({ maxPerOrder: 10 })
      .where(eq(products.id, baguette.id));
    await catalogueChanged(t.database, shop.site.id);
    const message = 'You can order at most 10 of Baguette at once';
    expect((await visit(t.app, shop.host, '/cart', { cookie })).body).toContain(message);

    const before = await writtenFor(t, shop.site.id);
    const res = await post(
      '/_checkout',
      {
        name: 'Ana Lima',
        email: 'ana@example.com',
        delivery: 'pickup',
        payment: 'pickup',
        idempotency_key: 'capped-cart-0001',
        action: 'place',
      },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Checkout');
    expect(res.body).toContain(message);
    expect(res.body).toContain('value="Ana Lima"');
    expect((await writtenFor(t, shop.site.id)).orders).toEqual(before.orders);
    expect(await stockOf(t, baguette.id)).toBe(50);
  });
});
