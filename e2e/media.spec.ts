import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import {
  onCanvas,
  openBuilder,
  ownerWithWebsite,
  properties,
  sectionWith,
  seedPage,
  toast,
  toolbarButton,
} from './support/builder';

/** A photo-sized JPEG or PNG of one colour with a light disc in the middle. */
async function picture(colour: string, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="2400" height="1600"><circle cx="1200" cy="800" r="500" fill="white" opacity="0.5"/></svg>',
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();
}

test('an owner uploads three images with progress, edits one, and deletes another', async ({
  page,
}) => {
  await ownerWithWebsite(page);
  await page.goto('/dashboard/media');
  await expect(
    page.getByText('No media files yet. Upload images and videos to use in your websites.'),
  ).toBeVisible();

  await page.getByLabel('Files to upload').setInputFiles([
    { name: 'bread.jpg', mimeType: 'image/jpeg', buffer: await picture('#c2410c') },
    { name: 'cake.jpg', mimeType: 'image/jpeg', buffer: await picture('#db2777') },
    { name: 'shop.png', mimeType: 'image/png', buffer: await picture('#0369a1', 'png') },
  ]);
  const uploads = page.getByRole('progressbar');
  await expect(uploads).toHaveCount(3);
  // Each upload is resized into its AVIF and WebP copies first, which takes a while on a busy machine.
  await expect(toast(page, '3 file(s) uploaded successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-upload-status="done"]')).toHaveCount(3);
  // The plan's storage, and how much of it the three files take.
  await expect(
    page.getByText(/^[\d.]+ (KB|MB) of 1\.00 GB used on the Free plan\.$/),
  ).toBeVisible();

  const files = page.getByRole('list', { name: 'Media files' });
  await expect(files.getByRole('listitem')).toHaveCount(3);
  await files.getByRole('button', { name: /bread\.jpg/ }).click();
  const details = page.getByRole('complementary', { name: 'Media details' });
  await expect(details.getByText('2400 × 1600')).toBeVisible();
  await details.getByLabel('Alt text').fill('A fresh loaf on the counter');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Media item updated')).toBeVisible();
  await expect(files.getByRole('img', { name: 'A fresh loaf on the counter' })).toBeVisible();

  // The thumbnail is a 320 px WebP copy, served immutable from the site's host.
  const src = await files
    .getByRole('img', { name: 'A fresh loaf on the counter' })
    .getAttribute('src');
  expect(src).toMatch(/^\/_media\/[0-9a-f]{2}\/[0-9a-f]{64}\/320\.webp$/);
  const thumb = await page.request.get(src!);
  expect(thumb.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await page.getByLabel('Type').selectOption('image');
  await page.getByLabel('Search media').fill('cake');
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Select cake.jpg').check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Media item deleted successfully!')).toBeVisible();
  await expect(page.getByText('No files match')).toBeVisible();
  await page.getByLabel('Search media').fill('');
  await expect(files.getByRole('listitem')).toHaveCount(2);
});

test('a refused file says why and stores nothing', async ({ page }) => {
  await ownerWithWebsite(page);
  await page.goto('/dashboard/media');
  await page.getByLabel('Files to upload').setInputFiles([
    {
      name: 'invoice.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]),
    },
  ]);
  await expect(page.locator('[data-upload-status="failed"]')).toContainText(
    '"invoice.jpg": This type of file is not supported.',
  );
  await expect(toast(page, 'Failed to upload files')).toBeVisible();
  await expect(
    page.getByText('No media files yet. Upload images and videos to use in your websites.'),
  ).toBeVisible();
});

