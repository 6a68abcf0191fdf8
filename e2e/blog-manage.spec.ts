import { expect, test } from '@playwright/test';
import { authHeaders, ownerWithWebsite } from './support/builder';

test('the owner organises the blog: adds, renames and deletes a category, adds an author, and changes the settings', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await page.goto(`/dashboard/blog?site=${site.id}`);
  await page.getByRole('link', { name: 'Organise' }).click();
  await expect(page).toHaveURL(/\/dashboard\/blog\/manage/);

  const categories = page.getByRole('region', { name: 'Categories' });
  await expect(categories.getByText('No categories yet.')).toBeVisible();
  await categories.getByLabel('New category').fill('Bread & Baking');
  await categories.getByRole('button', { name: 'Add' }).click();
  await expect(categories.getByRole('list', { name: 'Categories' })).toContainText(
    '/bread-baking · 0 posts',
  );
  // The same address again is refused on the field.
  await categories.getByLabel('New category').fill('Bread baking');
  await categories.getByRole('button', { name: 'Add' }).click();
  await expect(
    categories.getByText('Another category already uses the address /bread-baking'),
  ).toBeVisible();

  await categories.getByRole('button', { name: 'Rename Bread & Baking' }).click();
  await categories.getByLabel('Rename "Bread & Baking"').fill('Bread');
  await categories.getByRole('button', { name: 'Save' }).click();
  await expect(categories.getByRole('list', { name: 'Categories' })).toContainText('Bread');

  const authors = page.getByRole('region', { name: 'Authors' });
  await authors.getByLabel('New author').fill('Ana Lima');
  await authors.getByRole('button', { name: 'Add' }).click();
  await expect(authors.getByRole('list', { name: 'Authors' })).toContainText('/ana-lima');

  const settings = page.getByRole('region', { name: 'Blog settings' });
  await settings.getByLabel('Posts per page').fill('0');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    settings.getByText('Posts per page must be a whole number from 1 to 50'),
  ).toBeVisible();
  await settings.getByLabel('Posts per page').fill('6');
  await settings.getByLabel('Feeds carry').selectOption('excerpt');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Blog settings saved')).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Blog settings' }).getByLabel('Posts per page'),
  ).toHaveValue('6');
  const saved = await page.request.get(`/api/websites/${site.id}/blog/settings`, {
    headers: await authHeaders(page),
  });
  expect(((await saved.json()) as { data: object }).data).toMatchObject({
    postsPerPage: 6,
    feedContent: 'excerpt',
  });

  await page
    .getByRole('region', { name: 'Categories' })
    .getByRole('button', { name: 'Delete Bread' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('region', { name: 'Categories' }).getByText('No categories yet.'),
  ).toBeVisible();
});
