import { expect, test, type Page } from '@playwright/test';
import { instantiateSection } from '@tessera/core';
import {
  authHeaders,
  canvas,
  canvasOutline,
  dragOnto,
  layerRows,
  onCanvas,
  openBuilder,
  outlineOf,
  ownerWithWebsite,
  paletteItem,
  toolbarButton,
} from './support/builder';

test.use({ viewport: { width: 1440, height: 900 } });

async function apiCall<T>(page: Page, method: 'POST' | 'PUT', url: string, data: unknown) {
  const res = await page.request.fetch(url, { method, headers: await authHeaders(page), data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    [{ start: '00:00', end: '23:30' }],
  ]),
);

const sectionCard = (page: Page, templateId: string) =>
  page.locator(`[data-section-template="${templateId}"]`);

/** A template's elements as the builder would make them (ids aside). */
function templateElements(templateId: string) {
  let n = 0;
  return instantiateSection(templateId, 'page', () => `${templateId}-${++n}`);
}

/** The canvas outline a page of these templates, in this order, has. */
const outlineOfTemplates = (...ids: string[]) =>
  ids.map((id) => outlineOf(templateElements(id))).join(',');

/** The headings' texts of these templates, in page order. */
const headingsOf = (...ids: string[]) =>
  ids.flatMap((id) => {
    const elements = templateElements(id);
    const inOrder = (parentId: string | null): string[] =>
      elements
        .filter((e) => e.parentId === parentId)
        .sort((a, b) => a.order - b.order)
        .flatMap((e) => [
          ...(e.type === 'HEADING' ? [String(e.props.text)] : []),
          ...inOrder(e.id),
        ]);
    return inOrder(null);
  });

const topLevelLayers = async (page: Page) =>
  (await layerRows(page)).filter((row) => row.startsWith('1 '));

test('an owner builds a page from ready-made sections, undoes the last one and publishes them', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await openBuilder(page, site.id);
  // The Elements tab is where the builder opens, as before.
  await expect(paletteItem(page, 'HEADING')).toBeVisible();

  await page.getByRole('tab', { name: 'Sections' }).click();
  await expect(paletteItem(page, 'HEADING')).toBeHidden();
  await expect(sectionCard(page, 'hero')).toHaveAccessibleName('Hero');
  expect(await page.locator('[data-section-template]').count()).toBeGreaterThanOrEqual(13);

  // A click adds a section after the selected one; the new one is selected.
  await sectionCard(page, 'hero').click();
  await expect.poll(() => canvasOutline(page)).toBe(outlineOfTemplates('hero'));
  await expect(onCanvas(page, 'SECTION').first()).toHaveAttribute('data-selected', 'true');
  await sectionCard(page, 'features').click();
  // Enter on a focused card adds it too.
  await sectionCard(page, 'call-to-action').focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => canvasOutline(page))
    .toBe(outlineOfTemplates('hero', 'features', 'call-to-action'));

  // (A Header or Footer section goes to the site's shared one: see shared-parts.spec.ts.)
  // Dragged onto the lower half of the last section, the FAQ lands below it. The page is
  // scrolled to its end first, so the drag's edge scrolling cannot move the section away.
  const sections = page.locator('[data-canvas-root] > [data-element-type="SECTION"]');
  const pageBox = (await canvas(page).boundingBox())!;
  await page.mouse.move(pageBox.x + pageBox.width / 2, 400);
  await page.mouse.wheel(0, 10_000);
  await dragOnto(page, sectionCard(page, 'faq'), sections.last(), 'bottom');
  await expect
    .poll(() => canvasOutline(page))
    .toBe(outlineOfTemplates('hero', 'features', 'call-to-action', 'faq'));
  await expect
    .poll(() => topLevelLayers(page))
    .toEqual(['1 Hero', '1 Features', '1 Call to action', '1 FAQ']);
  await expect(sections.last()).toHaveAttribute('data-selected', 'true');
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);

  // One undo takes the whole FAQ back; redo brings it again.
  await toolbarButton(page, 'Undo').click();
  await expect
    .poll(() => canvasOutline(page))
    .toBe(outlineOfTemplates('hero', 'features', 'call-to-action'));
  await toolbarButton(page, 'Redo').click();
  await expect
    .poll(() => canvasOutline(page))
    .toBe(outlineOfTemplates('hero', 'features', 'call-to-action', 'faq'));

  await toolbarButton(page, 'Publish').click();
  // The hero's buttons lead to sections this page does not have yet: publishing says so.
  const nowhere = page.getByRole('alertdialog', { name: /go(es)? nowhere yet/ });
  await expect(nowhere.locator('[data-dead-end="missing-section"]').first()).toBeVisible();
  await nowhere.getByRole('button', { name: 'Publish anyway' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your website is live' });
  const liveUrl = (await dialog.locator('[data-live-url]').textContent())!.trim();
  await page.goto(liveUrl);
  await expect(page.getByRole('heading')).toHaveText(
    headingsOf('hero', 'features', 'call-to-action', 'faq'),
  );
  await expect(page.getByRole('heading', { level: 1, name: headingsOf('hero')[0] })).toBeVisible();
  // The call to action is drawn in the theme's primary colour (the default theme's indigo).
  const callToAction = page.locator('section', {
    has: page.getByRole('heading', { name: headingsOf('call-to-action')[0] }),
  });
  await expect(callToAction).toHaveCSS('background-color', 'rgb(79, 70, 229)');
});

