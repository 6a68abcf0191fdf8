import { expect, test, type Page } from '@playwright/test';
import {
  canvas,
  canvasOutline,
  dragOnto,
  dragOver,
  layerRows,
  onCanvas,
  openBuilder,
  outlineOf,
  ownerWithWebsite,
  paletteItem,
  pickUp,
  properties,
  release,
  savedPage,
  sectionWith,
  seedPage,
  toast,
  toolbarButton,
  unsavedMarker,
} from './support/builder';

test.use({ viewport: { width: 1440, height: 900 } });

const headingStyles = { fontSize: '36px', fontWeight: '700', color: '#0f172a' };

/** A website whose home page holds SECTION > CONTAINER > COLUMN > HEADING, open in the builder. */
async function builderWithHeading(page: Page, text = 'Fresh bread daily') {
  const site = await ownerWithWebsite(page);
  await seedPage(page, site.homePageId, [
    sectionWith({ type: 'HEADING', props: { text }, styles: headingStyles }),
  ]);
  await openBuilder(page, site.id);
  await expect(onCanvas(page, 'HEADING')).toHaveText(text);
  return site;
}

test('an owner drops elements anywhere and gets the wrappers they need; a refused drop explains', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await openBuilder(page, site.id);
  await expect(page.getByText('Start building your page')).toBeVisible();

  // A text dropped on an empty section gets a container and a column made for it, in one step.
  await dragOnto(page, paletteItem(page, 'SECTION'), canvas(page));
  await dragOnto(page, paletteItem(page, 'TEXT'), onCanvas(page, 'SECTION'));
  await expect.poll(() => canvasOutline(page)).toBe('SECTION[CONTAINER[COLUMN[TEXT]]]');
  await expect(onCanvas(page, 'TEXT')).toHaveAttribute('data-selected', 'true');
  await expect
    .poll(() => layerRows(page))
    .toEqual(['1 Section', '2 Container', '3 Column', '4 Text']);
  await toolbarButton(page, 'Undo').click();
  await expect.poll(() => canvasOutline(page)).toBe('SECTION');
  await toolbarButton(page, 'Redo').click();
  await expect.poll(() => canvasOutline(page)).toBe('SECTION[CONTAINER[COLUMN[TEXT]]]');

  // The section's padding above its content counts as the column's: a heading lands on top.
  const sectionBox = (await onCanvas(page, 'SECTION').boundingBox())!;
  await dragOnto(page, paletteItem(page, 'HEADING'), onCanvas(page, 'SECTION'), {
    x: sectionBox.width / 2,
    y: 6,
  });
  await expect.poll(() => canvasOutline(page)).toBe('SECTION[CONTAINER[COLUMN[HEADING,TEXT]]]');
  const heading = onCanvas(page, 'HEADING');
  await expect(heading).toHaveText('Your headline');

  // Dropping near the bottom edge of the heading puts a button right after it, in the column.
  await dragOnto(page, paletteItem(page, 'BUTTON'), heading, 'bottom');
  await expect
    .poll(() => canvasOutline(page))
    .toBe('SECTION[CONTAINER[COLUMN[HEADING,BUTTON,TEXT]]]');

  // Below the last section, on the page itself, a heading gets its own container and column.
  const pageBox = (await canvas(page).boundingBox())!;
  const below = (await onCanvas(page, 'SECTION').boundingBox())!;
  await dragOnto(page, paletteItem(page, 'HEADING'), canvas(page), {
    x: pageBox.width / 2,
    y: below.y + below.height - pageBox.y + 40,
  });
  await expect
    .poll(() => canvasOutline(page))
    .toBe('SECTION[CONTAINER[COLUMN[HEADING,BUTTON,TEXT]]],CONTAINER[COLUMN[HEADING]]');

  // An image dropped between a row's two columns goes into the nearer one.
  await dragOnto(page, paletteItem(page, 'ROW'), onCanvas(page, 'CONTAINER').first(), 'bottom');
  const row = onCanvas(page, 'ROW');
  const rowBox = (await row.boundingBox())!;
  await dragOnto(page, paletteItem(page, 'IMAGE'), row, {
    x: rowBox.width / 2 - 20,
    y: rowBox.height / 2,
  });
  await expect(row.locator('[data-element-type=COLUMN]').first()).toContainText('Add an image');

  // Moving the section into itself is refused in plain words, in a toast clear of the top bar.
  await onCanvas(page, 'SECTION').click({ position: { x: 12, y: 12 } });
  await pickUp(page, page.locator('.b-selection-grip'));
  await dragOver(page, onCanvas(page, 'TEXT'));
  const refused = page.locator('[data-drop-indicator="refused"]');
  await expect(refused).toContainText('An element cannot be dropped inside itself');
  await release(page);
  const message = toast(page, 'An element cannot be dropped inside itself');
  await expect(message).toBeVisible();
  const bar = (await toolbarButton(page, 'Desktop').boundingBox())!;
  expect((await message.boundingBox())!.y).toBeGreaterThan(bar.y + bar.height);
  await expect(onCanvas(page, 'SECTION')).toHaveCount(1);
});

