import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from '../../test/auth-helpers.ts';
import { parseHtml } from '../../test/html.ts';
import { visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertProduct, publishShop, type InsertedProduct } from '../../test/store-fixtures.ts';
import { registerOwner } from '../../test/website-helpers.ts';

// Every step of buying with no script comes back to the block the visitor was using: the forms'
// actions and the redirects carry its id as their fragment.
let t: TestApp;
let shop: { site: { id: string }; host: string };
let loaf: InsertedProduct;

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

const cookieOf = (res: LightMyRequestResponse) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0]!;

/** The ids on a page and the actions of its post forms. */
function landingOf(body: string) {
  const page = parseHtml(body);
  return {
    ids: page.tags.map((tag) => tag.attrs.id).filter(Boolean),
    actions: page
      .all('form')
      .filter((f) => f.attrs.method === 'post')
      .map((f) => f.attrs.action),
  };
}

/** A page drawn again after a refused post: it still holds the block, and its forms land on it. */
function expectSame(body: string, shown: ReturnType<typeof landingOf>, id: string) {
  const again = landingOf(body);
  expect(again.ids).toContain(id);
  expect(again.actions).toEqual(shown.actions);
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await registerOwner(t.app, t.database);
  shop = await publishShop(t.app, owner.token);
  loaf = await insertProduct(t.database, shop.site.id, {
    name: 'Sourdough loaf',
    price: 650,
    quantity: 3,
  });
});

afterAll(async () => {
  await t?.close();
});

describe('the shop with no script keeps the visitor at the block they used', () => {
  it('adds from the product page to the cart, and a refused add lands on the product', async () => {
    const product = landingOf((await visit(t.app, shop.host, '/products/sourdough-loaf')).body);
    expect(product.ids).toContain('product');
    expect(product.actions).toEqual(['/_cart/add#product']);
    const refused = await post('/_cart/add', { productId: loaf.id, quantity: '9' });
    expect(refused.statusCode).toBe(409);
    expectSame(refused.body, product, 'product');
    const added = await post('/_cart/add', { productId: loaf.id, quantity: '1' });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/cart#cart');
  });

  it('changes and removes lines of the cart, landing on the cart each time', async () => {
    const cookie = cookieOf(await post('/_cart/add', { productId: loaf.id, quantity: '1' }));
    const cart = landingOf((await visit(t.app, shop.host, '/cart', { cookie })).body);
    expect(cart.ids).toContain('cart');
    expect(cart.actions).toEqual(['/_cart/update#cart', '/_cart/remove#cart']);
    const line = `${loaf.id}:`;
    const bad = await post('/_cart/update', { line, quantity: 'many' }, cookie);
    expect(bad.statusCode).toBe(400);
    expectSame(bad.body, cart, 'cart');
    const changed = await post('/_cart/update', { line, quantity: '2' }, cookie);
    expect(changed.headers.location).toBe('/cart#cart');
    const removed = await post('/_cart/remove', { line }, cookieOf(changed));
    expect(removed.headers.location).toBe('/cart#cart');
  });

  it('reviews the checkout and shows its errors at the checkout, and the order at the order', async () => {
    const cookie = cookieOf(await post('/_cart/add', { productId: loaf.id, quantity: '1' }));
    const checkout = landingOf((await visit(t.app, shop.host, '/checkout', { cookie })).body);
    expect(checkout.ids).toContain('checkout');
    expect(checkout.actions).toEqual(['/_checkout#checkout']);
    const review = await post('/_checkout', { action: 'review', delivery: 'pickup' }, cookie);
    expect(review.statusCode).toBe(200);
    expectSame(review.body, checkout, 'checkout');
    const wrong = await post('/_checkout', { action: 'place', name: '', email: 'x' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expectSame(wrong.body, checkout, 'checkout');
    const buyer = {
      name: 'Ana Lima',
      email: 'ana@example.com',
      delivery: 'pickup',
      payment: 'pickup',
    };
    const placed = await post('/_checkout', { ...buyer, action: 'place' }, cookie);
    expect(placed.statusCode, placed.body).toBe(303);
    const location = String(placed.headers.location);
    expect(location).toMatch(/^\/order\/[\w-]{40,}#order$/);
    const order = await visit(t.app, shop.host, location.split('#')[0]!);
    expect(landingOf(order.body).ids).toContain('order');
  });
});
