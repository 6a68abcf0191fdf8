import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { newAccount, registerInUi } from './support/accounts';
import {
  authHeaders,
  canvas,
  canvasOutline,
  dragOnto,
  onCanvas,
  openBuilder,
  paletteItem,
  properties,
  savedPage,
  toast,
  toolbarButton,
  unsavedMarker,
} from './support/builder';

test.use({ viewport: { width: 1440, height: 900 } });

const description = 'Sourdough, pastries and coffee on Main Street, baked before sunrise.';
const firstHeadline = 'Fresh bread every morning';
const secondHeadline = 'Fresh bread, new hours';
const intro =
  'We are a family bakery on Main Street. Stop by for a warm loaf, a flaky croissant and a good cup of coffee.';

/** Sizes the live site is checked and photographed at: a desktop and a small phone. */
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

interface CreatedWebsite {
  id: string;
  name: string;
  subdomain: string;
}

async function createWebsiteByApi(page: Page): Promise<CreatedWebsite> {
  const id = randomUUID().slice(0, 6);
  const response = await page.request.post('/api/websites', {
    headers: await authHeaders(page),
    data: { name: `Rosa's Bakery ${id}`, subdomain: `rosas-bakery-${id}`, description },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: CreatedWebsite }).data;
}

/** The id of the website's home page, to read its saved draft. */
async function homePageId(page: Page, websiteId: string): Promise<string> {
  const response = await page.request.get(`/api/websites/${websiteId}/pages`, {
    headers: await authHeaders(page),
  });
  expect(response.ok()).toBe(true);
  const list = ((await response.json()) as { data: { id: string; isHome: boolean }[] }).data;
  return list.find((p) => p.isHome)!.id;
}

/** Fills the selected element's Text field in the properties panel. */
async function setText(page: Page, text: string) {
  await properties(page).getByLabel('Text', { exact: true }).fill(text);
}

