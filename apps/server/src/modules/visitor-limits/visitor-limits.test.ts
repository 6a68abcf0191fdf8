import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions, mailOutbox, orders } from '../../db/schema.ts';
import { errorOf, inject } from '../../test/auth-helpers.ts';
import { insertProduct, type InsertedProduct } from '../../test/store-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  berlin,
  bookingBody,
  bookingsOf,
  createSalonApp,
  openTestSalon,
  type SalonApp,
  type TestSalon,
} from '../bookings/booking-test-salon.ts';
import {
  contactSiteWithOwner,
  createFormTestApp,
  goodFields,
  pageToken,
  type ContactForm,
  type FormTestApp,
} from '../forms/form-test-site.ts';
import { openTestShop, orderBody, stockOf, type TestShop } from '../orders/order-test-shop.ts';

// Every visitor here comes through a proxy that names them (TRUST_PROXY=1, X-Forwarded-For), as
// a real deployment's visitors do: the limits are on, and each address is its own visitor.
let visitors = 0;
const newAddress = () => {
  visitors += 1;
  return `203.0.${(visitors >> 8) & 255}.${visitors & 255}`;
};

function postJson(t: TestApp, url: string, body: unknown, address: string) {
  return inject(t.app, {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    payload: JSON.stringify(body),
  });
}

function expectLimited(res: LightMyRequestResponse, code = 'RATE_LIMITED') {
  expect(res.statusCode, res.body).toBe(429);
  expect(errorOf(res).code).toBe(code);
  expect(errorOf(res).message).toMatch(/Please (try again in \d+ (seconds?|minutes)|cancel one)/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('orders from one visitor', () => {
  let t: TestApp;
  let shop: TestShop;
  let flour: InsertedProduct;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', OUTBOX_POLL_MS: '0' });
    shop = await openTestShop(t);
    flour = await insertProduct(t.database, shop.site.id, { name: 'Flour', quantity: 1000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const order = (address: string, email = `buyer-${address}@example.com`, quantity = 1) =>
    postJson(
      t,
      `/api/public/sites/${shop.site.subdomain}/orders`,
      orderBody([{ productId: flour.id, quantity }], {
        customer: { name: 'Ana Lima', email },
      }),
      address,
    );

  it('are refused from the 11th in ten minutes with a 429, while other addresses still buy', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await order(address, `one-${i}@example.com`)).statusCode).toBe(201);
    }
    const stock = await stockOf(t, flour.id);
    expectLimited(await order(address, 'one-10@example.com'));
    expect(await stockOf(t, flour.id)).toBe(stock);
    expect((await order(newAddress())).statusCode).toBe(201);
  });

  it('from one address in parallel: no more than ten get through', async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => order(address, `burst-${i}@example.com`)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(10).fill(429)]);
  });

  it('count only orders placed: bad input and refused stock do not use the allowance up', async () => {
    const address = newAddress();
    for (let i = 0; i < 12; i += 1) {
      const bad = await postJson(
        t,
        `/api/public/sites/${shop.site.subdomain}/orders`,
        orderBody([{ productId: flour.id, quantity: 1 }], {
          customer: { name: 'Ana', email: 'not-an-address' },
        }),
        address,
      );
      expect(bad.statusCode).toBe(400);
    }
    expect((await order(address)).statusCode).toBe(201);
  });

  it('to one e-mail address are limited too, from however many addresses', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await order(newAddress(), 'same.buyer@example.com')).statusCode).toBe(201);
    }
    expectLimited(await order(newAddress(), 'Same.Buyer@example.com'));
  });

  it('send one address at most five confirmations an hour; the orders themselves stand', async () => {
    const placed: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await order(newAddress(), 'victim@example.com');
      expect(res.statusCode).toBe(201);
      placed.push(res.json().data.number);
    }
    const mails = await t.database.db
      .select({ kind: mailOutbox.kind, to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.websiteId, shop.site.id));
    expect(mails.filter((m) => m.to === 'victim@example.com')).toHaveLength(5);
    // The owner hears of every order.
    const notices = mails.filter((m) => m.kind === 'order-notice');
    expect(notices.length).toBeGreaterThanOrEqual(7);
    expect(placed).toHaveLength(7);
  });
});