test('a drop after the canvas scrolled under the pointer lands where the pointer is', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  const titles = Array.from({ length: 16 }, (_, i) => `Section ${i + 1}`);
  await seedPage(
    page,
    site.homePageId,
    titles.map((text) => ({
      ...sectionWith({ type: 'HEADING', props: { text }, styles: headingStyles }),
      styles: { padding: '96px 24px' },
    })),
  );
  await openBuilder(page, site.id);
  const scroller = page.locator('.b-canvas-scroller');
  const area = (await scroller.boundingBox())!;

  // Held near the bottom edge, the drag scrolls the canvas.
  await pickUp(page, paletteItem(page, 'TEXT'));
  await page.mouse.move(area.x + area.width / 2, area.y + area.height - 10, { steps: 8 });
  await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(600);

  // Then over a heading now in the middle of the view: the text goes right after that heading.
  await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2, { steps: 4 });
  const middle = area.y + area.height / 2;
  const target = await onCanvas(page, 'HEADING').evaluateAll(
    (headings, y) =>
      headings
        .map((h) => ({ text: h.textContent ?? '', rect: h.getBoundingClientRect() }))
        .sort((a, b) => Math.abs(a.rect.top - y) - Math.abs(b.rect.top - y))[0]!.text,
    middle,
  );
  expect(target).not.toBe('Section 1');
  const heading = onCanvas(page, 'HEADING').filter({ hasText: new RegExp(`^${target}$`) });
  await dragOver(page, heading, 'bottom');
  await expect(page.locator('[data-drop-indicator="allowed"]')).toBeVisible();
  await release(page);

  const column = onCanvas(page, 'COLUMN').filter({
    has: page.locator('[data-element-type="HEADING"]', { hasText: new RegExp(`^${target}$`) }),
  });
  await expect(column.locator('[data-element-type="TEXT"]')).toHaveCount(1);
  await expect(onCanvas(page, 'TEXT')).toHaveCount(1);
});

