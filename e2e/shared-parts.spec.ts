import { expect, test } from '@playwright/test';
import {
  authHeaders,
  onCanvas,
  openBuilder,
  ownerWithWebsite,
  paletteItem,
  properties,
  savedPage,
  seedPage,
  toast,
  toolbarButton,
} from './support/builder';

test.use({ viewport: { width: 1440, height: 900 } });

const footerText = '© Rosa’s Bakery · 12 Mill Lane · Open every day from 7';

test('a shared footer is made once and shows on every page, new ones too, unless hidden', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await openBuilder(page, site.id);

  // The footer is opened from the page list and edited like a page.
  const shared = page.locator('[data-shared-parts]');
  await shared.getByRole('button', { name: 'Footer' }).click();
  await expect(page.getByRole('note')).toContainText('Shared footer: shown on every page');
  await paletteItem(page, 'TEXT').click();
  await properties(page).getByLabel('Text', { exact: true }).fill(footerText);
  await expect(onCanvas(page, 'TEXT')).toHaveText(footerText);
  await toolbarButton(page, 'Save Draft').click();
  await expect(toast(page, 'Draft saved!')).toBeVisible();

  // A page made afterwards shows it below its own content, marked as shared.
  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByLabel('Page name').fill('Menu');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Page "Menu" created!')).toBeVisible();
  const footer = page.locator('[data-shared-part="footer"]');
  await expect(footer).toContainText(footerText);
  await expect(footer.getByRole('button', { name: 'Shared footer · Edit' })).toBeAttached();

  // Opened in place from the page: the page stays drawn beside it, and the way back leads there.
  await footer.hover();
  await footer.getByRole('button', { name: 'Shared footer · Edit' }).click();
  await expect(page.getByRole('note')).toContainText('Shared footer: shown on every page');
  await expect(page.locator('[data-page-context]')).toBeAttached();
  await expect(onCanvas(page, 'TEXT')).toHaveText(footerText);
  await page.getByRole('button', { name: 'Back to Menu' }).click();
  await expect(footer).toContainText(footerText);
  await expect(page.getByRole('note')).toHaveCount(0);

  // Hidden on this page in its settings.
  await page.getByRole('button', { name: 'Settings for Menu' }).click();
  await page.getByRole('switch', { name: 'Show the shared footer on this page' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Page updated')).toBeVisible();
  await expect(footer).toHaveCount(0);

  await toolbarButton(page, 'Publish').click();
  const dialog = page.getByRole('dialog', { name: 'Your website is live' });
  const liveUrl = (await dialog.locator('[data-live-url]').textContent())!.trim();
  await page.goto(liveUrl);
  await expect(page.locator('footer')).toContainText(footerText);
  await page.goto(`${liveUrl.replace(/\/$/, '')}/menu`);
  await expect(page.getByText(footerText)).toHaveCount(0);
});

test('a Header section goes to the shared header, and on a second page the dialog offers it: one header', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await openBuilder(page, site.id);
  await page.getByRole('tab', { name: 'Sections' }).click();
  const headerCard = page.locator('[data-section-template="header"]');
  const header = page.locator('[data-shared-part="header"]');

  // The site's first header becomes the shared header, drawn around the page, not in it.
  await headerCard.click();
  await expect(toast(page, 'Added as the shared header: every page shows it')).toBeVisible();
  await expect(header.locator('.t-navbar')).toHaveCount(1);
  await expect(onCanvas(page, 'NAVBAR')).toHaveCount(0);

  // That is one undo step: Ctrl+Z shows the page without a header again, redo brings it back.
  await page.keyboard.press('Control+z');
  await expect(header).toHaveCount(0);
  await expect(onCanvas(page, 'NAVBAR')).toHaveCount(0);
  await page.keyboard.press('Shift+Control+z');
  await expect(header.locator('.t-navbar')).toHaveCount(1);

  // On a second page the builder asks instead of adding a second header.
  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByLabel('Page name').fill('Menu');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Page "Menu" created!')).toBeVisible();
  await expect(header.locator('.t-navbar')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Sections' }).click();
  await headerCard.click();
  const dialog = page.getByRole('dialog', { name: 'This website already has a shared header' });
  await expect(dialog.getByRole('button', { name: 'Merge into the shared one' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Only on this page' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Replace the shared one' }).click();
  await expect(dialog).toBeHidden();
  await expect(header.locator('.t-navbar')).toHaveCount(1);
  await expect(onCanvas(page, 'NAVBAR')).toHaveCount(0);

  // Live: one header on each page.
  await toolbarButton(page, 'Publish').click();
  const live = page.getByRole('dialog', { name: 'Your website is live' });
  const liveUrl = (await live.locator('[data-live-url]').textContent())!.trim();
  for (const path of ['', 'menu']) {
    await page.goto(`${liveUrl.replace(/\/$/, '')}/${path}`);
    await expect(page.locator('header.t-navbar')).toHaveCount(1);
  }
});

test('replacing the shared header is one undo step: Ctrl+Z shows the header it had, and keeps it', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  const shared = await page.request.get(`/api/websites/${site.id}/shared`, {
    headers: await authHeaders(page),
  });
  const headerId = ((await shared.json()) as { data: { header: { id: string } } }).data.header.id;
  const ownBrand = 'Rosa’s Corner';
  await seedPage(page, headerId, [{ type: 'NAVBAR', props: { brand: ownBrand, links: [] } }]);
  const brands = async () => (await savedPage(page, headerId)).elements.map((e) => e.props.brand);

  await openBuilder(page, site.id);
  const header = page.locator('[data-shared-part="header"]');
  await expect(header).toContainText(ownBrand);
  await page.getByRole('tab', { name: 'Sections' }).click();
  await page.locator('[data-section-template="header"]').click();
  const dialog = page.getByRole('dialog', { name: 'This website already has a shared header' });
  await dialog.getByRole('button', { name: 'Replace the shared one' }).click();
  await expect(toast(page, 'Added as the shared header: every page shows it')).toBeVisible();
  // The new header shows the website's name.
  await expect(header).toContainText(site.name);
  await expect(header).not.toContainText(ownBrand);
  await expect.poll(brands).toEqual(['']);

  // Ctrl+Z gives back the shared header as it was, on the canvas and on the server.
  await page.keyboard.press('Control+z');
  await expect(header).toContainText(ownBrand);
  await expect.poll(brands).toEqual([ownBrand]);
  await expect(onCanvas(page, 'NAVBAR')).toHaveCount(0);
  // Redo (the button this time) replaces it again, and Undo takes that back.
  await toolbarButton(page, 'Redo').click();
  await expect(header).not.toContainText(ownBrand);
  await expect.poll(brands).toEqual(['']);
  await toolbarButton(page, 'Undo').click();
  await expect(header).toContainText(ownBrand);
  await expect.poll(brands).toEqual([ownBrand]);
  await expect(toolbarButton(page, 'Undo')).toBeDisabled();

  // Opened again, the builder shows the header the owner went back to.
  await page.reload();
  await expect(header).toContainText(ownBrand);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
});