describe('checkout on the site with no script, over the limit', () => {
  let t: TestApp;
  let shop: TestShop;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', OUTBOX_POLL_MS: '0' });
    shop = await openTestShop(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  async function sitePost(
    path: string,
    fields: Record<string, string>,
    address: string,
    cookie = '',
  ) {
    return inject(t.app, {
      method: 'POST',
      url: path,
      headers: {
        host: shop.host,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
      },
      payload: form(fields),
    });
  }
  async function checkout(address: string, email: string) {
    const added = await sitePost(
      '/_cart/add',
      { productId: shop.cookie.id, quantity: '1' },
      address,
    );
    const cookie = String(added.headers['set-cookie']).split(';')[0]!;
    const placed = await sitePost(
      '/_checkout',
      { name: 'Ana Lima', email, delivery: 'pickup', payment: 'pickup', action: 'place' },
      address,
      cookie,
    );
    return { placed, cookie };
  }

  it('gets the checkout page back with the message, the cart kept, not an error page', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i += 1) {
      const { placed } = await checkout(address, `form-${i}@example.com`);
      expect(placed.statusCode, placed.body).toBe(303);
    }
    const { placed } = await checkout(address, 'form-10@example.com');
    expect(placed.statusCode).toBe(429);
    expect(Number(placed.headers['retry-after'])).toBeGreaterThan(0);
    expect(placed.headers['content-type']).toMatch(/^text\/html/);
    expect(placed.body).toContain('Too many orders were placed from your connection');
    expect(placed.body).toContain('value="form-10@example.com"');
    expect(placed.body).toContain('Butter cookie');
    expect(placed.headers['set-cookie']).toBeUndefined();
    expect(placed.body).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });
});

