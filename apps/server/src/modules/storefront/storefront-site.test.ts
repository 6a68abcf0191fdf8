import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { orders, products } from '../../db/schema.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';
import { visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  catalogueChanged,
  insertProduct,
  publishShop,
  setStoreSettings,
  type InsertedProduct,
} from '../../test/store-fixtures.ts';
import { inject, type Account } from '../../test/auth-helpers.ts';

let t: TestApp;
let owner: Account;
let shop: { site: { id: string }; host: string };
let loaf: InsertedProduct;
let shirt: InsertedProduct;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

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
    payload: form(fields),
  });
}

/** The cookie a 303 set, as the browser sends it back. */
function cartCookie(res: LightMyRequestResponse): string {
  const header = String(res.headers['set-cookie'] ?? '');
  return header.split(';')[0]!;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, t.database);
  shop = await publishShop(t.app, owner.token);
  loaf = await insertProduct(t.database, shop.site.id, {
    name: 'Sourdough loaf',
    price: 650,
    comparePrice: 800,
    quantity: 3,
    description: 'Slow risen for 36 hours.',
  });
  shirt = await insertProduct(t.database, shop.site.id, {
    name: 'Bakery shirt',
    price: 2000,
    sizes: [
      { value: 'S', price: 2000, quantity: 0 },
      { value: 'M', price: 2200, quantity: 5 },
    ],
  });
  await insertProduct(t.database, shop.site.id, { name: 'Secret recipe', isPublished: false });
  await insertProduct(t.database, shop.site.id, { name: 'Rye bread', quantity: 0 });
});

afterAll(async () => {
  await t?.close();
});

describe('the product grid on a published page', () => {
  it('shows live published products with prices, struck compare prices and sold out, and no script', async () => {
    const res = await visit(t.app, shop.host, '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sourdough loaf');
    expect(res.body).toContain('href="/products/sourdough-loaf"');
    expect(res.body).toMatch(/\$6\.50.*<s class="t-price-was">.*\$8\.00/s);
    expect(res.body).toContain('From </span><span class="t-price-now">$20.00');
    expect(res.body).toMatch(/Sold out.*Rye bread/s);
    expect(res.body).not.toContain('Secret recipe');
    expect(res.body).toContain('<a href="/cart">Cart<span class="t-cart-count"></span></a>');
    expect(res.body).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });

  it('shows a price change at once, without a new publish', async () => {
    await t.database.db.update(products).set({ price: 700 }).where(eq(products.id, loaf.id));
    await catalogueChanged(t.database, shop.site.id);
    const res = await visit(t.app, shop.host, '/');
    expect(res.body).toContain('$7.00');
    const page = await visit(t.app, shop.host, '/products/sourdough-loaf');
    expect(page.body).toContain('$7.00');
  });
});

describe('a product page', () => {
  it('has the product, its variants, a quantity, JSON-LD and an Open Graph type', async () => {
    const res = await visit(t.app, shop.host, '/products/bakery-shirt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1 class="t-product-name">Bakery shirt</h1>');
    expect(res.body).toContain(`value="${shirt.variantIds.M}"`);
    expect(res.body).toMatch(new RegExp(`disabled=""[^>]*value="${shirt.variantIds.S}"`));
    expect(res.body).toContain('name="quantity"');
    expect(res.body).toContain('<meta property="og:type" content="product">');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!;
    const data = JSON.parse(jsonLd);
    expect(data['@type']).toBe('Product');
    expect(data.offers.map((o: { availability: string }) => o.availability)).toEqual([
      'https://schema.org/OutOfStock',
      'https://schema.org/InStock',
    ]);
  });

  it('is the 404 page for an unpublished or unknown product', async () => {
    expect((await visit(t.app, shop.host, '/products/secret-recipe')).statusCode).toBe(404);
    expect((await visit(t.app, shop.host, '/products/nothing')).statusCode).toBe(404);
  });
});

