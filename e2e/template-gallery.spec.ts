import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newAccount, registerInUi } from './support/accounts';
import { canvas } from './support/builder';

test('an owner finds the salon in the gallery, previews its pages at each width and starts a website from it', async ({
  page,
}) => {
  // The first preview of each template builds its website, pictures included.
  test.setTimeout(120_000);
  await registerInUi(page, newAccount());
  await page.goto('/dashboard/templates');

  // Each card draws its template's home page, live, in a frame.
  const salonCard = page.locator('[data-template="salon"]');
  const salonFrame = salonCard.locator('iframe');
  await expect(salonFrame).toHaveAttribute('loading', 'lazy');
  await expect(salonFrame).toHaveAttribute('tabindex', '-1');
  await expect(salonFrame).toHaveAttribute('sandbox', 'allow-same-origin');
  await expect(salonCard.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(
    'Good hair, unhurried',
    { timeout: 60_000 },
  );
  await expect(salonFrame).toBeVisible();

  // Filter by a feature and search, with the keyboard only.
  await page.getByRole('button', { name: 'Bookings', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/feature=bookings/);
  await expect(page.getByRole('button', { name: 'Bookings', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('[data-template="bakery"]')).toHaveCount(0);
  await expect(salonCard).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search templates' }).focus();
  await page.keyboard.type('hair');
  await expect(page).toHaveURL(/q=hair/);
  await expect(page.locator('[data-template]')).toHaveCount(1);
  await page.keyboard.type(' nothing-like-this');
  await expect(
    page.getByRole('heading', {
      name: 'No templates match “hair nothing-like-this” with Bookings',
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-template="bakery"]')).toBeVisible();

  // Open the salon's page from its card.
  await salonCard.getByRole('link', { name: 'Preview the Salon template' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/templates\/salon$/);
  await expect(page.getByRole('heading', { name: 'Salon', level: 1 })).toBeVisible();
  const frame = page.locator('iframe[title^="Salon template"]');
  const preview = page.frameLocator('iframe[title^="Salon template"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Good hair, unhurried');
  const frameWidth = () =>
    frame.evaluate((node: HTMLIFrameElement) => node.contentWindow!.innerWidth);
  expect(await frameWidth()).toBe(1200);

  // The builder's widths: the page inside is drawn at the phone's width.
  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(frameWidth).toBe(375);
  await page.getByRole('button', { name: 'Tablet' }).click();
  await expect.poll(frameWidth).toBe(768);

  // Another page of the template.
  await page.getByLabel('Page').selectOption({ label: 'Prices and booking' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Prices and booking');
  expect(await frameWidth()).toBe(768);
  await expect(page.getByText('4: Home, Prices and booking, Our team, Contact')).toBeVisible();

  // Use this template: the builder opens on the new website with the template's pages.
  await page.getByRole('button', { name: 'Use the Salon template' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Website' });
  await expect(create.getByLabel('Start from').locator('option:checked')).toHaveText('Salon');
  await create.getByLabel('Website Name').fill(`Juniper ${randomUUID().slice(0, 6)}`);
  await create.getByRole('button', { name: 'Create Website' }).click();
  await expect(page).toHaveURL(/\/builder\//);
  const pageList = page.locator('[data-page-list]');
  for (const name of ['Home', 'Prices and booking', 'Our team', 'Contact']) {
    await expect(pageList).toContainText(name);
  }
  await expect(canvas(page).getByText('Good hair, unhurried')).toBeVisible();
});
