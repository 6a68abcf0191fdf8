import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { newAccount, registerInUi } from './support/accounts';
import { authHeaders, canvas, properties, toast, toolbarButton } from './support/builder';

test.use({ viewport: { width: 1440, height: 900 } });

/** A day `ahead` days from now, as the website (in UTC, a new website's zone) writes it. */
const dayAhead = (ahead: number) =>
  new Date(Date.now() + ahead * 24 * 3_600_000).toISOString().slice(0, 10);

test('a new owner starts from the Salon template, makes it theirs, publishes, keeps the services, and a visitor books one', async ({
  page,
  browser,
}) => {
  // A new owner, on Free, picks the Salon template from the gallery.
  await registerInUi(page, newAccount({ firstName: 'Rosa' }));
  await page.goto('/dashboard/templates');
  await page.getByRole('link', { name: 'Preview the Salon template' }).click();
  await page.getByRole('button', { name: 'Use the Salon template' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Website' });
  await create.getByLabel('Website Name').fill(`Rosa Hair ${randomUUID().slice(0, 6)}`);
  await create.getByRole('button', { name: 'Create Website' }).click();
  await expect(page).toHaveURL(/\/builder\//);

  // The headline in their own words, and their own photo instead of the template's.
  await canvas(page).getByText('Good hair, unhurried').click();
  await properties(page).getByLabel('Text', { exact: true }).fill('Rosa cuts hair, unhurried');
  await canvas(page).locator('img').first().click();
  await properties(page).getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#9d174d' },
  })
    .jpeg()
    .toBuffer();
  await picker
    .getByLabel('Files to upload')
    .setInputFiles([{ name: 'rosa.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await picker.getByRole('button', { name: 'Use rosa.jpg' }).click();
  await expect(picker).toBeHidden();
  await properties(page).getByLabel('Alt text', { exact: true }).fill('Rosa at her chair');
  await toolbarButton(page, 'Save Draft').click();
  await expect(toast(page, 'Draft saved!')).toBeVisible();

  // Publishing names the samples first: they stay off the live site.
  await toolbarButton(page, 'Publish').click();
  const check = page.getByRole('alertdialog');
  await expect(check).toContainText('5 sample services will not appear on your live site');
  await check.getByRole('button', { name: 'Publish anyway' }).click();
  const live = page.getByRole('dialog', { name: 'Your website is live' });
  const liveUrl = (await live.locator('[data-live-url]').textContent())!.trim();

  // With JavaScript off, a visitor sees the owner's words and photo, and no sample to book.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(liveUrl);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Rosa cuts hair, unhurried');
  await expect(visitor.getByAltText('Rosa at her chair')).toBeVisible();
  const bookingPage = new URL('/book/cut-and-blow-dry', liveUrl).toString();
  expect((await visitor.goto(bookingPage))!.status()).toBe(404);

  // The owner keeps the sample content: the services are real and bookable at once.
  await page.goto('/dashboard');
  const banner = page.getByRole('region', {
    name: 'This website holds sample content from its template',
  });
  await banner.getByRole('button', { name: 'Keep all' }).click();
  await expect(banner).toBeHidden();

  // The visitor books the first free time in the coming week.
  let booked = false;
  for (let ahead = 1; ahead <= 8 && !booked; ahead++) {
    await visitor.goto(`${bookingPage}?date=${dayAhead(ahead)}`);
    const time = visitor.getByRole('link', { name: /^\d\d:\d\d/ }).first();
    if ((await time.count()) === 0) continue;
    await time.click();
    await visitor.getByLabel('Full name').fill('Ada Lovelace');
    await visitor.getByLabel('Email').fill(`ada.${randomUUID().slice(0, 8)}@example.com`);
    await visitor.getByRole('button', { name: 'Book now' }).click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('You are booked');
    booked = true;
  }
  expect(booked).toBe(true);
  await context.close();
});

test('Remove sample content takes away what the template brought and nothing the owner made their own', async ({
  page,
}) => {
  await registerInUi(page, newAccount());
  const headers = await authHeaders(page);
  const id = randomUUID().slice(0, 6);
  const created = await page.request.post('/api/websites', {
    headers,
    data: { name: `Crumb ${id}`, subdomain: `crumb-${id}`, templateId: 'bakery' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const site = ((await created.json()) as { data: { id: string } }).data;
  const productsOf = async () => {
    const res = await page.request.get(`/api/websites/${site.id}/products`, { headers });
    return ((await res.json()) as { data: { id: string; name: string; sample: boolean }[] }).data;
  };
  const products = await productsOf();
  expect(products.length).toBeGreaterThan(1);
  expect(products.every((product) => product.sample)).toBe(true);

  // The owner makes one product their own before clearing the rest away.
  const kept = products[0]!;
  await page.goto(`/dashboard/products/${kept.id}/edit`);
  await page.getByRole('button', { name: 'Keep', exact: true }).click();
  await expect(
    toast(page, 'Product kept: visitors can buy it once it is published.'),
  ).toBeVisible();
  await page.goto('/dashboard');
  const banner = page.getByRole('region', {
    name: 'This website holds sample content from its template',
  });
  const left = `${products.length - 1} sample products`;
  await expect(banner).toContainText(left);
  await banner.getByRole('button', { name: 'Remove sample content' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove sample content?' });
  await confirm.getByRole('button', { name: 'Remove sample content' }).click();
  await expect(toast(page, new RegExp(`^Removed ${left}`))).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await productsOf()).toEqual([expect.objectContaining({ name: kept.name, sample: false })]);
});
