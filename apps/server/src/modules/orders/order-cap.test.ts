import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder, StoreProduct } from '@tessera/core';
import { errorOf, inject } from '../../test/auth-helpers.ts';
import { insertProduct, type InsertedProduct } from '../../test/store-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { dataOf } from '../../test/website-helpers.ts';
import {
  openTestShop,
  orderBody,
  postOrder,
  stockOf,
  variantStockOf,
  writtenFor,
  type TestShop,
} from './order-test-shop.ts';

let t: TestApp;
let shop: TestShop;
/** 50 in stock, the default cap (20). */
let baguette: InsertedProduct;
/** Sizes S and M, 30 of each, the default cap. */
let apron: InsertedProduct;
/** 500 in stock, a cap of 100. */
let sack: InsertedProduct;

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
  sack = await insertProduct(t.database, shop.site.id, {
    name: 'Flour sack',
    quantity: 500,
    maxPerOrder: 100,
  });
});

afterAll(async () => {
  await t?.close();
});

type Item = { productId: string; variantId?: string | null; quantity: number };
const place = (items: Item[]) => postOrder(t, shop.site.subdomain, orderBody(items));

/** A 400 naming the over-cap product at the given field; no order made, no stock taken. */
async function refusedOverCap(items: Item[], field: string, message: string) {
  const before = await writtenFor(t, shop.site.id);
  const res = await place(items);
  expect(res.statusCode, res.body).toBe(400);
  const error = errorOf(res);
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.message).toBe(message);
  expect(error.fields).toEqual({ [field]: message });
  const after = await writtenFor(t, shop.site.id);
  expect(after.orders).toEqual(before.orders);
  expect(after.catalogueVersion).toBe(before.catalogueVersion);
}

describe('the per-order cap of a product', () => {
  it('refuses 21 of a product with the default cap and takes no stock; 20 go through', async () => {
    await refusedOverCap(
      [{ productId: baguette.id, quantity: 21 }],
      'items.0.quantity',
      'You can order at most 20 of Baguette at once',
    );
    expect(await stockOf(t, baguette.id)).toBe(50);
    const placed = dataOf<PlacedOrder>(
      await place([{ productId: baguette.id, quantity: 20 }]),
      201,
    );
    expect(placed.items[0]).toMatchObject({ name: 'Baguette', quantity: 20 });
    expect(await stockOf(t, baguette.id)).toBe(30);
  });

  it('merges lines of the same item before counting: two lines of 15 are 30', async () => {
    await refusedOverCap(
      [
        { productId: baguette.id, quantity: 15 },
        { productId: baguette.id, quantity: 15 },
      ],
      'items.0.quantity',
      'You can order at most 20 of Baguette at once',
    );
    expect(await stockOf(t, baguette.id)).toBe(30);
  });

  it('counts the lines of two variants of one product together', async () => {
    const [s, m] = [apron.variantIds.S!, apron.variantIds.M!];
    await refusedOverCap(
      [
        { productId: shop.loaf.id, quantity: 1 },
        { productId: apron.id, variantId: s, quantity: 12 },
        { productId: apron.id, variantId: m, quantity: 12 },
      ],
      'items.1.quantity',
      'You can order at most 20 of Baker apron at once',
    );
    expect([await variantStockOf(t, s), await variantStockOf(t, m)]).toEqual([30, 30]);
    const placed = await place([
      { productId: apron.id, variantId: s, quantity: 10 },
      { productId: apron.id, variantId: m, quantity: 10 },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect([await variantStockOf(t, s), await variantStockOf(t, m)]).toEqual([20, 20]);
  });

  it('takes the owner’s cap: 100 on one line, but not two lines of 60', async () => {
    await refusedOverCap(
      [
        { productId: sack.id, quantity: 60 },
        { productId: sack.id, quantity: 60 },
      ],
      'items.0.quantity',
      'You can order at most 100 of Flour sack at once',
    );
    expect(await stockOf(t, sack.id)).toBe(500);
    const placed = await place([{ productId: sack.id, quantity: 100 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(t, sack.id)).toBe(400);
  });

  it('is in the public catalogue, so a headless shop can respect it', async () => {
    const url = `/api/public/sites/${shop.site.subdomain}/products`;
    const listed = dataOf<StoreProduct[]>(await inject(t.app, { method: 'GET', url }));
    const capOf = (id: string) => listed.find((p) => p.id === id)!.maxPerOrder;
    expect([capOf(baguette.id), capOf(apron.id), capOf(sack.id)]).toEqual([20, 20, 100]);
    const one = dataOf<StoreProduct>(
      await inject(t.app, { method: 'GET', url: `${url}/${sack.slug}` }),
    );
    expect(one.maxPerOrder).toBe(100);
  });
});