test('moved and displaced elements slide into their places over 200 ms', async ({ page }) => {
  const site = await ownerWithWebsite(page);
  await seedPage(page, site.homePageId, [
    sectionWith(
      { type: 'HEADING', props: { text: 'Our story' }, styles: headingStyles },
      { type: 'TEXT', props: { text: 'Baking since 1998.' } },
    ),
  ]);
  await openBuilder(page, site.id);
  // The page's animations are held at their start so they can be read, then let go.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  const hold = (held: boolean) =>
    cdp.send('Animation.setPlaybackRate', { playbackRate: held ? 0 : 1 });
  const slides = (type: string) =>
    onCanvas(page, type).evaluate((node) =>
      node.getAnimations().map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        return {
          duration: effect.getTiming().duration,
          from: String(effect.getKeyframes()[0]!.transform),
        };
      }),
    );
  const fromBelow = /^translate\(0px, [1-9][\d.]*px\)$/;
  const fromAbove = /^translate\(0px, -[1-9][\d.]*px\)$/;
  /** After a move: the new order, then one 200 ms slide each from the old place, then none. */
  const expectSlid = async (outline: string, text: RegExp, heading: RegExp) => {
    await expect.poll(() => canvasOutline(page)).toBe(outline);
    expect(await slides('TEXT')).toEqual([{ duration: 200, from: expect.stringMatching(text) }]);
    expect(await slides('HEADING')).toEqual([
      { duration: 200, from: expect.stringMatching(heading) },
    ]);
    await hold(false);
    await expect.poll(async () => (await slides('TEXT')).length).toBe(0);
  };

  await hold(true);
  await onCanvas(page, 'TEXT').click();
  await dragOnto(page, page.locator('.b-selection-grip'), onCanvas(page, 'HEADING'), 'top');
  await expectSlid('SECTION[CONTAINER[COLUMN[TEXT,HEADING]]]', fromBelow, fromAbove);

  // Alt+ArrowDown moves the selected text back below the heading, with the same slide.
  await hold(true);
  await expect(onCanvas(page, 'TEXT')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Alt+ArrowDown');
  await expectSlid('SECTION[CONTAINER[COLUMN[HEADING,TEXT]]]', fromAbove, fromBelow);

  // A button dropped from the palette above the heading pushes both down, sliding.
  await hold(true);
  await dragOnto(page, paletteItem(page, 'BUTTON'), onCanvas(page, 'HEADING'), 'top');
  await expectSlid('SECTION[CONTAINER[COLUMN[BUTTON,HEADING,TEXT]]]', fromAbove, fromAbove);
});

test('text and style edits show on the canvas; undo and redo restore them exactly', async ({
  page,
}) => {
  await builderWithHeading(page);
  const heading = onCanvas(page, 'HEADING');
  await heading.click();
  await expect(heading).toHaveAttribute('data-selected', 'true');
  const panel = properties(page);
  await expect(panel.getByText('Heading', { exact: true })).toBeVisible();

  await panel.getByLabel('Text', { exact: true }).fill('Sourdough every morning');
  await expect(heading).toHaveText('Sourdough every morning');

  await panel.getByLabel('Font size').fill('48');
  await expect(heading).toHaveCSS('font-size', '48px');
  await panel.getByLabel('Text color', { exact: true }).fill('#b91c1c');
  await expect(heading).toHaveCSS('color', 'rgb(185, 28, 28)');

  // In place: double-click, type, Enter.
  await heading.dblclick();
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('contenteditable', /./);
  await page.keyboard.type('Baked before sunrise');
  await page.keyboard.press('Enter');
  await expect(heading).not.toHaveAttribute('contenteditable');
  await expect(heading).toHaveText('Baked before sunrise');
  await expect(panel.getByLabel('Text', { exact: true })).toHaveValue('Baked before sunrise');

  // Escape ends editing too, keeping what was typed; Undo takes it back.
  await heading.dblclick();
  await expect(heading).toHaveAttribute('contenteditable', /./);
  await page.keyboard.press('End');
  await page.keyboard.type(' daily');
  await page.keyboard.press('Escape');
  await expect(heading).not.toHaveAttribute('contenteditable');
  await expect(heading).toHaveText('Baked before sunrise daily');
  await toolbarButton(page, 'Undo').click();
  await expect(heading).toHaveText('Baked before sunrise');

  // Undo, step by step, with the toolbar and the keyboard.
  await toolbarButton(page, 'Undo').click();
  await expect(heading).toHaveText('Sourdough every morning');
  await page.keyboard.press('Control+z');
  await expect(heading).toHaveCSS('color', 'rgb(15, 23, 42)');
  await expect(panel.getByLabel('Text color', { exact: true })).toHaveValue('#0f172a');
  await toolbarButton(page, 'Undo').click();
  await expect(heading).toHaveCSS('font-size', '36px');
  await expect(panel.getByLabel('Font size')).toHaveValue('36px');
  await page.keyboard.press('Control+z');
  await expect(heading).toHaveText('Fresh bread daily');
  await expect(panel.getByLabel('Text', { exact: true })).toHaveValue('Fresh bread daily');
  await expect(toolbarButton(page, 'Undo')).toBeDisabled();

  await toolbarButton(page, 'Redo').click();
  await expect(heading).toHaveText('Sourdough every morning');
  await page.keyboard.press('Shift+Control+z');
  await expect(heading).toHaveCSS('font-size', '48px');
  await toolbarButton(page, 'Redo').click();
  await expect(heading).toHaveCSS('color', 'rgb(185, 28, 28)');
  await page.keyboard.press('Shift+Control+z');
  await expect(heading).toHaveText('Baked before sunrise');
  await toolbarButton(page, 'Redo').click();
  await expect(heading).toHaveText('Baked before sunrise daily');
  await expect(toolbarButton(page, 'Redo')).toBeDisabled();
  await expect(panel.getByLabel('Font size')).toHaveValue('48px');
});

