import { expect, test } from '@playwright/test';
import {
  authHeaders,
  onCanvas,
  openBuilder,
  ownerWithWebsite,
  sectionWith,
  seedPage,
  toolbarButton,
} from './support/builder';

test('on a phone the navigation folds behind a menu button that opens with no script', async ({
  page,
  browser,
}) => {
  const site = await ownerWithWebsite(page);
  const headers = await authHeaders(page);
  const about = await page.request.post(`/api/websites/${site.id}/pages`, {
    headers,
    data: { name: 'About' },
  });
  expect(about.status()).toBe(201);
  await seedPage(page, site.homePageId, [
    { type: 'NAVBAR', props: { brand: 'Rosa’s Bakery' } },
    sectionWith({ type: 'HEADING', props: { text: 'Fresh bread daily' } }),
  ]);

  // The builder's phone mode shows what a phone will: the menu button, not the row of links.
  await openBuilder(page, site.id);
  const navbar = onCanvas(page, 'NAVBAR');
  await expect(navbar.getByRole('link', { name: 'About' })).toBeVisible();
  await toolbarButton(page, 'Mobile').click();
  await expect(navbar.getByText('Menu')).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'About' })).toBeHidden();

  const published = await page.request.post(`/api/websites/${site.id}/publish`, { headers });
  expect(published.ok()).toBe(true);
  const liveUrl = `http://${site.subdomain}.${new URL(page.url()).host}/`;

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  const visitor = await phone.newPage();
  await visitor.goto(liveUrl);
  const nav = visitor.getByRole('navigation', { name: 'Main' });
  const menu = nav.locator('summary');
  await expect(menu).toHaveText('Menu');
  await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
  // The brand and the button share one line.
  const brand = (await visitor.getByRole('link', { name: 'Rosa’s Bakery' }).boundingBox())!;
  const button = (await menu.boundingBox())!;
  expect(Math.abs(brand.y + brand.height / 2 - (button.y + button.height / 2))).toBeLessThan(4);

  // By keyboard: Tab reaches the button, Enter opens it, the links follow it.
  await menu.focus();
  await visitor.keyboard.press('Enter');
  await expect(nav.locator('details')).toHaveAttribute('open', '');
  const link = nav.getByRole('link', { name: 'About' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(visitor).toHaveURL(`${liveUrl}about`);
  await phone.close();

  // A wide screen shows the row of links and no button.
  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const wide = await desktop.newPage();
  await wide.goto(liveUrl);
  const wideNav = wide.getByRole('navigation', { name: 'Main' });
  await expect(wideNav.getByRole('link', { name: 'About' })).toBeVisible();
  await expect(wideNav.locator('summary')).toBeHidden();
  await desktop.close();
});
