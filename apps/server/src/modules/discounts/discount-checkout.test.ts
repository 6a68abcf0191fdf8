import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Discount } from '@tessera/core';
import { orders } from '../../db/schema.ts';
import { inject } from '../../test/auth-helpers.ts';
import { visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, dataOf } from '../../test/website-helpers.ts';
import { openTestShop, type TestShop } from '../orders/order-test-shop.ts';

let t: TestApp;
let shop: TestShop;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openTestShop(t);
  for (const body of [
    { code: 'Bread-10', kind: 'percent', value: 10 },
    { code: 'BIG', kind: 'fixed', value: 100, minSubtotal: 50 },
  ]) {
    dataOf<Discount>(
      await call(t.app, shop.owner.token, 'POST', `/api/websites/${shop.site.id}/discounts`, body),
      201,
    );
  }
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

const cartCookie = (res: LightMyRequestResponse) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0]!;

const buyer = {
  name: 'Ana Lima',
  email: 'ana.lima@example.com',
  delivery: 'pickup',
  payment: 'pickup',
  idempotency_key: 'discount-checkout-0001',
};

describe('a discount code at the checkout, with plain forms', () => {
  it('applies, removes and places with the code, charging what the page showed', async () => {
    const added = await post('/_cart/add', { productId: shop.loaf.id, quantity: '2' });
    expect(added.statusCode).toBe(303);
    const cookie = cartCookie(added);
    const page = await visit(t.app, shop.host, '/checkout', { cookie });
    expect(page.body).toContain('name="discount_code"');
    expect(page.body).toContain('>Apply</button>');

    const refused = await post(
      '/_checkout',
      { ...buyer, discount_code: 'big', action: 'apply-discount' },
      cookie,
    );
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('This code needs a subtotal of at least $50.00');
    expect(refused.body).toContain('aria-invalid="true"');
    // 13.00 and tax 1.30: no discount.
    expect(refused.body).toContain('$14.30');

    const applied = await post(
      '/_checkout',
      { ...buyer, discount_code: ' bread-10 ', action: 'apply-discount' },
      cookie,
    );
    expect(applied.statusCode).toBe(200);
    expect(applied.body).toContain('<strong>Bread-10</strong> applied');
    expect(applied.body).toContain('type="hidden" name="discount_code" value="Bread-10"');
    expect(applied.body).toContain('Discount (Bread-10)');
    // 13.00 - 1.30 = 11.70, tax 1.17: 12.87.
    expect(applied.body).toContain('-$1.30');
    expect(applied.body).toContain('$12.87');
    expect(applied.body).toContain('>Remove</button>');

    const removed = await post(
      '/_checkout',
      { ...buyer, discount_code: 'Bread-10', action: 'remove-discount' },
      cookie,
    );
    expect(removed.body).not.toContain('Discount (Bread-10)');
    expect(removed.body).toContain('$14.30');

    const placed = await post(
      '/_checkout',
      { ...buyer, discount_code: 'Bread-10', action: 'place' },
      cookie,
    );
    expect(placed.statusCode, placed.body).toBe(303);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.websiteId, shop.site.id));
    expect(order).toMatchObject({ discount: 130, discountCode: 'Bread-10', total: 1287 });
    const confirmation = await visit(t.app, shop.host, `/order/${order!.publicToken}`);
    expect(confirmation.body).toContain('Discount (Bread-10)');
    expect(confirmation.body).toContain('-$1.30');
    expect(confirmation.body).toContain('$12.87');
  });

  it('keeps the page and the cart when Place order meets a code that cannot be used', async () => {
    const cookie = cartCookie(
      await post('/_cart/add', { productId: shop.cookie.id, quantity: '1' }),
    );
    const res = await post(
      '/_checkout',
      {
        ...buyer,
        idempotency_key: 'discount-checkout-0002',
        discount_code: 'NOPE',
        action: 'place',
      },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This code is not valid');
    expect(res.body).toContain('value="NOPE"');
    expect(
      await t.database.db.select().from(orders).where(eq(orders.websiteId, shop.site.id)),
    ).toHaveLength(1);
  });
});
