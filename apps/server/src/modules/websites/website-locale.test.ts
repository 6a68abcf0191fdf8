import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Website } from '@tessera/core';
import { mailOutbox, orders, websites } from '../../db/schema.ts';
import { errorOf, inject, type Account } from '../../test/auth-helpers.ts';
import { publish, visit } from '../../test/site-helpers.ts';
import { insertProduct, publishShop, setStoreSettings } from '../../test/store-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';

const MESSAGE = 'Region must be one of the listed regions, such as en-GB';

let t: TestApp;
let owner: Account;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, t.database, 'enterprise');
});

afterAll(async () => {
  await t?.close();
});

const put = (id: string, payload: object) =>
  call(t.app, owner.token, 'PUT', `/api/websites/${id}`, payload);
const storedLocale = async (id: string) => {
  const [row] = await t.database.db
    .select({ locale: websites.locale })
    .from(websites)
    .where(eq(websites.id, id));
  return row?.locale;
};

describe('a website’s region', () => {
  it('is en-US when the new website names none, and the one sent otherwise, as the list spells it', async () => {
    expect((await createWebsite(t.app, owner.token)).locale).toBe('en-US');
    const website = await createWebsite(t.app, owner.token, { locale: 'en-gb' });
    expect(website.locale).toBe('en-GB');
    expect(await storedLocale(website.id)).toBe('en-GB');
    const list = dataOf<Website[]>(await call(t.app, owner.token, 'GET', '/api/websites'));
    expect(list.find((w) => w.id === website.id)?.locale).toBe('en-GB');
  });

  it('is changed in the settings, and an unknown one is refused on its field, changing nothing', async () => {
    const website = await createWebsite(t.app, owner.token);
    expect(dataOf<Website>(await put(website.id, { locale: 'de-DE' })).locale).toBe('de-DE');
    for (const bad of ['Klingon', 'xx-YY', 42, '']) {
      const res = await put(website.id, { locale: bad, name: 'Renamed' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.locale).toBe(MESSAGE);
    }
    expect(await storedLocale(website.id)).toBe('de-DE');
    const [row] = await t.database.db.select().from(websites).where(eq(websites.id, website.id));
    expect(row?.name).not.toBe('Renamed');
  });

  it('is copied with the website', async () => {
    const website = await createWebsite(t.app, owner.token, { locale: 'fr-FR' });
    const copy = dataOf<Website>(
      await call(t.app, owner.token, 'POST', `/api/websites/${website.id}/duplicate`),
      201,
    );
    expect(copy.locale).toBe('fr-FR');
  });
});

describe('prices on the live site and in its mail, written the website’s way', () => {
  let host: string;
  let siteId: string;
  let loafId: string;

  const post = (path: string, fields: Record<string, string>, cookie = '') =>
    inject(t.app, {
      method: 'POST',
      url: path,
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const cookieOf = (res: LightMyRequestResponse) =>
    String(res.headers['set-cookie'] ?? '').split(';')[0]!;

  beforeAll(async () => {
    const shop = await publishShop(t.app, owner.token);
    host = shop.host;
    siteId = shop.site.id;
    loafId = (await insertProduct(t.database, siteId, { name: 'Bauernbrot', price: 123450 })).id;
    await setStoreSettings(t.database, siteId, {
      currency: 'EUR',
      taxRate: 0,
      pickup: { enabled: true, instructions: 'Abholung in der Backstube.' },
      shippingRates: [{ id: 'courier', name: 'Kurier', price: 650 }],
      payments: { pickup: true, cashOnDelivery: false, bankTransfer: false, bankInstructions: '' },
    });
    expect((await put(siteId, { locale: 'de-DE' })).statusCode).toBe(200);
    await publish(t.app, owner.token, siteId);
  });

  it('names the language on the page and writes catalogue prices in German style', async () => {
    const home = await visit(t.app, host, '/');
    expect(home.body).toContain('<html lang="de-DE">');
    expect(home.body).toContain('1.234,50\u00a0€');
    expect(home.body).not.toContain('€1,234.50');
    const product = await visit(t.app, host, '/products/bauernbrot');
    expect(product.body).toContain('1.234,50\u00a0€');
  });

  it('writes the cart, the delivery choices, the order page and the buyer’s mail the same way', async () => {
    const added = await post('/_cart/add', { productId: loafId, quantity: '2' });
    const cookie = cookieOf(added);
    const cart = await visit(t.app, host, '/cart', { cookie });
    expect(cart.body).toContain('2.469,00\u00a0€');
    const checkout = await visit(t.app, host, '/checkout', { cookie });
    expect(checkout.body).toContain('6,50\u00a0€');
    expect(checkout.body).toContain('Free');

    const placed = await post(
      '/_checkout',
      {
        name: 'Lena Krause',
        email: 'lena@example.com',
        delivery: 'pickup',
        payment: 'pickup',
        idempotency_key: 'locale-key-0001',
        action: 'place',
      },
      cookie,
    );
    expect(placed.statusCode).toBe(303);
    const page = await visit(t.app, host, String(placed.headers.location).split('#')[0]!);
    expect(page.body).toContain('2.469,00\u00a0€');

    const [order] = await t.database.db.select().from(orders).where(eq(orders.websiteId, siteId));
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.refId, order!.id));
    const buyer = mails.find((m) => m.to === 'lena@example.com');
    expect(buyer?.text).toContain('Total: 2.469,00\u00a0€');
  });
});
