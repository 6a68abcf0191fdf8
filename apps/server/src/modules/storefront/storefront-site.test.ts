import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { products } from '../../db/schema.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';
import { visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  catalogueChanged,
  insertProduct,
  publishShop,
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
    expect(added.headers.location).toBe('/cart');
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
    cookie = cartCookie(changed);
    expect((await visit(t.app, shop.host, '/cart', { cookie })).body).toContain(
      'Subtotal (4 items)',
    );

    cookie = cartCookie(
      await post('/_cart/remove', { line: `${shirt.id}:${shirt.variantIds.M}` }, cookie),
    );
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
