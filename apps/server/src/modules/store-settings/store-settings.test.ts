import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_STORE_SETTINGS,
  type StoreSettingsInput,
  type StoreSettingsView,
  type Website,
} from '@tessera/core';
import { websites } from '../../db/schema.ts';
import { errorOf, type Account } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';
import { bakeryTestApp } from '../products/product-test-helpers.ts';

let t: TestApp;
let owner: Account;
let site: Website;
beforeAll(async () => ({ t, owner, site } = await bakeryTestApp()));
afterAll(() => t.close());

const url = () => `/api/websites/${site.id}/store`;
const read = async () => dataOf<StoreSettingsView>(await call(t.app, owner.token, 'GET', url()));
const stored = async () => {
  const [row] = await t.database.db
    .select({ store: websites.store, version: websites.catalogueVersion })
    .from(websites)
    .where(eq(websites.id, site.id));
  return row!;
};

const good: StoreSettingsInput = {
  currency: 'EUR',
  taxRate: 8.25,
  taxInclusive: true,
  pickup: { enabled: true, instructions: 'Back door, 8 to 12' },
  shippingRates: [
    { name: 'Standard', price: '4.90' },
    { name: 'Standard', price: 7 },
    { id: 'express', name: 'Next day', price: 12.5 },
  ],
  payments: {
    pickup: true,
    cashOnDelivery: true,
    bankTransfer: true,
    bankInstructions: 'IBAN PT50 0000',
  },
};

describe('store settings', () => {
  it('start from the defaults', async () => {
    expect(await read()).toEqual(DEFAULT_STORE_SETTINGS);
  });

  it('are saved whole, rates named by id, amounts as decimals and minor units stored', async () => {
    const before = (await stored()).version;
    const saved = dataOf<StoreSettingsView>(await call(t.app, owner.token, 'PUT', url(), good));
    expect(saved.shippingRates).toEqual([
      { id: 'standard', name: 'Standard', price: 4.9 },
      { id: 'standard-2', name: 'Standard', price: 7 },
      { id: 'express', name: 'Next day', price: 12.5 },
    ]);
    expect(saved).toMatchObject({ currency: 'EUR', taxRate: 8.25, taxInclusive: true });
    expect(await read()).toEqual(saved);
    const row = await stored();
    expect(row.store?.shippingRates?.map((r) => r.price)).toEqual([490, 700, 1250]);
    expect(row.version).toBe(before + 1);
    // Sent back with their ids, the rates keep them.
    const again = dataOf<StoreSettingsView>(
      await call(t.app, owner.token, 'PUT', url(), { ...good, shippingRates: saved.shippingRates }),
    );
    expect(again.shippingRates.map((r) => r.id)).toEqual(['standard', 'standard-2', 'express']);
  });

  it('keep the stock hold a client leaves out, and save one it sends', async () => {
    const sent = dataOf<StoreSettingsView>(
      await call(t.app, owner.token, 'PUT', url(), { ...good, holdStockMinutes: 90 }),
    );
    expect(sent.holdStockMinutes).toBe(90);
    const left = dataOf<StoreSettingsView>(await call(t.app, owner.token, 'PUT', url(), good));
    expect(left.holdStockMinutes).toBe(90);
    expect((await read()).holdStockMinutes).toBe(90);
  });

  it('refuse what a shop cannot work with, and change nothing', async () => {
    const before = await read();
    const cases: [Partial<StoreSettingsInput> & Record<string, unknown>, string, string][] = [
      [{ currency: 'XYZ' as never }, 'currency', 'Currency must be one of'],
      [{ taxRate: 8.255 }, 'taxRate', 'Tax rate may have at most two decimals'],
      [{ taxRate: -1 }, 'taxRate', 'Tax rate cannot be negative'],
      [{ taxRate: 101 }, 'taxRate', 'Tax rate must be at most 100'],
      [
        { pickup: { enabled: false, instructions: '' }, shippingRates: [] },
        'shippingRates',
        'Offer local pickup or at least one shipping rate',
      ],
      [
        { payments: { ...good.payments, bankInstructions: '' } },
        'payments.bankInstructions',
        'Tell buyers where to send a bank transfer',
      ],
      [
        {
          payments: {
            pickup: false,
            cashOnDelivery: false,
            bankTransfer: false,
            bankInstructions: '',
          },
        },
        'payments',
        'Accept at least one way of paying',
      ],
      [{ holdStockMinutes: 5 }, 'holdStockMinutes', 'Hold stock for at least 10 minutes'],
      [{ holdStockMinutes: 20_000 }, 'holdStockMinutes', 'at most 10,080 minutes (a week)'],
      [{ holdStockMinutes: 'x' as never }, 'holdStockMinutes', 'a number of minutes'],
      [{ shippingRates: [{ name: 'Post', price: -2 }] }, 'shippingRates.0.price', 'cannot be'],
      [{ shippingRates: [{ name: 'Post', price: '1.999' }] }, 'shippingRates.0.price', 'two'],
      [{ shippingRates: [{ name: ' ', price: 1 }] }, 'shippingRates.0.name', 'Rate name is'],
      [
        {
          shippingRates: [
            { id: 'post', name: 'Post', price: 1 },
            { id: 'post', name: 'Post again', price: 2 },
          ],
        },
        'shippingRates.1.id',
        'Two shipping rates have the id post',
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(t.app, owner.token, 'PUT', url(), { ...good, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(res).fields?.[field], JSON.stringify(change)).toContain(message);
    }
    const missing = await call(t.app, owner.token, 'PUT', url(), { currency: 'USD' });
    expect(missing.statusCode).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('are another owner’s to read or change: 404', async () => {
    const other = await registerOwner(t.app, t.database);
    expect((await call(t.app, other.token, 'GET', url())).statusCode).toBe(404);
    expect((await call(t.app, other.token, 'PUT', url(), good)).statusCode).toBe(404);
    const nowhere = '/api/websites/00000000-0000-4000-8000-000000000000/store';
    expect((await call(t.app, owner.token, 'GET', nowhere)).statusCode).toBe(404);
  });
});
