import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { stripePeerURL } from '../playwright.config';
import { authHeaders, ownerWithWebsite, toast } from './support/builder';

/**
 * A Stripe account on the test server, opened by a fresh test key, whose events go to the
 * website's webhook address (reached from the test server by 127.0.0.1: Node does not resolve
 * every localhost name).
 */
async function stripeAccount(page: Page, baseURL: string, websiteId: string, name: string) {
  const key = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const server = new URL(baseURL);
  const res = await page.request.post(`${stripePeerURL}/__peer/accounts`, {
    data: {
      key,
      name,
      webhook: {
        url: `http://127.0.0.1:${server.port}/api/webhooks/stripe/${websiteId}`,
        secret: webhookSecret,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { key, webhookSecret };
}

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

test('an owner connects Stripe in test mode, tests it, offers Card, and disconnects', async ({
  page,
  baseURL,
}) => {
  const site = await ownerWithWebsite(page);
  const { key, webhookSecret } = await stripeAccount(page, baseURL!, site.id, 'Mill Lane Bakery');

  await page.goto(`/dashboard/websites/${site.id}/settings`);
  const payments = page.getByRole('region', { name: 'Payments' });
  const methods = page.getByRole('group', { name: 'Payment methods' });
  const card = methods.getByRole('switch', { name: 'Card (Stripe)' });

  // Not connected: Card cannot be turned on, and its link leads to the Payments section.
  await expect(payments.getByText(/^Not connected/)).toBeVisible();
  await expect(payments.getByLabel('Webhook address', { exact: true })).toHaveText(
    `${baseURL}/api/webhooks/stripe/${site.id}`,
  );
  await expect(payments.getByRole('list', { name: 'Events to send' })).toContainText(
    'checkout.session.completed',
  );
  await expect(card).toBeDisabled();
  await methods.getByRole('link', { name: 'Connect Stripe to take cards' }).click();
  await expect(payments).toBeFocused();

  // A key Stripe does not know is refused under its field.
  await payments.getByLabel('Secret key').fill('sk_test_unknownKey1234567');
  await payments.getByLabel('Webhook signing secret').fill(webhookSecret);
  await payments.getByRole('button', { name: 'Connect Stripe' }).click();
  await expect(payments.getByText('Stripe refused this key.', { exact: false })).toBeVisible();
  await expect(payments.getByLabel('Secret key')).toBeFocused();

  // The right key: the account by its name, in test mode, with only the key's last four shown.
  await payments.getByLabel('Secret key').fill(key);
  await payments.getByRole('button', { name: 'Connect Stripe' }).click();
  await expect(payments.getByText('Mill Lane Bakery')).toBeVisible();
  await expect(payments.getByText('Test mode', { exact: true })).toBeVisible();
  await expect(payments).toContainText(`Key ending in ${key.slice(-4)}`);
  await expect(payments.getByLabel('Secret key')).toHaveCount(0);
  await expect(payments).toBeFocused();
  expect(await page.content()).not.toContain(key);
  expect(await page.content()).not.toContain(webhookSecret);

  await payments.getByRole('button', { name: 'Test connection' }).click();
  await expect(toast(page, 'Connected to Mill Lane Bakery').last()).toBeVisible();

  // Card can now be offered, and is saved with the store.
  await expect(card).toBeEnabled();
  await card.click();
  await expect(card).toBeChecked();
  await page.getByRole('button', { name: 'Save Store Settings' }).click();
  await expect(toast(page, 'Store settings saved')).toBeVisible();
  const store = await ownerCall<{ payments: { card: boolean } }>(
    page,
    'GET',
    `/api/websites/${site.id}/store`,
  );
  expect(store.payments.card).toBe(true);

  // Disconnect, after a confirmation: Card is shown off and cannot be changed again.
  await payments.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Disconnect Stripe?' });
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(dialog).toBeHidden();
  await expect(payments.getByText(/^Not connected/)).toBeVisible();
  await expect(card).toBeDisabled();
  await expect(card).not.toBeChecked();
  await expect(methods.getByRole('link', { name: 'Connect Stripe to take cards' })).toBeVisible();
  const connection = await ownerCall<{ connected: boolean }>(
    page,
    'GET',
    `/api/websites/${site.id}/payments/stripe`,
  );
  expect(connection.connected).toBe(false);
});

/** A visitor with JavaScript off puts the loaf in the cart and chooses Card at checkout. */
async function checkoutByCard(browser: Browser, live: URL, name: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(new URL('/products/seeded-rye', live).toString());
  await visitor.getByRole('button', { name: 'Add to cart' }).click();
  await expect(visitor).toHaveURL(/\/cart#cart$/);
  await visitor.getByRole('link', { name: 'Check out' }).click();
  await expect(visitor).toHaveURL(/\/checkout$/);
  await visitor.getByLabel('Full name').fill(name);
  await visitor.getByLabel('Email').fill(`${name.split(' ')[0]!.toLowerCase()}@example.com`);
  await visitor.getByLabel(/^Card/).check();
  await visitor.getByRole('button', { name: 'Place order' }).click();
  // Stripe's page (the test server's), with the server's total.
  await expect(visitor).toHaveURL(new RegExp(`^${stripePeerURL}/pay/cs_test_`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Pay $6.50');
  return { context, visitor };
}

test('a visitor with no JavaScript pays by card on Stripe, and another cancels back to the checkout', async ({
  page,
  browser,
  baseURL,
}) => {
  const site = await ownerWithWebsite(page);
  const { key, webhookSecret } = await stripeAccount(page, baseURL!, site.id, 'Rye & Co');
  await ownerCall(page, 'PUT', `/api/websites/${site.id}/payments/stripe`, {
    secretKey: key,
    webhookSecret,
  });
  await ownerCall(page, 'POST', `/api/websites/${site.id}/products`, {
    name: 'Seeded rye',
    sku: 'RYE',
    price: '6.50',
    quantity: 4,
    isPublished: true,
  });
  await ownerCall(page, 'PUT', `/api/websites/${site.id}/store`, {
    currency: 'USD',
    taxRate: 0,
    taxInclusive: false,
    pickup: { enabled: true, instructions: 'Collect at the bakery.' },
    shippingRates: [],
    payments: {
      pickup: true,
      cashOnDelivery: false,
      bankTransfer: false,
      bankInstructions: '',
      card: true,
    },
  });
  await ownerCall(page, 'POST', `/api/websites/${site.id}/publish`, {});
  const live = new URL(baseURL!);
  live.hostname = `${site.subdomain}.localhost`;

  // While the buyer is on Stripe's page, the owner's order awaits the card payment.
  const first = await checkoutByCard(browser, live, 'Ana Lima');
  const orders = await ownerCall<{ id: string; orderNumber: string }[]>(
    page,
    'GET',
    `/api/websites/${site.id}/orders`,
  );
  expect(orders).toHaveLength(1);
  await page.goto(`/dashboard/orders/${orders[0]!.id}`);
  const paymentCard = page.getByRole('region', { name: 'Payment' });
  await expect(paymentCard).toContainText('Awaiting payment');
  await expect(paymentCard.getByRole('definition').filter({ hasText: /^Card$/ })).toBeVisible();
  await expect(paymentCard).toContainText(/The buyer has until .+ to pay on Stripe's page/);
  await expect(paymentCard.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);

  // Pay: back on the site, the payment is received.
  await first.visitor.getByRole('button', { name: 'Pay' }).click();
  await expect(first.visitor).toHaveURL(new RegExp(`^${live.origin}/order/`));
  await expect(first.visitor.getByText('Payment received')).toBeVisible({ timeout: 20_000 });
  await first.context.close();

  // The owner sees the order paid by card, and refunds part of it through Stripe.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Order ${orders[0]!.orderNumber}`,
  );
  await expect(paymentCard).toContainText('Paid by card');
  await expect(paymentCard.getByText('Paid', { exact: true })).toBeVisible();
  await paymentCard.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Refund order ${orders[0]!.orderNumber}` });
  await expect(dialog).toContainText('Refunded through Stripe');
  await dialog.getByLabel('Refund amount (USD)').fill('2.50');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Refunded through Stripe: $2.50')).toBeVisible();
  await expect(paymentCard).toContainText('Partially refunded');
  await expect(
    paymentCard.getByRole('term').filter({ hasText: 'Refunded through Stripe' }),
  ).toBeVisible();

  // Cancel: back at the checkout, the cart kept.
  const second = await checkoutByCard(browser, live, 'Ben Okafor');
  await second.visitor.getByRole('button', { name: 'Cancel' }).click();
  await expect(second.visitor).toHaveURL(new RegExp(`^${live.origin}/checkout`));
  await expect(second.visitor.getByText('Your payment was cancelled.')).toBeVisible();
  await expect(second.visitor.getByText('Seeded rye')).toBeVisible();
  await second.context.close();
});
