import { expect, test } from '@playwright/test';
import {
  onCanvas,
  openBuilder,
  ownerWithWebsite,
  sectionWith,
  seedPage,
  toolbarButton,
} from './support/builder';

test.use({ viewport: { width: 1440, height: 900 } });

test('the theme restyles the canvas at once and the live site when published', async ({ page }) => {
  const site = await ownerWithWebsite(page);
  await seedPage(page, site.homePageId, [
    sectionWith(
      { type: 'HEADING', props: { text: 'Fresh bread daily', level: 1 } },
      { type: 'HEADING', props: { text: 'Our loaves', level: 3 } },
      { type: 'BUTTON', props: { text: 'Order now', variant: 'primary', href: '/' } },
    ),
  ]);
  await openBuilder(page, site.id);
  const title = onCanvas(page, 'HEADING').first();
  const button = onCanvas(page, 'BUTTON');
  // Headings are sized by their level.
  await expect(title).toHaveCSS('font-size', '48.8px');
  await expect(onCanvas(page, 'HEADING').nth(1)).toHaveCSS('font-size', '31.3px');
  await expect(button).toHaveCSS('background-color', 'rgb(79, 70, 229)');

  await toolbarButton(page, 'Theme').click();
  const panel = page.locator('[data-theme-panel]');
  await expect(panel.getByRole('heading', { name: 'Site theme' })).toBeVisible();
  await panel.getByLabel('Primary', { exact: true }).fill('#b45309');
  await panel.getByLabel('Heading font').selectOption('playfair-display');
  await expect(button).toHaveCSS('background-color', 'rgb(180, 83, 9)');
  await expect(title).toHaveCSS('font-family', /^"Playfair Display"/);
  // The font comes from the dashboard's own host and really loads.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.load('700 20px "Playfair Display"');
        return document.fonts.check('700 20px "Playfair Display"');
      }),
    )
    .toBe(true);

  // A pale muted colour is warned about, with its contrast.
  await panel.getByLabel('Muted text', { exact: true }).fill('#cbd5e1');
  await expect(panel.getByRole('status')).toContainText(
    'Muted text on background: contrast 1.48:1, below the 4.5:1 that WCAG AA asks for',
  );
  await panel.getByLabel('Muted text', { exact: true }).fill('#475569');
  await expect(panel.getByText('Text and backgrounds pass WCAG AA contrast.')).toBeVisible();
  await expect(panel.getByText('Theme saved')).toBeVisible();
  await page.keyboard.press('Escape');

  // Kept with the website: a reload shows it.
  await page.reload();
  await expect(onCanvas(page, 'BUTTON')).toHaveCSS('background-color', 'rgb(180, 83, 9)');

  await toolbarButton(page, 'Publish').click();
  const dialog = page.getByRole('dialog', { name: 'Your website is live' });
  const liveUrl = (await dialog.locator('[data-live-url]').textContent())!.trim();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/woff2?$/.test(request.url())) fonts.push(request.url());
  });
  await page.goto(liveUrl);
  await expect(page.getByRole('link', { name: 'Order now' })).toHaveCSS(
    'background-color',
    'rgb(180, 83, 9)',
  );
  const live = page.getByRole('heading', { name: 'Fresh bread daily' });
  await expect(live).toHaveCSS('font-family', /^"Playfair Display"/);
  await expect(live).toHaveCSS('font-size', '48.8px');
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  // Every font from the site's own host.
  for (const url of fonts) expect(new URL(url).origin).toBe(new URL(liveUrl).origin);
});