test('a photo goes from the owner’s disk to the live site without typing an address', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await seedPage(page, site.homePageId, [
    sectionWith({ type: 'IMAGE', props: { src: '', alt: 'Our bakery' } }),
  ]);
  await openBuilder(page, site.id, site.homePageId);
  await onCanvas(page, 'IMAGE').click();
  await properties(page).getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await expect(picker.getByText('No images yet. Upload one to use it here.')).toBeVisible();
  await picker
    .getByLabel('Files to upload')
    .setInputFiles([
      { name: 'bread.jpg', mimeType: 'image/jpeg', buffer: await picture('#c2410c') },
    ]);
  await picker.getByRole('button', { name: 'Use bread.jpg' }).click();
  await expect(picker).toBeHidden();
  // The picked photo brings the library's alt text (none yet), not the one of the image before.
  const altText = properties(page).getByLabel('Alt text', { exact: true });
  await expect(altText).toHaveValue('');
  await altText.fill('Our bakery');
  const canvasImage = page.locator('[data-canvas-root] img').first();
  await expect(canvasImage).toHaveAttribute(
    'src',
    /^\/_media\/[0-9a-f]{2}\/[0-9a-f]{64}\/original\.jpg$/,
  );
  const src = (await canvasImage.getAttribute('src'))!;

  // The same photo behind the section, chosen from the library in the Background group.
  await page.locator('[data-layers-tree] [data-layer-id]').filter({ hasText: 'Section' }).click();
  await expect(onCanvas(page, 'SECTION')).toHaveAttribute('data-selected', 'true');
  await properties(page).getByRole('button', { name: 'Background', exact: true }).click();
  await properties(page).getByRole('button', { name: 'Choose from library' }).click();
  await picker.getByRole('button', { name: 'Use bread.jpg' }).click();
  await expect(properties(page).getByLabel('Background image URL')).toHaveValue(src);
  await expect(onCanvas(page, 'SECTION')).toHaveCSS('background-image', new RegExp(src));

  await toolbarButton(page, 'Publish').click();
  const dialog = page.getByRole('dialog', { name: 'Your website is live' });
  const liveUrl = (await dialog.locator('[data-live-url]').textContent())!.trim();
  await page.goto(liveUrl);
  const live = page.getByRole('img', { name: 'Our bakery' });
  await expect(live).toHaveAttribute('src', src);
  // A picture of resized copies: a phone takes a small one.
  await expect(page.locator('picture source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /\/_media\/[0-9a-f]{2}\/[0-9a-f]{64}\/320\.avif 320w, .*1920\.avif 1920w$/,
  );
  await expect(live).toHaveAttribute('width', '2400');
  await expect(live).toHaveAttribute('fetchpriority', 'high');
  // Served by the site's own host, and really loaded.
  await expect
    .poll(() => live.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // The browser took a resized AVIF copy, not the 2400 px original.
  expect(await live.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/_media\/[0-9a-f]{2}\/[0-9a-f]{64}\/\d+\.avif$/,
  );
  await expect(page.locator('section').first()).toHaveCSS('background-image', new RegExp(src));
  // (Node does not resolve *.localhost; the page asks its own host.)
  const served = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return [res.status, res.headers.get('content-type'), res.headers.get('cache-control')];
  }, src);
  expect(served).toEqual([200, 'image/jpeg', 'public, max-age=31536000, immutable']);
});

test('an image file dropped on the canvas is uploaded and placed there', async ({ page }) => {
  const site = await ownerWithWebsite(page);
  await seedPage(page, site.homePageId, [
    sectionWith({ type: 'HEADING', props: { text: 'Our bread', level: 2 } }),
  ]);
  await openBuilder(page, site.id, site.homePageId);
  const bytes = (await picture('#15803d')).toString('base64');
  // What the browser hands the page when a file is dragged in from the desktop.
  const dataTransfer = await page.evaluateHandle((b64) => {
    const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([data], 'field.jpg', { type: 'image/jpeg' }));
    return transfer;
  }, bytes);
  const heading = onCanvas(page, 'HEADING');
  await heading.dispatchEvent('dragover', { dataTransfer });
  await heading.dispatchEvent('drop', { dataTransfer });
  const image = page.locator('[data-canvas-root] img');
  await expect(image).toHaveAttribute(
    'src',
    /^\/_media\/[0-9a-f]{2}\/[0-9a-f]{64}\/original\.jpg$/,
  );
  // Placed after the heading, in its column, and selected.
  await expect(onCanvas(page, 'IMAGE')).toHaveAttribute('data-selected', 'true');
  await expect
    .poll(() =>
      page
        .locator('[data-canvas-root] [data-element-type]')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-element-type'))),
    )
    .toEqual(['SECTION', 'CONTAINER', 'COLUMN', 'HEADING', 'IMAGE']);
});
