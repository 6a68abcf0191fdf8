import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { proBaseURL } from '../playwright.config';
import { authHeaders, ownerWithWebsite, toast } from './support/builder';

// Pro: a second website (made from the template) fits the plan.
test.use({ baseURL: proBaseURL });

test('an owner saves a website as a template, starts a website from it, exports and imports it', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  const added = await page.request.post(`/api/websites/${site.id}/pages`, {
    headers: await authHeaders(page),
    data: { name: 'Our story', slug: 'our-story' },
  });
  expect(added.status()).toBe(201);

  // Save as template, from the website's menu.
  await page.goto('/dashboard/websites');
  await page.getByRole('button', { name: `Actions for ${site.name}` }).click();
  await page.getByRole('menuitem', { name: 'Save as template', exact: true }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save as template' });
  await saveDialog.getByLabel('Template name').fill('Bakery look');
  await saveDialog.getByLabel('Services').check();
  await saveDialog.getByRole('button', { name: 'Save template' }).click();
  const saved = toast(page, 'Saved "Bakery look" as a template');
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'My templates' }).click();

  // My templates lists it with what it brings and the plan's allowance.
  await expect(page).toHaveURL(/\/dashboard\/templates\?tab=mine$/);
  const card = page.locator('[data-own-template]').filter({ hasText: 'Bakery look' });
  await expect(card).toContainText('2 pages');
  await expect(card).toContainText(`Saved from ${site.name}`);
  await expect(page.locator('[data-template-allowance]')).toHaveText(
    '1 of 10 saved templates on Pro',
  );

  // Export downloads one file.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Export Bakery look' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Bakery look.tessera-template.json');
  const file = await download.path();

  // Use this template: the create dialog starts from it, and the builder shows its pages.
  await card.getByRole('button', { name: 'Use the Bakery look template' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Website' });
  await expect(create.getByLabel('Start from').locator('option:checked')).toHaveText('Bakery look');
  await create.getByLabel('Website Name').fill(`From my template ${randomUUID().slice(0, 6)}`);
  await create.getByRole('button', { name: 'Create Website' }).click();
  await expect(page).toHaveURL(/\/builder\//);
  await expect(page.locator('[data-page-list]')).toContainText('Our story');

  // Import the file back: a second template of the same name.
  await page.goto('/dashboard/templates?tab=mine');
  await expect(card).toHaveCount(1);
  await page.getByLabel('Template file to import').setInputFiles(file);
  await expect(toast(page, 'Imported "Bakery look"')).toBeVisible();
  await expect(card).toHaveCount(2);
  await expect(page.locator('[data-template-allowance]')).toHaveText(
    '2 of 10 saved templates on Pro',
  );
  await expect(card.filter({ hasText: 'Not linked to a website' })).toContainText('2 pages');
});