describe('bookings from one visitor', () => {
  let t: SalonApp;
  let salon: TestSalon;

  beforeAll(async () => {
    t = await createSalonApp({ TRUST_PROXY: '1' });
    salon = await openTestSalon(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const book = (start: string, address: string, email?: string) => {
    const body = bookingBody(salon.haircut, start);
    if (email) (body.customer as { email: string }).email = email;
    return postJson(t, `/api/public/sites/${salon.site.subdomain}/bookings`, body, address);
  };
  const day = (n: number) => `2027-07-${String(n).padStart(2, '0')}`;

  it('are refused from the 11th in ten minutes from one address, while others still book', async () => {
    const address = newAddress();
    for (let n = 5; n < 15; n += 1) {
      expect((await book(berlin(day(n), '09:00'), address)).statusCode).toBe(201);
    }
    expectLimited(await book(berlin(day(15), '09:00'), address));
    expect((await book(berlin(day(15), '09:00'), newAddress())).statusCode).toBe(201);
  });

  it('one e-mail holds at most three upcoming ones; a cancelled or past one frees a place', async () => {
    const email = 'filler@example.com';
    const tokens: string[] = [];
    for (const n of [5, 6, 7]) {
      const res = await book(berlin(day(n), '11:00'), newAddress(), email);
      expect(res.statusCode).toBe(201);
      tokens.push(res.json().data.manageUrl.split('/').pop());
    }
    const fourth = await book(berlin(day(8), '11:00'), newAddress(), 'FILLER@example.com');
    expectLimited(fourth, 'TOO_MANY_BOOKINGS');
    expect(errorOf(fourth).message).toBe(
      'You already have 3 upcoming bookings here. Please cancel one, or wait until one has passed, before booking again.',
    );
    const held = (await bookingsOf(t, salon.site.id)).filter((b) => b.customerEmail === email);
    expect(held).toHaveLength(3);

    const cancel = await inject(t.app, {
      method: 'POST',
      url: `/_book/manage/${tokens[0]}/cancel`,
      headers: { host: salon.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(cancel.statusCode).toBe(303);
    expect((await book(berlin(day(8), '11:00'), newAddress(), email)).statusCode).toBe(201);

    // Once the first upcoming one is over, it no longer counts.
    t.clock.at = Date.parse(berlin(day(6), '13:00'));
    try {
      expect((await book(berlin(day(9), '11:00'), newAddress(), email)).statusCode).toBe(201);
    } finally {
      t.clock.at = Date.parse('2027-07-01T06:00:00Z');
    }
  });

  it('on the booking page with no script: the page again with the message in place', async () => {
    const email = 'page.filler@example.com';
    for (const n of [19, 20, 21]) {
      expect((await book(berlin(day(n), '14:00'), newAddress(), email)).statusCode).toBe(201);
    }
    const res = await inject(t.app, {
      method: 'POST',
      url: '/_book/haircut',
      headers: {
        host: salon.host,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': newAddress(),
      },
      payload: new URLSearchParams({
        start: berlin(day(22), '14:00'),
        name: 'Lena Vogel',
        email,
      }).toString(),
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('You already have 3 upcoming bookings here.');
    expect(res.body).toContain(`value="${email}"`);
  });
});

describe('form posts from one visitor', () => {
  let t: FormTestApp;
  let form: ContactForm;

  beforeAll(async () => {
    t = await createFormTestApp({ TRUST_PROXY: '1', OUTBOX_POLL_MS: '0' });
    ({ form } = await contactSiteWithOwner(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  function sitePost(fields: Record<string, string>, address: string) {
    return inject(t.app, {
      method: 'POST',
      url: `/_forms/${form.formId}`,
      headers: {
        host: form.host,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
      },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  it('store nothing past thirty in ten minutes: the form again with the message and the text kept', async () => {
    const address = newAddress();
    for (let i = 0; i < 30; i += 1) {
      const token = await pageToken(t, form);
      const res = await sitePost({ ...goodFields(), _token: token }, address);
      expect(res.statusCode).toBe(303);
    }
    const stored = await t.database.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.websiteId, form.site.id));
    const token = await pageToken(t, form);
    const res = await sitePost(
      { ...goodFields({ message: 'Still there?' }), _token: token },
      address,
    );
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toContain('Too many messages were sent from your connection');
    expect(res.body).toContain('Still there?');
    const after = await t.database.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.websiteId, form.site.id));
    expect(after).toHaveLength(stored.length);

    const json = await postJson(
      t,
      `/api/public/sites/${form.site.subdomain}/forms/${form.formId}`,
      { fields: goodFields() },
      address,
    );
    expectLimited(json);
  });

  it('with one valid token sent twenty times at once: the first is a real message, the rest spam', async () => {
    const reasons = async () =>
      (
        await t.database.db
          .select({ spamReason: formSubmissions.spamReason })
          .from(formSubmissions)
          .where(eq(formSubmissions.websiteId, form.site.id))
      ).map((row) => row.spamReason);
    const before = await reasons();
    const token = await pageToken(t, form);
    const fields = { ...goodFields({ message: 'One real message' }), _token: token };
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => sitePost(fields, address)));
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([303]));
    const added = (await reasons()).slice(before.length);
    expect(added.filter((reason) => reason === null)).toHaveLength(1);
    expect(added.filter((reason) => reason === 'replayed')).toHaveLength(19);
  });
});

describe('the limits with two app instances on one database', () => {
  let t: TestApp;
  let second: TestApp;
  let shop: TestShop;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', OUTBOX_POLL_MS: '0' });
    second = await t.twin({ TRUST_PROXY: '1', OUTBOX_POLL_MS: '0' });
    shop = await openTestShop(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('hold across both: the 11th order from one address is refused by whichever answers', async () => {
    const address = newAddress();
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const app = i % 2 === 0 ? t : second;
      const res = await postJson(
        app,
        `/api/public/sites/${shop.site.subdomain}/orders`,
        orderBody([{ productId: shop.cookie.id, quantity: 1 }], {
          customer: { name: 'Ana Lima', email: `twin-${i}@example.com` },
        }),
        address,
      );
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(201), 429]);
    const placed = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.websiteId, shop.site.id));
    expect(placed).toHaveLength(10);
  });
});
