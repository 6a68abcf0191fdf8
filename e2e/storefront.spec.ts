import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { authHeaders, ownerWithWebsite, seedPage, sectionWith } from './support/builder';
import { mailTo } from './support/outbox';

/** A warm-coloured photo-sized JPEG: the loaf. */
function loafPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#b45309' } })
    .jpeg()
    .toBuffer();
}

async function apiCall<T>(page: Page, method: 'POST' | 'PUT', url: string, data: unknown) {
  const res = await page.request.fetch(url, { method, headers: await authHeaders(page), data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

test('a visitor with no JavaScript buys a loaf, and the owner ships it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A buyer no other journey writes to: the specs share one outbox.
  const buyer = `ana.lima.${Date.now().toString(36)}@example.com`;
  // The owner: a photo in the library, a product with sizes, a grid on the home page, published.
  const site = await ownerWithWebsite(page);
  const upload = await page.request.post(`/api/websites/${site.id}/media/upload`, {
    headers: await authHeaders(page),
    multipart: { files: { name: 'loaf.jpg', mimeType: 'image/jpeg', buffer: await loafPhoto() } },
  });
  expect(upload.status()).toBe(201);
  const [photo] = ((await upload.json()) as { data: { url: string }[] }).data;
  await apiCall(page, 'POST', `/api/websites/${site.id}/products`, {
    name: 'Country sourdough',
    sku: 'SOUR',
    price: '7.50',
    description: 'Slow risen for 36 hours.',
    isPublished: true,
    images: [photo!.url],
    options: [{ name: 'Size', values: ['Half', 'Whole'] }],
    variants: [
      { options: { Size: 'Half' }, sku: 'SOUR-H', price: '4.50', quantity: 5 },
      {
        options: { Size: 'Whole' },
        sku: 'SOUR-W',
        price: '7.50',
        comparePrice: '9.00',
        quantity: 5,
      },
    ],
  });
  await apiCall(page, 'PUT', `/api/websites/${site.id}/store`, {
    currency: 'USD',
    taxRate: 0,
    taxInclusive: false,
    pickup: { enabled: true, instructions: 'Collect at 12 Mill Lane from 8 am.' },
    shippingRates: [{ name: 'Courier', price: '6.00' }],
    payments: { pickup: true, cashOnDelivery: false, bankTransfer: false, bankInstructions: '' },
  });
  await seedPage(page, site.homePageId, [
    sectionWith(
      { type: 'HEADING', props: { text: 'Fresh from our oven', level: 2 } },
      { type: 'PRODUCT_GRID', props: { columns: 3, limit: 6 } },
    ),
  ]);
  await apiCall(page, 'POST', `/api/websites/${site.id}/publish`, {});
  const live = new URL(baseURL!);
  live.hostname = `${site.subdomain}.localhost`;

  // The visitor, with JavaScript off: grid, product, a size, the cart, a quantity, checkout.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(live.toString());
  expect(await visitor.content()).not.toMatch(/<script(?![^>]*ld\+json)/);
  await visitor.getByRole('link', { name: 'Country sourdough' }).click();
  await expect(visitor).toHaveURL(/\/products\/country-sourdough$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Country sourdough');
  await visitor.getByLabel(/Whole/).check();
  await visitor.getByRole('button', { name: 'Add to cart' }).click();
  await expect(visitor).toHaveURL(/\/cart#cart$/);
  await expect(visitor.getByText('Subtotal (1 item)')).toBeVisible();
  await visitor.getByLabel('Quantity of Country sourdough (Whole)').fill('2');
  await visitor.getByRole('button', { name: 'Update' }).click();
  await expect(visitor.getByText('Subtotal (2 items)')).toBeVisible();
  await expect(visitor.locator('.t-cart-subtotal')).toContainText('$15.00');
  await visitor.screenshot({ path: testInfo.outputPath('cart.png'), fullPage: true });
  await visitor.getByRole('link', { name: 'Check out' }).click();
  await expect(visitor).toHaveURL(/\/checkout$/);
  await visitor.getByLabel('Full name').fill('Ana Lima');
  await visitor.getByLabel('Email').fill(buyer);
  await expect(visitor.getByLabel(/Local pickup/)).toBeChecked();
  await visitor.screenshot({ path: testInfo.outputPath('checkout.png'), fullPage: true });
  await visitor.getByRole('button', { name: 'Place order' }).click();
  await expect(visitor).toHaveURL(/\/order\/[\w-]{20,}#order$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Order #1001 is confirmed');
  await expect(visitor.getByText('Collect at 12 Mill Lane from 8 am.')).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('confirmation.png'), fullPage: true });
  // The cart is spent, and the stock went down.
  await visitor.goto(new URL('/cart', live).toString());
  await expect(visitor.getByText('Your cart is empty.')).toBeVisible();
  await context.close();
  await expect.poll(async () => (await mailTo(buyer)).length).toBe(1);

  // On a phone, with JavaScript off, nothing sticks out sideways: product, cart and checkout.
  const phone = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const small = await phone.newPage();
  await small.goto(new URL('/products/country-sourdough', live).toString());
  await small.getByRole('button', { name: 'Add to cart' }).click();
  for (const path of ['/products/country-sourdough', '/cart', '/checkout']) {
    await small.goto(new URL(path, live).toString());
    const overflow = await small.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
    await small.screenshot({
      path: testInfo.outputPath(`phone${path.replace(/\//g, '-')}.png`),
      fullPage: true,
    });
  }
  await phone.close();

  // The owner finds the pickup order and marks it ready for pickup; the buyer is told.
  await page.goto(`/dashboard/orders?site=${site.id}`);
  const row = page.getByRole('row', { name: /#1001/ });
  await expect(row).toContainText('Ana Lima');
  await expect(row).toContainText('$15.00');
  await row.getByRole('button', { name: /actions/i }).click();
  await page.getByRole('menuitem', { name: 'Mark Ready for pickup' }).click();
  await expect(page.getByText('Order status updated successfully!')).toBeVisible();
  await expect
    .poll(async () => (await mailTo(buyer)).some((m) => /is ready for pickup/.test(m)))
    .toBe(true);
});
