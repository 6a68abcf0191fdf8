import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsDashboard } from '@tessera/core';
import { inject } from '../../test/auth-helpers.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  goodFields,
  publishContactSite,
  tokenIn,
  type ContactForm,
} from '../forms/form-test-site.ts';
import { openTestShop, orderBody, type TestShop } from '../orders/order-test-shop.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

interface Visitor {
  ip: string;
  ua: string;
}

let t: TestApp;

beforeAll(async () => {
  // Posting at once is fine here: how fast a form is filled in is tested with the forms.
  t = await createTestApp({ FORM_MIN_FILL_MS: '0' });
});

afterAll(async () => {
  await t?.close();
});

async function dashboard(token: string, websiteId: string, range: string) {
  return dataOf<AnalyticsDashboard>(
    await call(
      t.app,
      token,
      'GET',
      `/api/analytics/dashboard?websiteId=${websiteId}&timeRange=${range}`,
    ),
  );
}

/** A page of a site opened by a visitor's browser; a visitor of undefined sends no user agent. */
function open(host: string, url: string, who?: Visitor, headers: Record<string, string> = {}) {
  return inject(t.app, {
    method: 'GET',
    url,
    ...(who ? { remoteAddress: who.ip } : {}),
    headers: { host, ...(who ? { 'user-agent': who.ua } : {}), ...headers },
  });
}

/** The contact form as the visitor's browser posts it. */
function post(form: ContactForm, who: Visitor, fields: Record<string, string>) {
  return inject(t.app, {
    method: 'POST',
    url: `/_forms/${form.formId}`,
    remoteAddress: who.ip,
    headers: {
      host: form.host,
      'user-agent': who.ua,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('a form sent after a page view', () => {
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let form: ContactForm;

  beforeAll(async () => {
    owner = await registerOwner(t.app, t.database, 'pro');
    form = await publishContactSite(t, owner);
  });

  it('is a conversion of the visit, credited to where the visit came from', async () => {
    const ana = { ip: '203.0.113.40', ua: CHROME };
    const page = await open(form.host, '/contact', ana, { referer: 'https://www.google.com/' });
    expect(page.statusCode).toBe(200);
    const sent = await post(form, ana, {
      ...goodFields(),
      _token: tokenIn(page.body, form.formId),
    });
    expect(sent.statusCode, sent.body).toBe(303);

    // A bot filling the honeypot from the same browser gets the same answer, and is no conversion.
    const again = await open(form.host, '/contact', ana);
    const spam = await post(form, ana, {
      ...goodFields({ _website: 'http://buy-now.example' }),
      _token: tokenIn(again.body, form.formId),
    });
    expect(spam.statusCode).toBe(303);

    // Someone posting with a token fetched without a page view (no user agent) has no visit.
    const bare = await open(form.host, '/contact');
    const stranger = { ip: '203.0.113.41', ua: SAFARI };
    const unseen = await post(form, stranger, {
      ...goodFields({ email: 'bo@example.com' }),
      _token: tokenIn(bare.body, form.formId),
    });
    expect(unseen.statusCode, unseen.body).toBe(303);

    for (const range of ['24h', '7d']) {
      const data = await dashboard(owner.token, form.site.id, range);
      expect(data.metrics.visitors.value, range).toBe(1);
      expect(data.metrics.visits.value, range).toBe(1);
      expect(data.metrics.pageViews.value, range).toBe(2);
      expect(data.metrics.conversions.value, range).toBe(1);
      expect(data.metrics.revenue.value, range).toBe(0);
      expect(data.sources, range).toEqual([
        { source: 'search', visitors: 1, visits: 1, conversions: 1 },
      ]);
    }
  });
});

describe('an order placed after a page view', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await openTestShop(t);
  });

  it('is a conversion of the visit; revenue is every order of the range, in the currency’s decimals', async () => {
    const bo = { ip: '203.0.113.50', ua: SAFARI };
    expect(
      (await open(shop.host, '/', bo, { referer: 'https://www.facebook.com/' })).statusCode,
    ).toBe(200);
    const placed = await inject(t.app, {
      method: 'POST',
      url: `/api/public/sites/${shop.site.subdomain}/orders`,
      remoteAddress: bo.ip,
      headers: { 'content-type': 'application/json', 'user-agent': bo.ua },
      payload: JSON.stringify(orderBody([{ productId: shop.loaf.id, quantity: 2 }])),
    });
    // 2 × 6.50 and 10% tax.
    expect(dataOf<{ total: number }>(placed, 201).total).toBe(14.3);

    // Another address ordering through the API with no page seen is no conversion of a visit,
    // but its total is the shop's revenue all the same (1.50 + 10% tax).
    const headless = await inject(t.app, {
      method: 'POST',
      url: `/api/public/sites/${shop.site.subdomain}/orders`,
      remoteAddress: '203.0.113.51',
      headers: { 'content-type': 'application/json', 'user-agent': bo.ua },
      payload: JSON.stringify(orderBody([{ productId: shop.cookie.id, quantity: 1 }])),
    });
    expect(headless.statusCode, headless.body).toBe(201);

    for (const range of ['24h', '30d']) {
      const data = await dashboard(shop.owner.token, shop.site.id, range);
      expect(data.metrics.conversions.value, range).toBe(1);
      expect(data.metrics.revenue.value, range).toBe(15.95);
      expect(data.currency).toBe('USD');
      expect(data.sources, range).toEqual([
        { source: 'social', visitors: 1, visits: 1, conversions: 1 },
      ]);
    }
  });
});
