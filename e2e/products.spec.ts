import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { authHeaders, ownerWithWebsite, toast } from './support/builder';

interface SavedProduct {
  id: string;
  slug: string;
  images: string[];
  maxPerOrder: number;
  variants: { id: string; title: string; sku: string | null; price: number; quantity: number }[];
}

/** A square photo of one colour. */
function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** The columns of the website's products file, as its export writes them. */
async function exportedColumns(page: Page, websiteId: string): Promise<string[]> {
  const response = await page.request.get(`/api/websites/${websiteId}/products/export`, {
    headers: await authHeaders(page),
  });
  expect(response.ok()).toBe(true);
  const header = (await response.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
  return header.split(',');
}

/** A products file with the given cells filled and the others empty. */
const productsCsv = (columns: string[], rows: Record<string, string>[]) =>
  Buffer.from(
    [columns.join(','), ...rows.map((row) => columns.map((c) => row[c] ?? '').join(','))].join(
      '\n',
    ) + '\n',
  );

async function savedProduct(page: Page, id: string): Promise<SavedProduct> {
  const response = await page.request.get(`/api/products/${id}`, {
    headers: await authHeaders(page),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: SavedProduct }).data;
}

const productIdIn = (page: Page) => /\/dashboard\/products\/([0-9a-f-]{36})$/.exec(page.url())![1]!;

test('an owner adds a product with a photo and sizes, edits it, imports a file, exports and deletes', async ({
  page,
  context,
}) => {
  const site = await ownerWithWebsite(page);
  await page.goto('/dashboard/products');
  await expect(page.getByRole('heading', { name: 'No products yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Product' }).first().click();
  await expect(page.getByRole('heading', { name: 'Add product' })).toBeVisible();

  // Required fields say so before anything is sent; a new product starts published.
  for (const label of ['Name', 'Price', 'SKU']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
  }
  await expect(page.getByLabel('Compare price')).not.toHaveAttribute('aria-required', 'true');
  await expect(page.getByRole('switch', { name: 'Published' })).toBeChecked();

  // The rules are core's, word for word.
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('SKU is required')).toBeVisible();
  await expect(page.getByText('Price is required')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Linen Tee');
  await expect(page.getByLabel('Slug')).toHaveValue('linen-tee');
  await page.getByLabel('Price', { exact: true }).fill('25');
  await page.getByLabel('Price', { exact: true }).blur();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('25.00');
  await page.getByLabel('SKU', { exact: true }).fill('TEE');

  // A photo uploaded from the form's library picker.
  await page.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker
    .getByLabel('Files to upload')
    .setInputFiles([{ name: 'tee.jpg', mimeType: 'image/jpeg', buffer: await photo('#c2410c') }]);
  await picker.getByRole('button', { name: 'Use tee.jpg' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('list', { name: 'Product images' }).getByRole('img')).toHaveCount(1);

  // Sizes make a variant row each.
  await page.getByRole('button', { name: 'Add option' }).click();
  await expect(page.getByLabel('Option 1 name')).toHaveValue('Size');
  await page.getByLabel('Option 1 values').fill('S, M,');
  const variants = page.getByRole('list', { name: 'Variants' });
  await expect(variants.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Quantity for M').fill('12');
  await page.getByLabel('SKU for M').fill('TEE-M');
  // The most one order may take, all sizes together: 20 unless the owner says otherwise.
  const maxPerOrder = page.getByLabel('Max per order');
  await expect(maxPerOrder).toHaveValue('20');
  await maxPerOrder.fill('0');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Max per order must be at least 1')).toBeVisible();
  await maxPerOrder.fill('12');
  // The owner keeps this one as a draft for now.
  await page.getByLabel('Published').click();
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/products\/[0-9a-f-]{36}$/);
  const id = productIdIn(page);
  await expect(page.locator('[data-variant="M"]')).toContainText('12 in stock');
  await expect(page.locator('[data-variant="S"]')).toContainText('Sold out');

  const created = await savedProduct(page, id);
  expect(created.maxPerOrder).toBe(12);
  expect(created.images).toHaveLength(1);
  expect(created.images[0]).toMatch(/^\/_media\//);
  expect(created.variants.map((v) => [v.title, v.sku, v.quantity])).toEqual([
    ['S', null, 0],
    ['M', 'TEE-M', 12],
  ]);

  // In the list with its picture, price, status and stock.
  await page.getByRole('link', { name: 'Products', exact: true }).first().click();
  const row = page.getByRole('row', { name: /Linen Tee/ });
  await expect(row).toContainText('$25.00');
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('12 in stock');
  await expect(row.locator('img')).toHaveCount(1);

  // Edit: a new size and a dearer M keep the existing variants' ids; publishing shows it live.
  await row.getByRole('link', { name: 'Edit Linen Tee' }).click();
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await page.getByLabel('Option 1 values').fill('L');
  await page.getByLabel('Option 1 values').press('Enter');
  await expect(variants.getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Price for M', { exact: true }).fill('27.50');
  await page.getByLabel('Quantity for L').fill('5');
  await page.getByLabel('Published').click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();
  await expect(page.locator('[data-variant="L"]')).toContainText('5 in stock');
  const edited = await savedProduct(page, id);
  expect(edited.variants.map((v) => [v.title, v.price])).toEqual([
    ['S', 25],
    ['M', 27.5],
    ['L', 25],
  ]);
  expect(edited.variants.slice(0, 2).map((v) => v.id)).toEqual(created.variants.map((v) => v.id));

  // A second product with the same SKU: the server's message under the field, nothing typed lost.
  await page.goto('/dashboard/products/new');
  await page.getByLabel('Name', { exact: true }).fill('Linen Tee Two');
  await page.getByLabel('Price', { exact: true }).fill('30');
  await page.getByLabel('SKU', { exact: true }).fill('TEE');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Failed to create product. Please try again.')).toBeVisible();
  await expect(page.getByLabel('SKU', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Linen Tee Two');
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('30.00');

  // Import: a preview names the bad row and holds the import back; a good file goes in.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products$/);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  const columns = await exportedColumns(page, site.id);
  const hat = { Handle: 'sun-hat', Name: 'Sun Hat', SKU: 'HAT', Price: '19.50', Quantity: '4' };
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: productsCsv(columns, [
      hat,
      { Handle: 'tote', Name: 'Tote', SKU: 'TOTE', Price: 'ten' },
    ]),
  });
  await expect(dialog.getByRole('list', { name: 'Problems in the file' })).toContainText(
    'Row 3: Price "ten" is not a number',
  );
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: productsCsv(columns, [hat]),
  });
  await expect(dialog.getByText('1 new, 0 changed, 0 unchanged')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(toast(page, 'Products imported: 1 new, 0 changed, 0 unchanged')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Sun Hat/ })).toContainText('4 in stock');
  await expect(page.getByRole('group', { name: 'Total Products' })).toContainText('2');

  // Export: the file holds both products.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  expect(csv).toContain('Sun Hat');
  expect(csv).toContain('TEE-M');

  // Once the website is live, "view" opens the product's own page on it.
  const published = await page.request.post(`/api/websites/${site.id}/publish`, {
    headers: await authHeaders(page),
  });
  expect(published.ok()).toBe(true);
  await page.reload();
  const view = page.getByRole('link', { name: 'View Linen Tee on the site' });
  await expect(view).toHaveAttribute(
    'href',
    new RegExp(`//${site.subdomain}\\.[^/]+/products/linen-tee$`),
  );
  await expect(view).toHaveAttribute('target', '_blank');
  const live = await context.newPage();
  const response = await live.goto((await view.getAttribute('href'))!);
  expect(response?.status()).toBe(200);
  await expect(live.getByRole('heading', { name: 'Linen Tee' })).toBeVisible();
  await live.close();

  // Delete, after the confirmation.
  await page.getByRole('button', { name: 'Delete Linen Tee' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this product?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Product deleted successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Linen Tee/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Sun Hat/ })).toBeVisible();
});
