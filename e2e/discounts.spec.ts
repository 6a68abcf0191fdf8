import { expect, test, type Page } from '@playwright/test';
import { authHeaders, ownerWithWebsite, seedPage, sectionWith } from './support/builder';

async function apiCall<T>(page: Page, method: 'POST' | 'PUT' | 'GET', url: string, data?: unknown) {
  const res = await page.request.fetch(url, { method, headers: await authHeaders(page), data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

test('the owner makes a discount code, a visitor with no JavaScript uses it, and the order shows it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const buyer = `bea.${Date.now().toString(36)}@example.com`;
  const site = await ownerWithWebsite(page);
  await apiCall(page, 'POST', `/api/websites/${site.id}/products`, {
    name: 'Linen tote',
    sku: 'TOTE',
    price: '20.00',
    quantity: 10,
    isPublished: true,
  });
  await apiCall(page, 'PUT', `/api/websites/${site.id}/store`, {
    currency: 'USD',
    taxRate: 0,
    taxInclusive: false,
    pickup: { enabled: true, instructions: 'Collect at 12 Mill Lane.' },
    shippingRates: [],
    payments: { pickup: true, cashOnDelivery: false, bankTransfer: false, bankInstructions: '' },
  });
  await seedPage(page, site.homePageId, [
    sectionWith({ type: 'PRODUCT_GRID', props: { columns: 3, limit: 6 } }),
  ]);
  await apiCall(page, 'POST', `/api/websites/${site.id}/publish`, {});

  // The owner adds a code on the Discounts screen; a bad value is refused under its field.
  await page.goto(`/dashboard/discounts?site=${site.id}`);
  await expect(page.getByRole('heading', { name: 'No discount codes yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Code' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill('WELCOME10');
  await dialog.getByLabel('Percent off', { exact: true }).fill('150');
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await expect(dialog.getByText('A percent off must be between 0.01 and 100')).toBeVisible();
  await dialog.getByLabel('Percent off', { exact: true }).fill('10');
  await dialog.getByLabel('Total uses').fill('5');
  await dialog.screenshot({ path: testInfo.outputPath('discount-dialog.png') });
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  await expect(page.getByText('Discount code created.')).toBeVisible();
  const row = page.getByRole('row', { name: /WELCOME10/ });
  await expect(row).toContainText('0 of 5 used');
  await expect(row).toContainText('Active');

  // The visitor, with JavaScript off, applies the code at the checkout and orders.
  const live = new URL(baseURL!);
  live.hostname = `${site.subdomain}.localhost`;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(new URL('/products/linen-tote', live).toString());
  await visitor.getByRole('button', { name: 'Add to cart' }).click();
  await visitor.goto(new URL('/checkout', live).toString());
  await visitor.getByLabel('Full name').fill('Bea Costa');
  await visitor.getByLabel('Email').fill(buyer);
  await visitor.getByLabel('Discount code').fill('nope');
  await visitor.getByRole('button', { name: 'Apply' }).click();
  await expect(visitor.getByText('This code is not valid')).toBeVisible();
  await visitor.getByLabel('Discount code').fill('welcome10');
  await visitor.getByRole('button', { name: 'Apply' }).click();
  await expect(visitor.getByText('WELCOME10 applied')).toBeVisible();
  await expect(visitor.getByText('Discount (WELCOME10)')).toBeVisible();
  await expect(visitor.locator('.t-review-total').last()).toHaveText('$18.00');
  // What was typed stays.
  await expect(visitor.getByLabel('Full name')).toHaveValue('Bea Costa');
  await visitor.screenshot({ path: testInfo.outputPath('checkout-discount.png'), fullPage: true });
  await visitor.getByRole('button', { name: 'Place order' }).click();
  await expect(visitor).toHaveURL(/\/order\/[\w-]{20,}#order$/);
  await expect(visitor.getByText('Discount (WELCOME10)')).toBeVisible();
  await expect(visitor.getByText('-$2.00')).toBeVisible();
  await context.close();

  // The owner's order page shows the discount, and the code has one use.
  const orders = await apiCall<{ id: string }[]>(page, 'GET', `/api/websites/${site.id}/orders`);
  await page.goto(`/dashboard/orders/${orders[0]!.id}?site=${site.id}`);
  await expect(page.getByText('Discount (WELCOME10)')).toBeVisible();
  await expect(page.getByText('−$2.00')).toBeVisible();
  await page.goto(`/dashboard/discounts?site=${site.id}`);
  await expect(page.getByRole('row', { name: /WELCOME10/ })).toContainText('1 of 5 used');
  await page.screenshot({ path: testInfo.outputPath('discounts.png'), fullPage: true });

  // On a phone the list fits its width.
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('discounts-phone.png'), fullPage: true });
});
