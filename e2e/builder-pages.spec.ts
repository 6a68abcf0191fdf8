import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  canvasOutline,
  onCanvas,
  openBuilder,
  outlineOf,
  ownerWithWebsite,
  paletteItem,
  properties,
  savedPage,
  sectionWith,
  seedPage,
  selected,
  toast,
  toolbarButton,
} from './support/builder';

test.use({ viewport: { width: 1440, height: 900 } });

const layer = (page: Page, name: string) =>
  page.locator('[data-layers-tree] [data-layer-id]').filter({ hasText: new RegExp(`^${name}$`) });

/** A page's entry in the builder's page list (the button that opens it). */
const pageEntry = (page: Page, name: string) =>
  page
    .locator('[data-page-list] li')
    .filter({ has: page.getByText(name, { exact: true }) })
    .getByRole('button')
    .first();

/** Adds a page with the New page form and waits until the builder shows it. */
async function addPage(page: Page, name: string) {
  await page.getByRole('button', { name: 'New page' }).click();
  await page.getByLabel('Page name').fill(name);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, `Page "${name}" created!`)).toBeVisible();
  await expect(pageEntry(page, name)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Start building your page')).toBeVisible();
  return new URL(page.url()).searchParams.get('page')!;
}

test('Ctrl+D and the Duplicate button put a copy right after the original', async ({ page }) => {
  const site = await ownerWithWebsite(page);
  await seedPage(page, site.homePageId, [
    sectionWith(
      { type: 'HEADING', props: { text: 'Our story' }, styles: { color: '#b91c1c' } },
      { type: 'TEXT', props: { text: 'Baking since 1998.' } },
    ),
  ]);
  await openBuilder(page, site.id);
  const headings = onCanvas(page, 'HEADING');
  const texts = onCanvas(page, 'TEXT');

  await headings.click();
  const originalId = await headings.getAttribute('data-element-id');
  await page.keyboard.press('Control+d');
  await expect(headings).toHaveCount(2);
  await expect
    .poll(() => canvasOutline(page))
    .toBe('SECTION[CONTAINER[COLUMN[HEADING,HEADING,TEXT]]]');
  await expect(headings).toHaveText(['Our story', 'Our story']);
  await expect(headings.nth(1)).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(headings.nth(0)).toHaveAttribute('data-element-id', originalId!);
  await expect(headings.nth(1)).toHaveAttribute('data-selected', 'true');
  expect(await headings.nth(1).getAttribute('data-element-id')).not.toBe(originalId);

  await texts.click();
  await properties(page).getByRole('button', { name: 'Duplicate' }).click();
  await expect
    .poll(() => canvasOutline(page))
    .toBe('SECTION[CONTAINER[COLUMN[HEADING,HEADING,TEXT,TEXT]]]');
  await expect(texts).toHaveText(['Baking since 1998.', 'Baking since 1998.']);
  await expect(texts.nth(1)).toHaveAttribute('data-selected', 'true');

  // Duplicating a column copies its whole subtree, right after it.
  await layer(page, 'Column').click();
  await page.keyboard.press('Control+d');
  await expect
    .poll(() => canvasOutline(page))
    .toBe(
      'SECTION[CONTAINER[COLUMN[HEADING,HEADING,TEXT,TEXT],COLUMN[HEADING,HEADING,TEXT,TEXT]]]',
    );

  await toolbarButton(page, 'Undo').click();
  await toolbarButton(page, 'Undo').click();
  await expect
    .poll(() => canvasOutline(page))
    .toBe('SECTION[CONTAINER[COLUMN[HEADING,HEADING,TEXT]]]');
});

