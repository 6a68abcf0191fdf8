import { expect, test, type Page } from '@playwright/test';
import {
  canvasOutline,
  layerRows,
  onCanvas,
  openBuilder,
  ownerWithWebsite,
  paletteItem,
  properties,
  sectionWith,
  seedPage,
  selected,
} from './support/builder';

// Every test here uses the keyboard only: no page.mouse, no click().
test.use({ viewport: { width: 1440, height: 900 } });

/** Finds an element type with the palette's search box, tabs to it and presses Enter. */
async function addWithKeyboard(page: Page, label: string, type: string) {
  const search = page.getByRole('searchbox', { name: 'Search elements' });
  await search.focus();
  await search.fill(label);
  await page.keyboard.press('Tab');
  await expect(paletteItem(page, type)).toBeFocused();
  await page.keyboard.press('Enter');
}

test('keyboard only: palette items are added with Enter at the selection, then moved and deleted', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await openBuilder(page, site.id);

  await addWithKeyboard(page, 'Section', 'SECTION');
  await expect(onCanvas(page, 'SECTION')).toHaveAttribute('data-selected', 'true');
  await addWithKeyboard(page, 'Container', 'CONTAINER');
  await addWithKeyboard(page, 'Column', 'COLUMN');
  await addWithKeyboard(page, 'Heading', 'HEADING');
  await addWithKeyboard(page, 'Text', 'TEXT');
  await expect.poll(() => canvasOutline(page)).toBe('SECTION[CONTAINER[COLUMN[HEADING,TEXT]]]');
  await expect(onCanvas(page, 'HEADING')).toHaveText('Your headline');
  await expect(onCanvas(page, 'TEXT')).toHaveAttribute('data-selected', 'true');

  // From the Layers tree, Alt+ArrowUp moves the text above the heading; Delete removes it.
  await page.getByRole('treeitem', { selected: true }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => canvasOutline(page)).toBe('SECTION[CONTAINER[COLUMN[TEXT,HEADING]]]');
  await expect(onCanvas(page, 'TEXT')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Delete');
  await expect.poll(() => canvasOutline(page)).toBe('SECTION[CONTAINER[COLUMN[HEADING]]]');
  await expect(onCanvas(page, 'COLUMN')).toHaveAttribute('data-selected', 'true');
});

test('keyboard only: arrows walk the tree, Alt+arrows reorder, Delete removes and Ctrl+Z restores', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await seedPage(page, site.homePageId, [
    sectionWith(
      { type: 'HEADING', props: { text: 'Our story' } },
      { type: 'TEXT', props: { text: 'Baking since 1998.' } },
      { type: 'BUTTON', props: { text: 'Order now' } },
    ),
  ]);
  await openBuilder(page, site.id);
  await expect(onCanvas(page, 'HEADING')).toHaveText('Our story');
  await expect(selected(page)).toHaveCount(0);

  await page.keyboard.press('ArrowDown');
  await expect(onCanvas(page, 'SECTION')).toHaveAttribute('data-selected', 'true');
  for (const type of ['CONTAINER', 'COLUMN', 'HEADING']) {
    await page.keyboard.press('ArrowRight');
    await expect(onCanvas(page, type)).toHaveAttribute('data-selected', 'true');
  }
  await expect(properties(page).getByLabel('Text', { exact: true })).toHaveValue('Our story');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(onCanvas(page, 'BUTTON')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(onCanvas(page, 'TEXT')).toHaveAttribute('data-selected', 'true');

  await page.keyboard.press('Alt+ArrowUp');
  await expect
    .poll(() => canvasOutline(page))
    .toBe('SECTION[CONTAINER[COLUMN[TEXT,HEADING,BUTTON]]]');
  await page.keyboard.press('Alt+ArrowDown');
  await page.keyboard.press('Alt+ArrowDown');
  await expect
    .poll(() => canvasOutline(page))
    .toBe('SECTION[CONTAINER[COLUMN[HEADING,BUTTON,TEXT]]]');
  // Already last: nothing moves.
  await page.keyboard.press('Alt+ArrowDown');
  await expect
    .poll(() => canvasOutline(page))
    .toBe('SECTION[CONTAINER[COLUMN[HEADING,BUTTON,TEXT]]]');
  await expect(onCanvas(page, 'TEXT')).toHaveAttribute('data-selected', 'true');
  await expect
    .poll(() => layerRows(page))
    .toEqual(['1 Section', '2 Container', '3 Column', '4 Heading', '4 Button', '4 Text']);

  await page.keyboard.press('ArrowUp');
  await expect(onCanvas(page, 'BUTTON')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Delete');
  await expect.poll(() => canvasOutline(page)).toBe('SECTION[CONTAINER[COLUMN[HEADING,TEXT]]]');
  await expect(onCanvas(page, 'COLUMN')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(onCanvas(page, 'CONTAINER')).toHaveAttribute('data-selected', 'true');

  await page.keyboard.press('Control+z');
  await expect
    .poll(() => canvasOutline(page))
    .toBe('SECTION[CONTAINER[COLUMN[HEADING,BUTTON,TEXT]]]');
  await expect(onCanvas(page, 'BUTTON')).toHaveText('Order now');
  await page.keyboard.press('Escape');
  await expect(selected(page)).toHaveCount(0);
});

test('keyboard only: "Add a section" on an empty page adds a selected section', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await openBuilder(page, site.id);
  await page.getByRole('button', { name: 'Add a section' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => canvasOutline(page)).toBe('SECTION');
  // Like every other way of adding, the new section is selected: keys act on it at once.
  await expect(onCanvas(page, 'SECTION')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Delete');
  await expect(page.getByText('Start building your page')).toBeVisible();
});