test('a site built from every ready-made section shows its own details and publishes no dead end', async ({
  page,
  browser,
}) => {
  // Every section inserted, published and visited, then a booking made: a long journey.
  test.slow();
  const site = await ownerWithWebsite(page);
  // The website takes bookings: one service, performed by someone who works every day.
  const staff = await apiCall<{ id: string }>(page, 'POST', `/api/websites/${site.id}/staff`, {
    name: 'Sam',
    email: 'sam@lumen.example',
    weeklyHours: EVERY_DAY,
  });
  await apiCall(page, 'POST', `/api/websites/${site.id}/services`, {
    name: 'Consultation',
    description: 'A first conversation about what you need.',
    duration: 30,
    price: '20.00',
    capacity: 1,
    minNoticeMinutes: 0,
    isPublished: true,
    staffIds: [staff.id],
  });
  await openBuilder(page, site.id);
  await page.getByRole('tab', { name: 'Sections' }).click();
  const ids = await page
    .locator('[data-section-template]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-section-template')!));
  expect(ids.length).toBeGreaterThanOrEqual(13);
  const details = page.getByRole('dialog', { name: 'How do visitors reach you?' });
  for (const id of ids) {
    await sectionCard(page, id).click();
    if (id === 'contact') {
      // The first section that shows contact details asks for them, once, and saves them.
      await details.getByLabel('Address').fill('8 Quay Street, Leeds LS1 2AB');
      await details.getByLabel('Phone').fill('+44 113 496 0000');
      await details.getByLabel('E-mail').fill('book@lumen.example');
      await details.getByRole('button', { name: 'Save details' }).click();
    }
    await expect(details).toBeHidden();
  }
  await expect(canvas(page).getByText('book@lumen.example').first()).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('sections-every-builder.png') });

  await toolbarButton(page, 'Publish').click();
  const nowhere = page.getByRole('alertdialog', { name: /go(es)? nowhere yet/ });
  // The empty photo slots are listed; every call to action leads to a section of the page.
  await expect(nowhere.locator('[data-dead-end="empty-image"]').first()).toBeVisible();
  await expect(nowhere.locator('[data-dead-end="missing-section"]')).toHaveCount(0);
  await expect(nowhere.locator('[data-dead-end="no-link"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('sections-every-dialog.png') });
  await nowhere.getByRole('button', { name: 'Publish anyway' }).click();
  const live = page.getByRole('dialog', { name: 'Your website is live' });
  const liveUrl = (await live.locator('[data-live-url]').textContent())!.trim();

  await page.goto(liveUrl);
  await expect(page.locator('main')).toContainText('book@lumen.example');
  await expect(page.locator('main')).toContainText('8 Quay Street, Leeds LS1 2AB');
  // No dead button, no placeholder, no sample business.
  await expect(page.locator('span.t-button')).toHaveCount(0);
  await expect(page.locator('.t-image-empty, .t-media-empty, .t-design-time')).toHaveCount(0);
  expect(((await page.locator('body').textContent()) ?? '').replaceAll(site.name, '')).not.toMatch(
    /bak|bread|loaf|sourdough|croissant|Mill Lane|Hearth|Rosa/i,
  );
  const buttons = page.locator('main a.t-button');
  expect(await buttons.count()).toBeGreaterThan(3);
  for (const href of await buttons.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  )) {
    expect(href).toMatch(/#[a-z0-9-]+$/);
  }
  // The booking section lists the website's services, each leading to its booking.
  const booking = page.locator('section#book');
  await expect(booking.getByRole('heading', { name: 'Book an appointment' })).toBeVisible();
  await expect(booking.locator('.t-service')).toHaveCount(1);
  await expect(booking.locator('.t-service')).toContainText('Consultation');
  await expect(booking.getByRole('link', { name: 'Book Consultation' })).toHaveAttribute(
    'href',
    '/book/consultation#book-consultation',
  );
  await page.screenshot({
    path: test.info().outputPath('sections-every-live.png'),
    fullPage: true,
  });
  // A call to action leads to its section on the page.
  await page.getByRole('link', { name: 'Get in touch' }).first().click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator('section#contact')).toBeInViewport();

  // A visitor with no JavaScript goes from the section to a booking, kept at the flow each step.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await noScript.newPage();
  await visitor.goto(`${liveUrl.replace(/\/$/, '')}/#book`);
  await expect(visitor.locator('section#book')).toBeInViewport();
  await visitor.locator('section#book').getByRole('link', { name: 'Book Consultation' }).click();
  await expect(visitor).toHaveURL(/\/book\/consultation#book-consultation$/);
  const flow = visitor.locator('#book-consultation');
  await expect(flow).toBeInViewport();
  if ((await flow.locator('a.t-book-day').count()) === 0) {
    // Late on the month's last day: the next free day is in the next month.
    await flow.getByRole('link', { name: 'Next month' }).click();
  }
  await flow.locator('a.t-book-day').first().click();
  await expect(visitor).toHaveURL(/#book-consultation$/);
  await flow.locator('a.t-book-time').first().click();
  await expect(visitor).toHaveURL(/#book-consultation$/);
  await flow.getByLabel('Full name').fill('Ada Quill');
  await flow.getByLabel('Email').fill(`ada.${Date.now().toString(36)}@example.com`);
  await flow.getByRole('button', { name: 'Book now' }).click();
  await expect(visitor).toHaveURL(/\/book\/manage\/[\w-]{20,}\?done=booked#booking$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('You are booked');
  await expect(visitor.locator('#booking')).toBeInViewport();
  await noScript.close();
});

test('the split between the palette and Layers moves by pointer and keyboard and is kept after a reload', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await openBuilder(page, site.id);
  const separator = page.getByRole('separator', { name: 'Resize the elements and the layers' });
  await expect(separator).toHaveAttribute('aria-orientation', 'horizontal');
  const start = Number(await separator.getAttribute('aria-valuenow'));
  // The palette has the larger share at first.
  expect(start).toBeGreaterThan(50);

  const palette = page.getByRole('tabpanel', { name: 'Elements' });
  const layersTitle = page.getByRole('heading', { name: 'Layers', exact: true });
  // Measured once the panel above has its shared header and footer, so nothing moves meanwhile.
  await expect(
    page.locator('[data-shared-parts]').getByRole('button', { name: 'Footer' }),
  ).toBeVisible();
  const heightOf = async () => (await palette.boundingBox())!.height;
  const topOfLayers = async () => (await layersTitle.boundingBox())!.y;
  const paletteBefore = await heightOf();
  const layersBefore = await topOfLayers();

  const box = (await separator.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 160, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Math.round(paletteBefore - (await heightOf()))).toBe(160);
  // Layers starts as much higher, with the room the palette gave up.
  expect(Math.round(layersBefore - (await topOfLayers()))).toBe(160);
  const moved = await separator.getAttribute('aria-valuenow');
  expect(Number(moved)).toBeLessThan(start);

  await page.reload();
  await expect(canvas(page)).toBeVisible();
  await expect(separator).toHaveAttribute('aria-valuenow', moved!);
  expect(Math.round(paletteBefore - (await heightOf()))).toBe(160);

  // The arrow keys move it too, and are not taken as a walk through the page's elements.
  await separator.focus();
  await page.keyboard.press('ArrowDown');
  await expect(separator).not.toHaveAttribute('aria-valuenow', moved!);
  expect(Number(await separator.getAttribute('aria-valuenow'))).toBeGreaterThan(Number(moved));
  await expect(separator).toBeFocused();
});
