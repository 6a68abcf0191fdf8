import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { stripePeerURL } from '../playwright.config';
import { authHeaders, ownerWithWebsite } from './support/builder';
import { mailTo } from './support/outbox';

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

const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    [{ start: '09:00', end: '17:00' }],
  ]),
);

/** Tomorrow in Berlin, as the booking pages name days. */
const tomorrowInBerlin = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + 24 * 3_600_000),
  );

/** A visitor with JavaScript off chooses a time of the balayage and sends their details. */
async function bookTime(browser: Browser, live: URL, date: string, time: string, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(new URL(`/book/balayage?date=${date}`, live).toString());
  await visitor.getByRole('link', { name: time, exact: true }).click();
  await visitor.getByLabel('Full name').fill('Ana Lima');
  await visitor.getByLabel('Email').fill(email);
  // Said before the visitor commits: what is paid, where, and how long the time is held.
  await expect(visitor.getByRole('note')).toHaveText(
    'A deposit of $30.00 is paid by card on Stripe’s secure page to book this time. The time is held for 30 minutes while you pay.',
  );
  await visitor.getByRole('button', { name: 'Book and pay' }).click();
  // Stripe's page (the test server's), asking the deposit.
  await expect(visitor).toHaveURL(new RegExp(`^${stripePeerURL}/pay/cs_test_`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Pay $30.00');
  return { context, visitor };
}

test('a visitor with no JavaScript pays a booking’s deposit on Stripe, another cancels and chooses again, and the owner asks the full price instead', async ({
  page,
  browser,
  baseURL,
}) => {
  const site = await ownerWithWebsite(page);
  await ownerCall(page, 'PUT', `/api/websites/${site.id}`, { timezone: 'Europe/Berlin' });
  // A Stripe account on the test server whose events reach this website's webhook.
  const key = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const server = new URL(baseURL!);
  const opened = await page.request.post(`${stripePeerURL}/__peer/accounts`, {
    data: {
      key,
      name: 'Studio Haar',
      webhook: {
        url: `http://127.0.0.1:${server.port}/api/webhooks/stripe/${site.id}`,
        secret: webhookSecret,
      },
    },
  });
  expect(opened.status()).toBe(201);
  await ownerCall(page, 'PUT', `/api/websites/${site.id}/payments/stripe`, {
    secretKey: key,
    webhookSecret,
  });
  const anna = await ownerCall<{ id: string }>(page, 'POST', `/api/websites/${site.id}/staff`, {
    name: 'Anna',
    email: 'anna@salon.example',
    weeklyHours: EVERY_DAY,
  });
  await ownerCall(page, 'POST', `/api/websites/${site.id}/services`, {
    name: 'Balayage',
    description: 'Hand-painted colour.',
    duration: 60,
    price: '120.00',
    capacity: 1,
    minNoticeMinutes: 0,
    requireDeposit: true,
    depositAmount: '30.00',
    isPublished: true,
    staffIds: [anna.id],
  });
  await ownerCall(page, 'POST', `/api/websites/${site.id}/publish`, {});
  const live = new URL(baseURL!);
  live.hostname = `${site.subdomain}.localhost`;
  const date = tomorrowInBerlin();
  const email = `ana.${Date.now().toString(36)}@example.com`;

  // While the visitor is on Stripe's page, the time is held and the owner sees it awaiting payment.
  const first = await bookTime(browser, live, date, '10:00', email);
  const other = await browser.newContext({ javaScriptEnabled: false });
  const next = await other.newPage();
  await next.goto(new URL(`/book/balayage?date=${date}`, live).toString());
  await expect(next.getByRole('link', { name: '11:00', exact: true })).toBeVisible();
  await expect(next.getByRole('link', { name: '10:00', exact: true })).toHaveCount(0);
  await page.goto(`/dashboard/bookings?site=${site.id}`);
  await expect(page.getByText('Awaiting payment').first()).toBeVisible();
  expect(await mailTo(email)).toHaveLength(0);

  // Paid: back on the site, the booking's page shows the payment once Stripe's event is in.
  await first.visitor.getByRole('button', { name: 'Pay' }).click();
  await expect(first.visitor).toHaveURL(new RegExp(`^${live.origin}/book/manage/`));
  await expect(first.visitor.getByText('Payment received')).toBeVisible({ timeout: 20_000 });
  await expect(first.visitor.getByRole('heading', { level: 1 })).toHaveText('You are booked');
  await expect.poll(async () => (await mailTo(email)).length).toBe(1);
  await first.context.close();

  // Another visitor leaves Stripe's page: back at the times, with the one they chose free again.
  const second = await bookTime(browser, live, date, '11:00', `cara.${email}`);
  await second.visitor.getByRole('button', { name: 'Cancel' }).click();
  await expect(second.visitor).toHaveURL(new RegExp(`^${live.origin}/book/manage/`));
  await expect(
    second.visitor.getByText('The payment was cancelled, so the time is not booked.'),
  ).toBeVisible();
  await expect(second.visitor.getByRole('link', { name: '11:00', exact: true })).toBeVisible();
  await second.context.close();
  await other.close();

  // The owner turns the deposit into the full price in the service's dialog.
  await page.goto(`/dashboard/services?site=${site.id}`);
  await page.getByRole('button', { name: 'Edit Balayage' }).click();
  const dialog = page.getByRole('dialog');
  const payment = dialog.getByLabel('Payment when booking');
  await expect(payment).toHaveValue('deposit');
  await expect(dialog.getByLabel('Deposit amount')).toHaveValue('30.00');
  await expect(dialog).toContainText('Visitors pay a part of the price by card when they book');
  await dialog.getByLabel('Deposit amount').fill('130');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('The deposit cannot be more than the price')).toBeVisible();
  await payment.selectOption('full');
  await expect(dialog.getByLabel('Deposit amount')).toHaveCount(0);
  await expect(dialog).toContainText('Visitors pay the whole price by card when they book');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const services = await ownerCall<{ name: string; requirePrepayment: boolean }[]>(
    page,
    'GET',
    `/api/websites/${site.id}/services`,
  );
  expect(services.map((s) => [s.name, s.requirePrepayment])).toEqual([['Balayage', true]]);
});
