import { expect, test, type Page } from '@playwright/test';
import { authHeaders, ownerWithWebsite, seedPage, sectionWith } from './support/builder';

async function ownerCall<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
) {
  const res = await page.request.fetch(url, { method, headers: await authHeaders(page), data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

/** The per-address limit on orders: this many per website in ten minutes. */
const ORDERS_PER_ADDRESS = 10;

const REFUSAL =
  /^Too many orders were placed from your connection in a short time\. Please try again in \d+ minutes\.$/;

test('a visitor over the orders-per-address limit gets the checkout back with a notice, not an error', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A fresh website: the limit counts per website, and every journey orders from 127.0.0.1.
  const site = await ownerWithWebsite(page);
  const loaf = await ownerCall<{ id: string }>(page, 'POST', `/api/websites/${site.id}/products`, {
    name: 'Country sourdough',
    sku: 'SOUR',
    price: '7.50',
    quantity: 100,
    isPublished: true,
  });
  await ownerCall(page, 'PUT', `/api/websites/${site.id}/store`, {
    currency: 'USD',
    taxRate: 0,
    taxInclusive: false,
    pickup: { enabled: true, instructions: 'Collect at 12 Mill Lane from 8 am.' },
    shippingRates: [],
    payments: { pickup: true, cashOnDelivery: false, bankTransfer: false, bankInstructions: '' },
  });
  await seedPage(page, site.homePageId, [
    sectionWith(
      { type: 'HEADING', props: { text: 'Fresh from our oven', level: 2 } },
      { type: 'PRODUCT_GRID', props: { columns: 3, limit: 6 } },
    ),
  ]);
  await ownerCall(page, 'POST', `/api/websites/${site.id}/publish`, {});

  // Ten orders from this machine through the public API, each by another buyer: the address's
  // allowance for ten minutes is spent, no e-mail's is.
  for (let n = 1; n <= ORDERS_PER_ADDRESS; n++) {
    const res = await page.request.post(`/api/public/sites/${site.subdomain}/orders`, {
      data: {
        items: [{ productId: loaf.id, quantity: 1 }],
        customer: { name: `Buyer ${n}`, email: `buyer.${n}.${site.subdomain}@example.com` },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // A visitor on the same connection, with JavaScript off: grid, product, cart, checkout.
  const live = new URL(baseURL!);
  live.hostname = `${site.subdomain}.localhost`;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(live.toString());
  await visitor.getByRole('link', { name: 'Country sourdough' }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Country sourdough');
  await visitor.getByRole('button', { name: 'Add to cart' }).click();
  await expect(visitor).toHaveURL(/\/cart#cart$/);
  await expect(visitor.getByText('Subtotal (1 item)')).toBeVisible();
  await visitor.getByRole('link', { name: 'Check out' }).click();
  await expect(visitor).toHaveURL(/\/checkout(#checkout)?$/);
  await visitor.getByLabel('Full name').fill('Ana Lima');
  await visitor.getByLabel('Email').fill(`ana.lima.${site.subdomain}@example.com`);
  await expect(visitor.getByLabel(/Local pickup/)).toBeChecked();
  const answered = visitor.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/_checkout',
  );
  await visitor.getByRole('button', { name: 'Place order' }).click();
  const answer = await answered;

  // The checkout page again, with a notice, what they typed and their cart: nothing is lost.
  expect(answer.status()).toBe(429);
  expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(visitor.getByRole('alert')).toHaveText(REFUSAL);
  await expect(visitor.getByLabel('Full name')).toHaveValue('Ana Lima');
  await expect(visitor.getByLabel('Email')).toHaveValue(`ana.lima.${site.subdomain}@example.com`);
  const review = visitor.getByRole('complementary', { name: 'Your order' });
  await expect(review.getByRole('listitem')).toHaveText([/1 × Country sourdough\s*\$7\.50/]);
  await expect(review.getByRole('button', { name: 'Place order' })).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('over-the-limit.png'), fullPage: true });
  await context.close();

  // No order came of it: the owner still has the ten.
  const orders = await ownerCall<{ customerName: string }[]>(
    page,
    'GET',
    `/api/websites/${site.id}/orders`,
  );
  expect(orders).toHaveLength(ORDERS_PER_ADDRESS);
  expect(orders.map((o) => o.customerName)).not.toContain('Ana Lima');
});