describe('the cart, with plain forms', () => {
  it('adds, sums a second add, changes and removes lines, answering 303 each time', async () => {
    const added = await post('/_cart/add', { productId: loaf.id, quantity: '1' });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/cart#cart');
    expect(String(added.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    let cookie = cartCookie(added);
    cookie = cartCookie(await post('/_cart/add', { productId: loaf.id, quantity: '1' }, cookie));
    cookie = cartCookie(
      await post(
        '/_cart/add',
        { productId: shirt.id, variantId: shirt.variantIds.M!, quantity: '1' },
        cookie,
      ),
    );
    const cart = await visit(t.app, shop.host, '/cart', { cookie });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('no-store');
    expect(cart.body).toMatch(/Sourdough loaf.*value="2"/s);
    expect(cart.body).toContain('Bakery shirt');
    expect(cart.body).toContain('Subtotal (3 items)');
    expect(cart.body).toContain('$36.00');

    const changed = await post('/_cart/update', { line: `${loaf.id}:`, quantity: '3' }, cookie);
    expect(changed.statusCode).toBe(303);
    expect(changed.headers.location).toBe('/cart#cart');
    cookie = cartCookie(changed);
    expect((await visit(t.app, shop.host, '/cart', { cookie })).body).toContain(
      'Subtotal (4 items)',
    );

    const removed = await post(
      '/_cart/remove',
      { line: `${shirt.id}:${shirt.variantIds.M}` },
      cookie,
    );
    expect(removed.headers.location).toBe('/cart#cart');
    cookie = cartCookie(removed);
    const after = await visit(t.app, shop.host, '/cart', { cookie });
    expect(after.body).not.toContain('Bakery shirt');
    expect(after.body).toContain('Subtotal (3 items)');
  });

  it('gives the product page back with the message when the stock or the input does not allow it', async () => {
    const tooMany = await post('/_cart/add', { productId: loaf.id, quantity: '4' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body).toContain('Only 3 left.');
    expect(tooMany.body).toContain('value="4"');
    const soldOut = await post('/_cart/add', {
      productId: shirt.id,
      variantId: shirt.variantIds.S!,
      quantity: '1',
    });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.body).toContain('Sorry, this is sold out.');
    const noSize = await post('/_cart/add', { productId: shirt.id, quantity: '1' });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.body).toContain('Choose a size');
    for (const quantity of ['0', '-1', '1.5', 'abc', '']) {
      const bad = await post('/_cart/add', { productId: loaf.id, quantity });
      expect(bad.statusCode, quantity).toBe(400);
      expect(bad.body).toContain('Enter a quantity from 1 to 100');
    }
    const huge = await post('/_cart/add', { productId: loaf.id, quantity: '1000000' });
    expect(huge.statusCode).toBe(400);
    const unknown = await post('/_cart/add', {
      productId: '00000000-0000-4000-8000-000000000000',
      quantity: '1',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('ignores a cookie that was altered', async () => {
    const cookie = cartCookie(await post('/_cart/add', { productId: loaf.id, quantity: '1' }));
    const [name, value] = cookie.split('=');
    const [payload, signature] = value!.split('.');
    const forged = Buffer.from(
      JSON.stringify([
        [loaf.id, '', 1],
        [shirt.id, shirt.variantIds.M, 99],
      ]),
    ).toString('base64url');
    const cart = await visit(t.app, shop.host, '/cart', {
      cookie: `${name}=${forged}.${signature}`,
    });
    expect(cart.body).toContain('Your cart is empty.');
    expect(payload).not.toBe(forged);
  });
});

describe('the catalogue for the builder and the preview', () => {
  it('gives the owner the published products as visitors see them, and another owner a 404', async () => {
    const res = await call(t.app, owner.token, 'GET', `/api/websites/${shop.site.id}/catalogue`);
    const data = dataOf<{ currency: string; products: { name: string }[] }>(res);
    expect(data.currency).toBe('USD');
    expect(data.products.map((p) => p.name).sort()).toEqual([
      'Bakery shirt',
      'Rye bread',
      'Sourdough loaf',
    ]);
    const stranger = await registerOwner(t.app, t.database);
    const other = await call(
      t.app,
      stranger.token,
      'GET',
      `/api/websites/${shop.site.id}/catalogue`,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('checkout, with plain forms', () => {
  /** A cart holding `quantity` of the loaf, as its cookie. */
  async function cartWithLoaf(quantity: number): Promise<string> {
    const res = await post('/_cart/add', { productId: loaf.id, quantity: String(quantity) });
    expect(res.statusCode).toBe(303);
    return cartCookie(res);
  }

  const buyer = {
    name: 'Ana Lima',
    email: 'ana.lima@example.com',
    delivery: 'pickup',
    payment: 'pickup',
    idempotency_key: 'checkout-key-0001',
  };

  beforeAll(async () => {
    await setStoreSettings(t.database, shop.site.id, {
      currency: 'USD',
      taxRate: 10,
      taxInclusive: false,
      pickup: { enabled: true, instructions: 'Collect at 12 Mill Lane.' },
      shippingRates: [{ id: 'courier', name: 'Courier', price: 600 }],
      payments: { pickup: true, cashOnDelivery: true, bankTransfer: false, bankInstructions: '' },
    });
    await t.database.db
      .update(products)
      .set({ quantity: 3, price: 650 })
      .where(eq(products.id, loaf.id));
    await catalogueChanged(t.database, shop.site.id);
  });

  it('shows the cart, the choices and totals worked out on the server', async () => {
    const cookie = await cartWithLoaf(2);
    const page = await visit(t.app, shop.host, '/checkout', { cookie });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Local pickup');
    expect(page.body).toContain('Courier');
    // 2 × 6.50 = 13.00, tax 10% = 1.30.
    expect(page.body).toContain('$14.30');
    const review = await post(
      '/_checkout',
      { ...buyer, delivery: 'courier', action: 'review', total: '0.01' },
      cookie,
    );
    expect(review.statusCode).toBe(200);
    // Shipping 6.00 is taxed too: (13 + 6) × 1.1 = 20.90.
    expect(review.body).toContain('$20.90');
    expect(review.body).toContain('value="Ana Lima"');
  });

  it('gives the page back with the messages in place for bad input, and places nothing', async () => {
    const cookie = await cartWithLoaf(1);
    const res = await post(
      '/_checkout',
      { name: '', email: 'not-an-email', delivery: 'courier', action: 'place' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Your order was not placed yet.');
    expect(res.body).toContain('Name is required');
    expect(res.body).toContain('Please enter a valid email address');
    expect(res.body).toContain('value="not-an-email"');
    expect(await t.database.db.select().from(orders)).toHaveLength(0);
  });

  it('places the order, answers 303 to its own page, empties the cart, and a double submit is one order', async () => {
    const cookie = await cartWithLoaf(2);
    const placed = await post('/_checkout', { ...buyer, action: 'place', price: '0.01' }, cookie);
    expect(placed.statusCode).toBe(303);
    const location = String(placed.headers.location);
    expect(location).toMatch(/^\/order\/[\w-]{40,}#order$/);
    expect(String(placed.headers['set-cookie'])).toMatch(/^t_cart=; Max-Age=0/);
    const again = await post('/_checkout', { ...buyer, action: 'place' }, cookie);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(location);
    const rows = await t.database.db.select().from(orders);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.total).toBe(1430);
    const [stock] = await t.database.db
      .select({ q: products.quantity })
      .from(products)
      .where(eq(products.id, loaf.id));
    expect(stock!.q).toBe(1);

    const page = await visit(t.app, shop.host, location);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Order #1001 is confirmed');
    expect(page.body).toContain('Collect at 12 Mill Lane.');
    expect(page.body).toContain('You pay when you collect your order.');
    expect((await visit(t.app, shop.host, '/order/not-a-real-order-token-at-all')).statusCode).toBe(
      404,
    );
  });

  it('says what is left when the stock ran out while the visitor was choosing', async () => {
    // One loaf is left; two visitors each hold one in their cart; the second checks out too late.
    const first = await cartWithLoaf(1);
    const second = await cartWithLoaf(1);
    const won = await post(
      '/_checkout',
      { ...buyer, idempotency_key: 'first-buyer-1', action: 'place' },
      first,
    );
    expect(won.statusCode).toBe(303);
    const lost = await post(
      '/_checkout',
      { ...buyer, idempotency_key: 'second-buyer-1', action: 'place' },
      second,
    );
    expect(lost.statusCode).toBe(409);
    expect(lost.body).toMatch(/Sourdough loaf/);
    expect(lost.body).toContain('Sold out');
    expect(await t.database.db.select().from(orders)).toHaveLength(2);
  });
});