test('a mobile font size overrides mobile only and is saved beside the desktop one', async ({
  page,
}) => {
  const site = await builderWithHeading(page);
  const heading = onCanvas(page, 'HEADING');
  const fontSize = properties(page).getByRole('textbox', { name: 'Font size' });
  await heading.click();

  await toolbarButton(page, 'Mobile').click();
  await expect(toolbarButton(page, 'Mobile')).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas(page)).toHaveAttribute('data-breakpoint', 'mobile');
  await expect(canvas(page)).toHaveAttribute('data-canvas-width', '375');
  await expect.poll(async () => (await canvas(page).boundingBox())?.width).toBe(375);
  await expect(properties(page).getByText('Editing mobile styles')).toBeVisible();
  await expect(fontSize).toHaveValue('36px');
  await fontSize.fill('24');
  await expect(heading).toHaveCSS('font-size', '24px');
  await expect(properties(page).getByRole('img', { name: 'Overridden on mobile' })).toBeVisible();

  await toolbarButton(page, 'Desktop').click();
  await expect(canvas(page)).toHaveAttribute('data-canvas-width', '1200');
  await expect(heading).toHaveCSS('font-size', '36px');
  await expect(fontSize).toHaveValue('36px');
  await expect(properties(page).getByRole('img', { name: /Overridden/ })).toHaveCount(0);

  await toolbarButton(page, 'Mobile').click();
  await expect(heading).toHaveCSS('font-size', '24px');
  await expect(fontSize).toHaveValue('24px');

  await toolbarButton(page, 'Save Draft').click();
  await expect(toast(page, 'Draft saved!')).toBeVisible();
  const saved = (await savedPage(page, site.homePageId)).elements.find(
    (e) => e.type === 'HEADING',
  )!;
  expect(saved.styles.fontSize).toBe('36px');
  expect(saved.responsive.mobile?.fontSize).toBe('24px');
  expect(saved.responsive.tablet?.fontSize).toBeUndefined();
});

