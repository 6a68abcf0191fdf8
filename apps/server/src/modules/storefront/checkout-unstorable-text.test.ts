import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { customers, orders } from '../../db/schema.ts';
import { freshAddress, inject } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestShop, stockOf, type TestShop } from '../orders/order-test-shop.ts';

let t: TestApp;
let shop: TestShop;

/** A visitor's plain form post on the shop's host, as a browser encodes it, from its own address. */
function post(path: string, body: string, cookie = '') {
  return inject(t.app, {
    method: 'POST',
    url: path,
    remoteAddress: freshAddress(),
    headers: {
      host: shop.host,
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: body,
  });
}

const cookieOf = (res: LightMyRequestResponse) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0]!;

/** The checkout form of a buyer having the loaf posted, one field replaced by `field=raw`. */
function checkoutBody(field: string, raw: string): string {
  const fields = new URLSearchParams({
    name: 'Ana Lima',
    email: 'ana@example.com',
    phone: '+351 912 345 678',
    delivery: 'post',
    payment: 'cash-on-delivery',
    address_line1: 'Rua Augusta 10',
    city: 'Lisboa',
    postal_code: '1100-053',
    country: 'Portugal',
    note: 'Ring twice',
    action: 'place',
  });
  fields.delete(field);
  return `${fields.toString()}&${field}=${raw}`;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await openTestShop(t);
});

afterAll(async () => {
  await t?.close();
});

describe('a NUL character in the checkout form', () => {
  it.each([
    ['name', 'x%00y'],
    ['note', 'Ring%00twice'],
    ['phone', '%00'],
    ['address_line1', 'Rua%00Augusta'],
    ['city', 'Lis%00boa'],
  ])(
    'gives the checkout page back (400) with a message at %s, and places nothing',
    async (field, raw) => {
      const added = await post('/_cart/add', `productId=${shop.loaf.id}&quantity=1`);
      expect(added.statusCode).toBe(303);
      const res = await post('/_checkout', checkoutBody(field, raw), cookieOf(added));
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Your order was not placed yet.');
      // The message sits beside the field, and the rest of what was typed is kept.
      expect(res.body).toMatch(
        new RegExp(
          `id="checkout-${field}-error">[^<]*character that is not allowed \\(a NUL character\\)`,
        ),
      );
      expect(res.body).toContain('value="ana@example.com"');
      expect(await t.database.db.select().from(orders)).toHaveLength(0);
      expect(await t.database.db.select().from(customers)).toHaveLength(0);
      expect(await stockOf(t, shop.loaf.id)).toBe(3);
    },
  );

  it('still places the order once the field is corrected', async () => {
    const added = await post('/_cart/add', `productId=${shop.loaf.id}&quantity=1`);
    const placed = await post('/_checkout', checkoutBody('name', 'Ana+Lima'), cookieOf(added));
    expect(placed.statusCode).toBe(303);
    expect(await t.database.db.select().from(orders)).toHaveLength(1);
  });
});

describe('a NUL character in the cart’s forms', () => {
  it('gets a page of the site, never an error of ours', async () => {
    const added = await post('/_cart/add', `productId=${shop.loaf.id}&quantity=1`);
    const cookie = cookieOf(added);
    const posts = [
      post('/_cart/add', `productId=${shop.loaf.id}%00&quantity=1`),
      post('/_cart/add', `productId=${shop.shirt.id}&variantId=%00&quantity=1`),
      post('/_cart/add', `productId=${shop.loaf.id}&quantity=1%00`),
      post('/_cart/update', `line=%00&quantity=2`, cookie),
      post('/_cart/update', `line=${shop.loaf.id}&quantity=%00`, cookie),
      post('/_cart/remove', `line=%00`, cookie),
    ];
    for (const res of await Promise.all(posts)) {
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode !== 303) {
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      }
    }
  });
});

describe('a post of the shop refused before it is read', () => {
  it('gets a notice in the site’s look with a way back, for a NUL in its address, too much or the wrong type', async () => {
    const placedBefore = (await t.database.db.select().from(orders)).length;
    const added = await post('/_cart/add', `productId=${shop.loaf.id}&quantity=1`);
    const cookie = cookieOf(added);
    const cases = [
      {
        res: await post('/_checkout?step=%00', checkoutBody('name', 'Ana'), cookie),
        status: 400,
        back: '/checkout#checkout',
      },
      {
        res: await post('/_cart/update?x=%00', 'line=a&quantity=1', cookie),
        status: 400,
        back: '/cart#cart',
      },
      {
        res: await post('/_checkout', `note=${'x'.repeat(70 * 1024)}`, cookie),
        status: 413,
        back: '/checkout#checkout',
      },
    ];
    for (const { res, status, back } of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Corner Bakery');
      expect(res.body).toContain(`href="${back}"`);
      expect(res.body).not.toContain('"error"');
    }
    const wrongType = await inject(t.app, {
      method: 'POST',
      url: '/_checkout',
      headers: { host: shop.host, 'content-type': 'text/csv', cookie },
      payload: 'name,email',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.body).toContain('cannot read');
    expect(await t.database.db.select().from(orders)).toHaveLength(placedBefore);
  });
});
