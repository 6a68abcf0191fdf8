import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import {
  authHeaders,
  openBuilder,
  ownerWithWebsite,
  savedPage,
  toast,
  toolbarButton,
  type SavedElement,
} from './support/builder';

test.use({ viewport: { width: 1440, height: 900 } });

/** A photo of one colour, uploaded to the website's media library; its address. */
async function uploadPhoto(page: Page, websiteId: string, colour: string): Promise<string> {
  const buffer = await sharp({
    create: { width: 1200, height: 1200, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  const response = await page.request.post(`/api/websites/${websiteId}/media/upload`, {
    headers: await authHeaders(page),
    multipart: { files: { name: `${colour.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { url: string }[] }).data[0]!.url;
}

/** Gives the empty photo slots inside the named columns a photo, through the API. */
async function fillPhotosIn(page: Page, pageId: string, columns: string[], src: string) {
  const saved = await savedPage(page, pageId);
  const filled = new Set(saved.elements.filter((e) => columns.includes(e.name)).map((e) => e.id));
  const elements = saved.elements.map((e: SavedElement) =>
    e.type === 'IMAGE' && e.parentId && filled.has(e.parentId)
      ? { ...e, props: { ...e.props, src } }
      : e,
  );
  const response = await page.request.post(`/api/pages/${pageId}/save`, {
    headers: await authHeaders(page),
    data: { elements, version: saved.version },
  });
  expect(response.ok()).toBe(true);
}

test('publishing names each empty photo by its section, and the live page leaves no hole for it', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await openBuilder(page, site.id);
  await page.getByRole('tab', { name: 'Sections' }).click();
  for (const id of ['about', 'team', 'gallery']) {
    await page.locator(`[data-section-template="${id}"]`).click();
  }
  await toolbarButton(page, 'Save Draft').click();
  await expect(toast(page, 'Draft saved!')).toBeVisible();

  // One of the team has a portrait, and two of the gallery's three columns their photos.
  const photo = await uploadPhoto(page, site.id, '#c2410c');
  await fillPhotosIn(page, site.homePageId, ['Your name', 'Photos 1', 'Photos 3'], photo);

  await page.reload();
  await toolbarButton(page, 'Publish').click();
  const nowhere = page.getByRole('alertdialog', { name: /go(es)? nowhere yet/ });
  const items = nowhere.locator('[data-dead-end="empty-image"]');
  // Named by what and where, never by the layers' names ("Image").
  await expect(items).toHaveText([
    'Empty photo in "About" section on Home Page',
    'Empty photo of "A colleague" in "Team" section on Home Page',
    'Empty photo of "A colleague" in "Team" section on Home Page',
    'Empty photo of "A colleague" in "Team" section on Home Page',
    'Empty photo in "Gallery" section on Home Page',
    'Empty photo in "Gallery" section on Home Page',
  ]);
  await page.screenshot({ path: test.info().outputPath('photo-slots-dialog.png') });
  await nowhere.getByRole('button', { name: 'Publish anyway' }).click();
  const live = page.getByRole('dialog', { name: 'Your website is live' });
  const liveUrl = (await live.locator('[data-live-url]').textContent())!.trim();

  await page.goto(liveUrl);
  const main = page.locator('main');
  await expect(main.locator('img')).toHaveCount(5);
  // No empty column or blank card where a photo was left out.
  await expect(main.locator('.t-column:empty, .t-row:empty, .t-image-empty')).toHaveCount(0);

  // The story of "About" takes the whole row its photo would have shared.
  const about = main.locator('section#about');
  const aboutRow = about.locator('.t-row');
  await expect(aboutRow.locator(':scope > .t-column')).toHaveCount(1);
  const rowBox = (await aboutRow.boundingBox())!;
  const storyBox = (await aboutRow.locator(':scope > .t-column').boundingBox())!;
  expect(storyBox.width).toBeGreaterThan(rowBox.width - 2);

  // The gallery's two columns with photos share its width; the third leaves no gap.
  const galleryRow = main.locator('section#gallery .t-row');
  const columns = galleryRow.locator(':scope > .t-column');
  await expect(columns).toHaveCount(2);
  const galleryBox = (await galleryRow.boundingBox())!;
  const first = (await columns.nth(0).boundingBox())!;
  const second = (await columns.nth(1).boundingBox())!;
  expect(first.width + second.width).toBeGreaterThan(galleryBox.width - 40);
  expect(second.x + second.width).toBeGreaterThan(galleryBox.x + galleryBox.width - 2);

  // Each of the team keeps a card with their name and role, photo or not.
  const teamCards = main.locator('section#team .t-row > .t-column');
  await expect(teamCards).toHaveCount(4);
  await expect(teamCards.locator('img')).toHaveCount(1);
  await main.locator('section#about').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('photo-slots-live.png'), fullPage: true });
});