test('Save Draft and Ctrl+S save the page; a reload keeps everything', async ({ page }) => {
  const site = await builderWithHeading(page);
  const heading = onCanvas(page, 'HEADING');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await heading.click();
  await properties(page).getByLabel('Text', { exact: true }).fill('Open every day');
  await paletteItem(page, 'TEXT').click();
  await expect(unsavedMarker(page)).toBeVisible();

  await toolbarButton(page, 'Save Draft').click();
  await expect(toast(page, 'Draft saved!')).toBeVisible();
  await expect(unsavedMarker(page)).toBeHidden();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await onCanvas(page, 'TEXT').click();
  await properties(page).getByLabel('Text', { exact: true }).fill('Rye, spelt and wheat.');
  await properties(page).getByLabel('Align center').click();
  await expect(unsavedMarker(page)).toBeVisible();
  // Close the first confirmation so the next one is surely from Ctrl+S.
  await toast(page, 'Draft saved!').getByRole('button', { name: 'Close toast' }).click();
  await expect(toast(page, 'Draft saved!')).toHaveCount(0);
  await page.keyboard.press('Control+s');
  await expect(toast(page, 'Draft saved!')).toBeVisible();
  await expect(unsavedMarker(page)).toBeHidden();

  await page.reload();
  await expect(heading).toHaveText('Open every day');
  await expect(onCanvas(page, 'TEXT')).toHaveText('Rye, spelt and wheat.');
  await expect(onCanvas(page, 'TEXT')).toHaveCSS('text-align', 'center');
  await expect.poll(() => canvasOutline(page)).toBe('SECTION[CONTAINER[COLUMN[HEADING,TEXT]]]');
  await expect
    .poll(() => layerRows(page))
    .toEqual(['1 Section', '2 Container', '3 Column', '4 Heading', '4 Text']);
  const saved = await savedPage(page, site.homePageId);
  expect(outlineOf(saved.elements)).toBe('SECTION[CONTAINER[COLUMN[HEADING,TEXT]]]');
  expect(saved.elements.find((e) => e.type === 'TEXT')?.styles.textAlign).toBe('center');
});

test('Preview opens the current draft in a new tab', async ({ page, context }) => {
  const site = await builderWithHeading(page);
  await onCanvas(page, 'HEADING').click();
  await properties(page).getByLabel('Text', { exact: true }).fill('Croissants on Sundays');
  await expect(unsavedMarker(page)).toBeVisible();

  const opened = context.waitForEvent('page');
  await toolbarButton(page, 'Preview').click();
  const preview = await opened;
  await expect(preview).toHaveURL(new RegExp(`/preview/${site.id}(\\?|$)`));
  await expect(preview.getByText('Draft', { exact: true })).toBeVisible();
  const frame = preview.getByTitle('Page preview').contentFrame();
  await expect(frame.getByRole('heading', { name: 'Croissants on Sundays' })).toBeVisible();
  // Preview saved the draft first.
  await expect(page.getByText('All changes saved')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the panels open one at a time over the canvas, and edits work from them', async ({
    page,
  }) => {
    await builderWithHeading(page);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const elementsToggle = page.getByRole('button', { name: 'Elements', exact: true });
    const propertiesToggle = page.getByRole('button', { name: 'Properties', exact: true });
    await expect(paletteItem(page, 'HEADING')).toBeHidden();
    await expect(properties(page)).toBeHidden();
    for (const name of ['Save Draft', 'Preview', 'Publish', 'Undo', 'Redo']) {
      await expect(toolbarButton(page, name)).toBeVisible();
    }

    await elementsToggle.click();
    await expect(elementsToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(paletteItem(page, 'HEADING')).toBeVisible();
    await expect(page.getByRole('tree', { name: 'Page layers' })).toBeVisible();
    // Tapping the dimmed canvas beside the panel closes it.
    await page.getByRole('button', { name: 'Close panel' }).click({ position: { x: 370, y: 300 } });
    await expect(paletteItem(page, 'HEADING')).toBeHidden();

    await onCanvas(page, 'HEADING').click();
    await propertiesToggle.click();
    await expect(properties(page)).toBeVisible();
    await expect(paletteItem(page, 'HEADING')).toBeHidden();
    await properties(page).getByLabel('Text', { exact: true }).fill('Open on Sundays');
    await expect(onCanvas(page, 'HEADING')).toHaveText('Open on Sundays');
    await propertiesToggle.click();
    await expect(properties(page)).toBeHidden();
  });
});
