import { expect, test, type Page } from '@playwright/test';
import {
  authHeaders,
  canvas,
  onCanvas,
  openBuilder,
  ownerWithWebsite,
  sectionWith,
  seedPage,
  toast,
  toolbarButton,
} from './support/builder';

test.use({ viewport: { width: 1440, height: 900 } });

const DEFAULT_PRIMARY = 'rgb(79, 70, 229)';
/** The salon template's primary colour, #8c2f4f. */
const SALON_PRIMARY = 'rgb(140, 47, 79)';

async function themePrimary(page: Page, websiteId: string): Promise<string> {
  const response = await page.request.get(`/api/websites/${websiteId}`, {
    headers: await authHeaders(page),
  });
  return ((await response.json()) as { data: { theme: { colors: { primary: string } } } }).data
    .theme.colors.primary;
}

async function changeDesignTo(page: Page, template: string) {
  await toolbarButton(page, 'Theme').click();
  const panel = page.locator('[data-theme-panel]');
  await panel.getByRole('button', { name: 'Change design' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change design' });
  const choice = dialog.getByRole('radio', { name: new RegExp(`^${template}`) });
  await dialog
    .locator('label')
    .filter({ hasText: new RegExp(`^${template}`) })
    .click();
  await expect(choice).toBeChecked();
  for (const part of ['Theme', 'Header', 'Footer']) {
    await expect(dialog.getByRole('checkbox', { name: new RegExp(`^${part}`) })).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Apply design' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(toast(page, 'Your live site changes when you publish')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

test('Change design restyles the canvas and keeps the text', async ({ page }) => {
  // The first use of a template builds its website with its pictures.
  test.slow();
  const site = await ownerWithWebsite(page);
  await seedPage(page, site.homePageId, [
    sectionWith(
      { type: 'HEADING', props: { text: 'Fresh bread daily', level: 1 } },
      { type: 'TEXT', props: { text: 'Sourdough and rye from our wood oven.' } },
      { type: 'BUTTON', props: { text: 'Order now', variant: 'primary', href: '/' } },
    ),
  ]);
  await openBuilder(page, site.id);
  const title = onCanvas(page, 'HEADING').first();
  const button = onCanvas(page, 'BUTTON');
  await expect(button).toHaveCSS('background-color', DEFAULT_PRIMARY);
  await expect(title).not.toHaveCSS('font-family', /Playfair Display/);
  const footer = page.locator('[data-shared-part="footer"]');
  await expect(footer).toHaveCount(0);

  await changeDesignTo(page, 'Salon');
  // The canvas takes the salon's colours, fonts and footer at once; the words stay.
  await expect(button).toHaveCSS('background-color', SALON_PRIMARY);
  await expect(title).toHaveCSS('font-family', /^"Playfair Display"/);
  await expect(footer).toContainText('Juniper Hair Studio');
  await expect(title).toHaveText('Fresh bread daily');
  await expect(canvas(page)).toContainText('Sourdough and rye from our wood oven.');
  await expect(button).toHaveText('Order now');
  await expect.poll(() => themePrimary(page, site.id)).toBe('#8c2f4f');

  // One undo (the keyboard's) brings the previous look back, on the server too.
  await page.keyboard.press('Control+z');
  await expect(button).toHaveCSS('background-color', DEFAULT_PRIMARY);
  await expect(title).not.toHaveCSS('font-family', /Playfair Display/);
  await expect(footer).toHaveCount(0);
  await expect.poll(() => themePrimary(page, site.id)).toBe('#4f46e5');

  // Redo applies it again; the Undo button takes it back once more.
  await toolbarButton(page, 'Redo').click();
  await expect(button).toHaveCSS('background-color', SALON_PRIMARY);
  await expect(footer).toContainText('Juniper Hair Studio');
  await toolbarButton(page, 'Undo').click();
  await expect(button).toHaveCSS('background-color', DEFAULT_PRIMARY);
  await expect(footer).toHaveCount(0);
  await expect.poll(() => themePrimary(page, site.id)).toBe('#4f46e5');
  await expect(title).toHaveText('Fresh bread daily');
});

test('Add page from template adds a page with its sections and opens it', async ({ page }) => {
  test.slow();
  const site = await ownerWithWebsite(page);
  await openBuilder(page, site.id);
  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByRole('button', { name: 'Add page from template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add page from template' });
  await dialog.getByRole('button', { name: /^Salon/ }).click();
  const pages = page.getByRole('dialog', { name: 'A page from Salon' });
  await pages.getByRole('button', { name: /Our team/ }).click();
  await expect(pages).toBeHidden({ timeout: 60_000 });
  await expect(toast(page, 'Page "Our team" added from Salon')).toBeVisible();

  // The page is listed, opened, and shows the template's sections.
  const entry = page.locator('[data-page-list]').getByRole('button', { name: /^Our team/ });
  await expect(entry).toHaveAttribute('aria-current', 'page');
  await expect(canvas(page)).toContainText('Maya Okafor');
  expect(await onCanvas(page, 'SECTION').count()).toBeGreaterThan(1);
  const listed = await page.request.get(`/api/websites/${site.id}/pages`, {
    headers: await authHeaders(page),
  });
  const slugs = ((await listed.json()) as { data: { slug: string }[] }).data.map((p) => p.slug);
  expect(slugs).toContain('team');
});