/** Publishes from the builder and returns the live address the dialog shows. */
async function publish(page: Page): Promise<string> {
  await toolbarButton(page, 'Publish').click();
  const dialog = page.getByRole('dialog', { name: 'Your website is live' });
  const link = dialog.locator('[data-live-url]');
  await expect(link).toBeVisible();
  const url = (await link.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return url;
}

/** The live page is a plain document: its head is filled in and nothing in it runs code. */
async function checkDocument(site: Page, website: CreatedWebsite) {
  await expect(site).toHaveTitle(website.name);
  await expect(site.locator('meta[name="description"]')).toHaveAttribute('content', description);
  expect(await site.content()).not.toContain('<script');
  // Nothing sticks out sideways, even on a small phone.
  const overflow = await site.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function photograph(site: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await site.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('an owner builds a page, publishes it, edits and republishes, then restores the first release', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerInUi(page, newAccount());
  const website = await createWebsiteByApi(page);
  await openBuilder(page, website.id);

  // A small home page: the bakery's name in a navigation bar, then a section with a headline, a
  // paragraph and a button on a warm background.
  await dragOnto(page, paletteItem(page, 'NAVBAR'), canvas(page));
  await expect(onCanvas(page, 'NAVBAR')).toHaveAttribute('data-selected', 'true');
  await properties(page).getByLabel('Brand', { exact: true }).fill("Rosa's Bakery");
  await dragOnto(page, paletteItem(page, 'SECTION'), canvas(page));
  await dragOnto(page, paletteItem(page, 'CONTAINER'), onCanvas(page, 'SECTION'));
  await dragOnto(page, paletteItem(page, 'COLUMN'), onCanvas(page, 'CONTAINER'));
  await dragOnto(page, paletteItem(page, 'HEADING'), onCanvas(page, 'COLUMN'));
  const heading = onCanvas(page, 'HEADING');
  await expect(heading).toHaveAttribute('data-selected', 'true');
  await setText(page, firstHeadline);
  await expect(heading).toHaveText(firstHeadline);
  await dragOnto(page, paletteItem(page, 'TEXT'), heading, 'bottom');
  await expect(onCanvas(page, 'TEXT')).toHaveAttribute('data-selected', 'true');
  await setText(page, intro);
  await dragOnto(page, paletteItem(page, 'BUTTON'), onCanvas(page, 'TEXT'), 'bottom');
  await expect(onCanvas(page, 'BUTTON')).toHaveAttribute('data-selected', 'true');
  await setText(page, 'See our menu');
  // A button leads somewhere: one without a link is left out of the live page.
  await properties(page).getByLabel('Link', { exact: true }).selectOption({ label: 'Page' });
  await properties(page)
    .getByLabel('Page', { exact: true })
    .selectOption({ label: 'Home Page (/)' });
  await expect
    .poll(() => canvasOutline(page))
    .toBe('NAVBAR,SECTION[CONTAINER[COLUMN[HEADING,TEXT,BUTTON]]]');
  await onCanvas(page, 'SECTION').click({ position: { x: 12, y: 12 } });
  await expect(onCanvas(page, 'SECTION')).toHaveAttribute('data-selected', 'true');
  await properties(page).getByRole('button', { name: 'Background', exact: true }).click();
  await properties(page).getByLabel('Background color', { exact: true }).fill('#fff7ed');

  const url = await publish(page);
  expect(url).toBe(`http://${website.subdomain}.${new URL(page.url()).host}`);
  await expect(toast(page, 'Website published successfully')).toBeVisible();

  // The live site, on its own origin, at desktop and phone widths.
  const site = await page.context().newPage();
  for (const viewport of viewports) {
    await site.setViewportSize(viewport);
    const response = await site.goto(url);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).not.toContain('<script');
    await expect(site.getByRole('heading', { name: firstHeadline })).toBeVisible();
    await expect(site.getByText(intro)).toBeVisible();
    await expect(site.getByText('See our menu')).toBeVisible();
    await checkDocument(site, website);
    await photograph(site, testInfo, `published-${viewport.name}-${viewport.width}`);
  }
  await site.setViewportSize(viewports[0]);

  // An edit is a draft: saved, but not live until the next publish.
  await heading.click();
  await expect(heading).toHaveAttribute('data-selected', 'true');
  await setText(page, secondHeadline);
  await expect(heading).toHaveText(secondHeadline);
  await expect(unsavedMarker(page)).toBeVisible();
  await expect(unsavedMarker(page)).toBeHidden();
  const homeId = await homePageId(page, website.id);
  const draft = await savedPage(page, homeId);
  expect(draft.elements.find((e) => e.type === 'HEADING')?.props.text).toBe(secondHeadline);
  await site.reload();
  await expect(site.getByRole('heading', { name: firstHeadline })).toBeVisible();
  await expect(site.getByText(secondHeadline)).toHaveCount(0);

  expect(await publish(page)).toBe(url);
  await site.reload();
  await expect(site.getByRole('heading', { name: secondHeadline })).toBeVisible();
  await expect(site.getByText(firstHeadline)).toHaveCount(0);
  await photograph(site, testInfo, 'republished-desktop-1440');

  // Website settings list both releases, newest first; the first one goes live again.
  await page.goto(`/dashboard/websites/${website.id}/settings`);
  const card = page.getByRole('region', { name: 'Releases' });
  await expect(card.getByText('2 releases')).toBeVisible();
  const rows = card.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // Each with its date and time ('Nov 21, 2026, 10:42', seconds when one minute holds two).
  for (const row of [rows.nth(0), rows.nth(1)]) {
    await expect(row.locator('time')).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}(:\d{2})?$/,
    );
    await expect(row).toContainText('1 page');
  }
  await expect(rows.nth(0).getByText('Live', { exact: true })).toBeVisible();
  await expect(rows.nth(0).getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await expect(rows.nth(1).getByText('Live', { exact: true })).toHaveCount(0);
  await photograph(page, testInfo, 'settings-releases-1440');

  await rows
    .nth(1)
    .getByRole('button', { name: /^Restore/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Make this release live?' });
  await expect(confirm).toContainText('Visitors will see the site as it was published on');
  await expect(confirm).toContainText('Your draft is not changed.');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(confirm).toBeHidden();
  await expect(toast(page, 'Release restored: the site is live with it')).toBeVisible();
  await expect(rows.nth(1).getByText('Live', { exact: true })).toBeVisible();
  await expect(rows.nth(0).getByText('Live', { exact: true })).toHaveCount(0);
  await expect(rows.nth(0).getByRole('button', { name: /^Restore/ })).toBeVisible();

  await site.reload();
  await expect(site.getByRole('heading', { name: firstHeadline })).toBeVisible();
  await expect(site.getByText(secondHeadline)).toHaveCount(0);
  // The draft keeps the later edit.
  const kept = await savedPage(page, homeId);
  expect(kept.elements.find((e) => e.type === 'HEADING')?.props.text).toBe(secondHeadline);
});
