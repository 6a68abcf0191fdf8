import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Website } from '@tessera/core';
import { errorOf, type Account } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { call, dataOf } from '../../test/website-helpers.ts';
import { bakeryTestApp, createProduct } from './product-test-helpers.ts';

let t: TestApp;
let owner: Account;
let site: Website;
beforeAll(async () => ({ t, owner, site } = await bakeryTestApp('pro')));
afterAll(() => t.close());

const get = async (id: string) =>
  dataOf<Product>(await call(t.app, owner.token, 'GET', `/api/products/${id}`));
const put = (id: string, body: object) =>
  call(t.app, owner.token, 'PUT', `/api/products/${id}`, body);

describe('a product’s per-order cap', () => {
  it('is 20 on a new product, in the answer, the product and the list', async () => {
    const loaf = await createProduct(t.app, owner.token, site.id);
    expect(loaf.maxPerOrder).toBe(20);
    expect((await get(loaf.id)).maxPerOrder).toBe(20);
    const listed = dataOf<Product[]>(
      await call(t.app, owner.token, 'GET', `/api/websites/${site.id}/products`),
    );
    expect(listed.find((p) => p.id === loaf.id)!.maxPerOrder).toBe(20);
  });

  it('is the owner’s to set on creating and to change alone, leaving the rest as it was', async () => {
    const tart = await createProduct(t.app, owner.token, site.id, { maxPerOrder: 5 });
    expect(tart.maxPerOrder).toBe(5);
    const changed = dataOf<Product>(await put(tart.id, { maxPerOrder: 10_000 }));
    expect(changed).toEqual({ ...tart, maxPerOrder: 10_000, updatedAt: changed.updatedAt });
    const other = dataOf<Product>(await put(tart.id, { name: 'Lemon tart' }));
    expect(other.maxPerOrder).toBe(10_000);
  });

  it('refuses 0, 10001, 1.5 and "x" with 400 naming the field, and keeps the cap', async () => {
    const loaf = await createProduct(t.app, owner.token, site.id, { maxPerOrder: 7 });
    const cases: [unknown, string][] = [
      [0, 'Max per order must be at least 1'],
      [10_001, 'Max per order must be at most 10000'],
      [1.5, 'Max per order must be a whole number'],
      ['x', 'Max per order must be a whole number'],
    ];
    for (const [maxPerOrder, message] of cases) {
      const res = await put(loaf.id, { maxPerOrder });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).fields).toEqual({ maxPerOrder: message });
      const created = await call(t.app, owner.token, 'POST', `/api/websites/${site.id}/products`, {
        name: 'Rye',
        sku: `RYE-${String(maxPerOrder)}`,
        price: 4,
        maxPerOrder,
      });
      expect(created.statusCode, created.body).toBe(400);
      expect(errorOf(created).fields).toEqual({ maxPerOrder: message });
    }
    expect((await get(loaf.id)).maxPerOrder).toBe(7);
  });
});