test('an element copied on one page is pasted onto another, inside a column or at the top level', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await seedPage(page, site.homePageId, [
    sectionWith({ type: 'HEADING', props: { text: 'Fresh bread daily' } }),
  ]);
  await openBuilder(page, site.id);
  await onCanvas(page, 'HEADING').click();
  await page.keyboard.press('Control+c');
  await expect(toast(page, 'Copied')).toBeVisible();

  const aboutId = await addPage(page, 'About');

  // A heading pasted on the empty page gets a container and a column to sit in.
  await page.keyboard.press('Control+v');
  await expect.poll(() => canvasOutline(page)).toBe('CONTAINER[COLUMN[HEADING]]');
  await expect(onCanvas(page, 'HEADING')).toHaveText('Fresh bread daily');
  await expect(onCanvas(page, 'HEADING')).toHaveAttribute('data-selected', 'true');
  await toolbarButton(page, 'Undo').click();
  await expect(onCanvas(page, 'HEADING')).toHaveCount(0);

  await paletteItem(page, 'SECTION').click();
  await paletteItem(page, 'CONTAINER').click();
  await paletteItem(page, 'COLUMN').click();
  await expect(selected(page)).toHaveAttribute('data-element-type', 'COLUMN');
  await page.keyboard.press('Control+v');
  await expect.poll(() => canvasOutline(page)).toBe('SECTION[CONTAINER[COLUMN[HEADING]]]');
  await expect(onCanvas(page, 'HEADING')).toHaveText('Fresh bread daily');
  await expect(onCanvas(page, 'HEADING')).toHaveAttribute('data-selected', 'true');

  // A whole section from Home goes at the top level of About.
  await pageEntry(page, 'Home Page').click();
  await expect(onCanvas(page, 'HEADING')).toHaveText('Fresh bread daily');
  await layer(page, 'Section').click();
  await page.keyboard.press('Control+c');
  await pageEntry(page, 'About').click();
  await expect(onCanvas(page, 'SECTION')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(selected(page)).toHaveCount(0);
  await page.keyboard.press('Control+v');
  await expect
    .poll(() => canvasOutline(page))
    .toBe('SECTION[CONTAINER[COLUMN[HEADING]]],SECTION[CONTAINER[COLUMN[HEADING]]]');
  await expect(onCanvas(page, 'SECTION').nth(1)).toHaveAttribute('data-selected', 'true');

  await toolbarButton(page, 'Save Draft').click();
  await expect(toast(page, 'Draft saved!')).toBeVisible();
  const about = await savedPage(page, aboutId);
  const home = await savedPage(page, site.homePageId);
  expect(outlineOf(about.elements)).toBe(
    'SECTION[CONTAINER[COLUMN[HEADING]]],SECTION[CONTAINER[COLUMN[HEADING]]]',
  );
  expect(outlineOf(home.elements)).toBe('SECTION[CONTAINER[COLUMN[HEADING]]]');
  const homeIds = new Set(home.elements.map((e) => e.id));
  expect(about.elements.filter((e) => homeIds.has(e.id))).toEqual([]);
});

test('a page exported to a file comes back on another page by import; bad files change nothing', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await seedPage(page, site.homePageId, [
    sectionWith(
      { type: 'HEADING', props: { text: 'Fresh bread daily' }, styles: { fontSize: '44px' } },
      { type: 'TEXT', props: { text: 'Open 7 to 7.' } },
    ),
  ]);
  await openBuilder(page, site.id);
  const outline = 'SECTION[CONTAINER[COLUMN[HEADING,TEXT]]]';

  const downloading = page.waitForEvent('download');
  await toolbarButton(page, 'Export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${site.subdomain}-home.tessera.json`);
  const file = await download.path();
  const exported = JSON.parse(await fs.readFile(file, 'utf8')) as {
    format: string;
    version: number;
    elements: { type: string }[];
  };
  expect(exported.format).toBe('tessera-page');
  expect(exported.version).toBe(1);
  expect(exported.elements.map((e) => e.type).sort()).toEqual(
    ['COLUMN', 'CONTAINER', 'HEADING', 'SECTION', 'TEXT'].sort(),
  );

  const copyId = await addPage(page, 'Copy');
  const input = page.locator('[data-import-input]');
  await input.setInputFiles(file);
  await expect(toast(page, 'Imported 5 elements. Undo restores the page as it was.')).toBeVisible();
  await expect.poll(() => canvasOutline(page)).toBe(outline);
  await expect(onCanvas(page, 'HEADING')).toHaveText('Fresh bread daily');
  await expect(onCanvas(page, 'HEADING')).toHaveCSS('font-size', '44px');
  await expect(onCanvas(page, 'TEXT')).toHaveText('Open 7 to 7.');

  await input.setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('these are my notes, not a page'),
  });
  await expect(
    toast(page, 'This file is not valid JSON. Choose a page exported from Tessera.'),
  ).toBeVisible();
  await expect.poll(() => canvasOutline(page)).toBe(outline);

  await input.setInputFiles({
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'other-builder', elements: [] })),
  });
  await expect(toast(page, 'This file is not a Tessera page export.')).toBeVisible();
  await expect.poll(() => canvasOutline(page)).toBe(outline);

  await toolbarButton(page, 'Save Draft').click();
  await expect(toast(page, 'Draft saved!')).toBeVisible();
  const copy = await savedPage(page, copyId);
  const home = await savedPage(page, site.homePageId);
  expect(outlineOf(copy.elements)).toBe(outline);
  expect(outlineOf(home.elements)).toBe(outline);
  const homeIds = new Set(home.elements.map((e) => e.id));
  expect(copy.elements.filter((e) => homeIds.has(e.id))).toEqual([]);

  await page.reload();
  await expect(onCanvas(page, 'HEADING')).toHaveText('Fresh bread daily');
  await expect.poll(() => canvasOutline(page)).toBe(outline);
});
