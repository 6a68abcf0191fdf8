import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { authHeaders, ownerWithWebsite } from './support/builder';

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

/** A buyer's order through the site's public API, as a headless shop would send it. */
async function placeOrder(
  page: Page,
  subdomain: string,
  productId: string,
  buyer: string,
  quantity: number,
) {
  const res = await page.request.post(`/api/public/sites/${subdomain}/orders`, {
    data: {
      items: [{ productId, quantity }],
      customer: { name: buyer, email: `${buyer.split(' ')[0]!.toLowerCase()}@example.com` },
      note: `Ring twice, ${buyer.split(' ')[0]}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { orderNumber: string } }).data;
}

const history = (page: Page) => page.getByRole('list', { name: 'Order history' });

test('the owner follows a pickup order to picked up, takes payment, refunds part, and a cancel restocks', async ({
  page,
}) => {
  // A shop with one tracked product, published, and two orders from buyers.
  const site = await ownerWithWebsite(page);
  const jar = await ownerCall<{ id: string; quantity: number }>(
    page,
    'POST',
    `/api/websites/${site.id}/products`,
    { name: 'Wildflower honey', sku: 'HONEY', price: '12.50', quantity: 10, isPublished: true },
  );
  await ownerCall(page, 'POST', `/api/websites/${site.id}/publish`, {});
  expect((await placeOrder(page, site.subdomain, jar.id, 'Ana Lima', 2)).orderNumber).toBe('#1001');
  expect((await placeOrder(page, site.subdomain, jar.id, 'Ben Okafor', 3)).orderNumber).toBe(
    '#1002',
  );
  const stock = async () =>
    (await ownerCall<{ quantity: number }>(page, 'GET', `/api/products/${jar.id}`)).quantity;
  expect(await stock()).toBe(5);

  // The list: figures, both orders, and a search that finds one by the buyer's name.
  await page.goto(`/dashboard/orders?site=${site.id}`);
  await expect(page.getByRole('group', { name: 'Total Orders' })).toContainText('2');
  await expect(page.getByRole('group', { name: 'Pending' })).toContainText('2');
  await expect(page.getByRole('row', { name: /#1002/ })).toContainText('Ben Okafor');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill('Ana');
  await expect(page.getByRole('row', { name: /#1002/ })).toHaveCount(0);
  const first = page.getByRole('row', { name: /#1001/ });
  await expect(first).toContainText('Ana Lima');
  await expect(first).toContainText('$25.00');
  await expect(first).toContainText('Pending');

  // The order's page: lines, the buyer's note, then processing, ready for pickup and picked up
  // (a pickup order is never "shipped"), each in the history.
  await first.getByRole('link', { name: '#1001' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order #1001');
  await expect(page.getByText('Wildflower honey')).toBeVisible();
  await expect(page.getByText('SKU HONEY')).toBeVisible();
  await expect(page.getByText('Ring twice, Ana')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
    'href',
    'mailto:ana@example.com',
  );
  for (const [action, label] of [
    ['Mark Processing', 'Status changed from Pending to Processing'],
    ['Mark Ready for pickup', 'Status changed from Processing to Ready for pickup'],
    ['Mark Picked up', 'Status changed from Ready for pickup to Picked up'],
  ] as const) {
    await page.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByRole('menuitem', { name: 'Mark Shipped' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: action }).click();
    await expect(page.getByText('Order status updated successfully!').last()).toBeVisible();
    await expect(history(page)).toContainText(label);
  }
  await expect(history(page).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('Picked up', { exact: true })).toBeVisible();

  // Payment: marked paid, then $5 of the $25 refunded.
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(history(page)).toContainText('Marked as paid');
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Refund order #1001' });
  const amount = dialog.getByLabel('Refund amount (USD)');
  await expect(amount).toHaveValue('25.00');
  await amount.fill('30');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText('Refund amount can be at most $25.00')).toBeVisible();
  await amount.fill('5');
  await amount.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Partially refunded')).toBeVisible();
  await expect(history(page)).toContainText('Refunded $5.00');
  // Opened again, the dialog offers what is left.
  await page.getByRole('button', { name: 'Refund' }).click();
  await expect(amount).toHaveValue('20.00');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('definition').filter({ hasText: '$20.00' })).toBeVisible();

  // The owner's own notes are kept.
  await page.getByLabel('Your notes').fill('Gift wrap next time.');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Your notes')).toHaveValue('Gift wrap next time.');

  // Cancelling the other order, after a confirmation, puts its three jars back.
  await page.goto('/dashboard/orders');
  const second = page.getByRole('row', { name: /#1002/ });
  await second.getByRole('button', { name: 'Actions for order #1002' }).click();
  await page.getByRole('menuitem', { name: 'Cancel Order' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel order #1002?' });
  await expect(confirm).toContainText('go back into stock');
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(second).toContainText('Cancelled');
  expect(await stock()).toBe(8);
  await page.getByLabel('Status').selectOption('CANCELLED');
  await expect(page.getByRole('row', { name: /#1001/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /#1002/ })).toBeVisible();

  // The export holds both orders.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Orders' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv).toContain('#1001');
  expect(csv).toContain('Ben Okafor');
  await expect(page.getByText('Orders exported successfully!')).toBeVisible();
});

test('the store settings are saved from the website settings, and mistakes are named', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await page.goto(`/dashboard/websites/${site.id}/settings`);
  const store = page.getByRole('region', { name: 'Store' });
  await store.getByLabel('Currency').selectOption('EUR');
  await store.getByLabel('Tax rate').fill('8.5');
  await store.getByLabel('Prices include tax').click();
  await store.getByRole('button', { name: 'Add shipping rate' }).click();
  await store.getByLabel('Rate name').fill('Courier');
  await store.getByLabel('Price', { exact: true }).fill('4.999');
  await store.getByLabel('Bank transfer', { exact: true }).click();
  await store.getByRole('button', { name: 'Save Store Settings' }).click();
  await expect(store.getByText('Rate price may have at most two decimals')).toBeVisible();
  await store.getByLabel('Price', { exact: true }).fill('4.90');
  await store.getByRole('button', { name: 'Save Store Settings' }).click();
  await expect(store.getByText('Tell buyers where to send a bank transfer')).toBeVisible();
  await store.getByLabel('Bank transfer instructions').fill('IBAN DE89 3704 0044 0532 0130 00');
  await store.getByRole('button', { name: 'Save Store Settings' }).click();
  await expect(page.getByText('Store settings saved')).toBeVisible();

  const saved = await ownerCall<{
    currency: string;
    taxRate: number;
    taxInclusive: boolean;
    shippingRates: { name: string; price: number }[];
    payments: { bankTransfer: boolean };
  }>(page, 'GET', `/api/websites/${site.id}/store`);
  expect(saved).toMatchObject({
    currency: 'EUR',
    taxRate: 8.5,
    taxInclusive: true,
    shippingRates: [{ name: 'Courier', price: 4.9 }],
    payments: { bankTransfer: true },
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Store' }).getByLabel('Rate name')).toHaveValue(
    'Courier',
  );
});
