import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { authHeaders, ownerWithWebsite } from './support/builder';

interface SavedPost {
  status: string;
  version: number;
  body: { type: string; content?: { type: string; attrs?: unknown; content?: unknown[] }[] };
}

async function savedPost(page: Page, id: string): Promise<SavedPost> {
  const response = await page.request.get(`/api/posts/${id}`, {
    headers: await authHeaders(page),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: SavedPost }).data;
}

test('an owner writes a post with markdown shortcuts, sees it saved, reloads and publishes it', async ({
  page,
}, testInfo) => {
  await ownerWithWebsite(page);
  await page.goto('/dashboard/blog');
  await expect(page.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('list-empty.png') });
  await page.getByRole('button', { name: 'Write your first post' }).click();

  const dialog = page.getByRole('dialog', { name: 'New post' });
  await dialog.getByLabel('Title').fill('Five breads to bake this autumn');
  await dialog.getByRole('button', { name: 'Create and write' }).click();
  await expect(page).toHaveURL(/\/dashboard\/blog\/[0-9a-f-]{36}$/);
  const postId = /\/dashboard\/blog\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Five breads to bake this autumn',
  );
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // "## " makes a heading; Ctrl+B makes bold.
  const body = page.getByRole('textbox', { name: 'Post body' });
  await body.click();
  await page.keyboard.type('## Why bake at home');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Because ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('fresh bread');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' makes a kitchen smell of home.');
  await expect(body.getByRole('heading', { level: 2, name: 'Why bake at home' })).toBeVisible();
  await expect(page.getByText('Saving…')).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-word-count]')).toContainText('13 words');

  const saved = await savedPost(page, postId);
  expect(saved.body.content?.[0]).toEqual({
    type: 'heading',
    attrs: { level: 2 },
    content: [{ type: 'text', text: 'Why bake at home' }],
  });
  expect(saved.body.content?.[1]?.content).toContainEqual({
    type: 'text',
    text: 'fresh bread',
    marks: [{ type: 'bold' }],
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('editor-desktop.png') });

  // What was written is still there after a reload.
  await page.reload();
  await expect(body.getByRole('heading', { level: 2, name: 'Why bake at home' })).toBeVisible();
  await expect(body.locator('strong')).toHaveText('fresh bread');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Post published')).toBeVisible();
  await expect(page.locator('main [data-post-badge="published"]')).toHaveText('Published');
  expect((await savedPost(page, postId)).status).toBe('published');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('editor-phone.png'), fullPage: true });
  await page.getByRole('button', { name: 'Settings' }).click();
  const sheet = page.getByRole('dialog', { name: 'Post settings' });
  await expect(sheet.getByRole('textbox', { name: 'Slug' })).toHaveValue(
    'five-breads-to-bake-this-autumn',
  );
  await page.screenshot({ path: testInfo.outputPath('settings-phone.png') });
  await sheet.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/blog$/);
  const row = page.getByRole('row', { name: /Five breads to bake this autumn/ });
  await expect(row.locator('[data-post-badge="published"]').first()).toHaveText('Published');
  await page.screenshot({ path: testInfo.outputPath('list-desktop.png') });

  await page.getByRole('tab', { name: 'Drafts' }).click();
  await expect(page.getByRole('heading', { name: 'No posts match' })).toBeVisible();
  await page.getByRole('tab', { name: 'Published' }).click();
  await expect(row).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('list-phone.png'), fullPage: true });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});

test('an owner links, embeds a video, drops in an image, files and previews the post, publishes it now from scheduled, renames it and restores a version and unsaved edits', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const site = await ownerWithWebsite(page);
  const headers = await authHeaders(page);
  const created = await page.request.post(`/api/websites/${site.id}/posts`, {
    headers,
    data: { title: 'Opening hours for the holidays' },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { data: { id: string } }).data.id;
  const category = await page.request.post(`/api/websites/${site.id}/blog/categories`, {
    headers,
    data: { name: 'News' },
  });
  expect(category.status()).toBe(201);
  await page.goto(`/dashboard/blog/${postId}`);

  const body = page.getByRole('textbox', { name: 'Post body' });
  await body.click();
  await page.keyboard.type('See our menu for the week.');
  // Select "menu" and link it to the home page.
  await body.getByText('See our menu for the week.').dblclick({ position: { x: 70, y: 8 } });
  await page.getByRole('button', { name: 'Link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Add link' });
  await linkDialog.getByRole('radio', { name: 'Page of this site' }).click();
  await linkDialog.getByLabel('Page').selectOption({ label: 'Home Page' });
  await linkDialog.getByRole('button', { name: 'Add link' }).click();
  await expect(body.locator('a')).toHaveCount(1);

  // The video goes after the sentence, not over the linked word.
  await body.locator('p').first().click();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Video' }).click();
  const videoDialog = page.getByRole('dialog', { name: 'Embed video' });
  await videoDialog.getByLabel('Video address').fill('https://example.com/video');
  await videoDialog.getByRole('button', { name: 'Embed video' }).click();
  await expect(
    videoDialog.getByText('Paste the address of a YouTube or Vimeo video'),
  ).toBeVisible();
  await videoDialog.getByLabel('Video address').fill('https://vimeo.com/76979871');
  await videoDialog.getByLabel('Title').fill('Our kitchen at dawn');
  await videoDialog.getByRole('button', { name: 'Embed video' }).click();
  await expect(body.getByText('Our kitchen at dawn')).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });
  const saved = await savedPost(page, postId);
  expect(JSON.stringify(saved.body)).toContain(`page:${site.homePageId}`);
  expect(saved.body.content?.some((node) => node.type === 'videoEmbed')).toBe(true);

  // A library image goes in only with its alt text.
  await page.keyboard.press('ControlOrMeta+End');
  await page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Image' })
    .click();
  const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
  await imageDialog.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  const photo = await sharp({
    create: { width: 800, height: 500, channels: 3, background: '#c2410c' },
  })
    .jpeg()
    .toBuffer();
  await picker
    .getByLabel('Files to upload')
    .setInputFiles([{ name: 'loaf.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await picker.getByRole('button', { name: 'Use loaf.jpg' }).click();
  await expect(picker).toBeHidden();
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(
    imageDialog.getByText('Describe the image for people who cannot see it'),
  ).toBeVisible();
  await imageDialog.getByLabel('Alt text').fill('A sourdough loaf on the counter');
  await page.screenshot({ path: testInfo.outputPath('image-dialog.png') });
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(body.getByRole('img', { name: 'A sourdough loaf on the counter' })).toBeVisible();

  // An image file dropped into the body is uploaded to the library, then asks for its alt text;
  // a file that is not an image is turned away with its reason.
  const dropFiles = async (files: { name: string; type: string; base64: string }[]) => {
    const dataTransfer = await page.evaluateHandle((list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      return transfer;
    }, files);
    const box = (await body.boundingBox())!;
    await body.dispatchEvent('drop', {
      dataTransfer,
      clientX: box.x + box.width / 2,
      clientY: box.y + 30,
    });
  };
  await dropFiles([
    { name: 'menu.txt', type: 'text/plain', base64: Buffer.from('Rye').toString('base64') },
  ]);
  await expect(page.getByText('"menu.txt" is not an image.')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss menu.txt' }).click();
  const storefront = await sharp({
    create: { width: 640, height: 400, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  await dropFiles([
    { name: 'storefront.png', type: 'image/png', base64: storefront.toString('base64') },
  ]);
  const altDialog = page.getByRole('dialog', { name: 'Add alt text' });
  await expect(altDialog.locator('img')).toBeVisible();
  await altDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(
    altDialog.getByText('Describe the image for people who cannot see it'),
  ).toBeVisible();
  await altDialog.getByLabel('Alt text').fill('Our shop front on a winter morning');
  await altDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(body.getByRole('img', { name: 'Our shop front on a winter morning' })).toBeVisible();

  // A category of the website and a new tag, typed in.
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('checkbox', { name: 'News' })
    .check();
  const tagFilter = page.getByRole('textbox', { name: 'Find or add a tag' });
  await tagFilter.fill('Holidays');
  await tagFilter.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen tags' })).toContainText('Holidays');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });
  const tagged = (await savedPost(page, postId)) as SavedPost & {
    categoryIds: string[];
    tagIds: string[];
  };
  expect(tagged.categoryIds).toHaveLength(1);
  expect(tagged.tagIds).toHaveLength(1);
  await page.screenshot({ path: testInfo.outputPath('editor-terms.png') });

  // The preview draws the draft as the site will, in its theme.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Preview' }).click(),
  ]);
  const drawn = preview.frameLocator('iframe[title="Post preview"]');
  await expect(drawn.getByRole('heading', { level: 1 })).toHaveText(
    'Opening hours for the holidays',
  );
  await expect(drawn.locator('.t-post-meta').getByRole('link', { name: 'News' })).toBeVisible();
  await expect(drawn.locator('.t-post-tags')).toContainText('Holidays');
  await expect(
    drawn.getByRole('img', { name: 'Our shop front on a winter morning' }),
  ).toBeVisible();
  await preview.screenshot({ path: testInfo.outputPath('preview.png') });
  await preview.close();

  // Scheduled for tomorrow at 09:00 in the website's zone.
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const scheduleDialog = page.getByRole('dialog', { name: 'Schedule post' });
  await expect(scheduleDialog.getByLabel('Time')).toHaveValue('09:00');
  await scheduleDialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.locator('main [data-post-badge="scheduled"]')).toContainText(
    /Scheduled for .+ 9:00 AM/,
  );
  const scheduledPost = await savedPost(page, postId);
  expect(scheduledPost.status).toBe('scheduled');
  expect(scheduledPost.body.content).toContainEqual(
    expect.objectContaining({
      type: 'image',
      attrs: expect.objectContaining({ alt: 'A sourdough loaf on the counter' }),
    }),
  );

  // Published now, in one call; the live post shows its category and the dropped image.
  const publishing: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/posts\/[^/]+\/(publish|unpublish)$/.test(request.url())) {
      publishing.push(new URL(request.url()).pathname.split('/').pop()!);
    }
  });
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.locator('main [data-post-badge="published"]')).toHaveText('Published');
  expect(publishing).toEqual(['publish']);
  expect((await savedPost(page, postId)).status).toBe('published');
  const siteLive = await page.request.post(`/api/websites/${site.id}/publish`, { headers });
  expect(siteLive.ok()).toBe(true);
  const live = await page.context().newPage();
  await live.goto(
    `http://${site.subdomain}.${new URL(page.url()).host}/blog/opening-hours-for-the-holidays`,
  );
  await expect(live.getByRole('heading', { level: 1 })).toHaveText(
    'Opening hours for the holidays',
  );
  await expect(live.locator('.t-post-meta').getByRole('link', { name: 'News' })).toBeVisible();
  await expect(live.getByRole('img', { name: 'Our shop front on a winter morning' })).toBeVisible();
  await live.close();

  // A new slug says the old address will redirect.
  await page.setViewportSize({ width: 1440, height: 900 });
  const settings = page.getByRole('textbox', { name: 'Slug' });
  await settings.fill('holiday-hours');
  await expect(page.getByText(/will redirect here/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Holiday opening hours');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main [data-post-badge="changes"]')).toHaveText('Unpublished changes');
  await page.screenshot({ path: testInfo.outputPath('editor-published.png') });

  // The published version comes back into the draft.
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByText('Opening hours for the holidays').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('history.png') });
  await history
    .getByRole('button', { name: /^Restore/ })
    .first()
    .click();
  await expect(page.getByText('Version restored into the draft')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Opening hours for the holidays',
  );

  // Edits the server never got stay in this browser and are offered back when the post opens.
  await page.route('**/api/posts/*', (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.continue(),
  );
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Holiday hours, offline');
  await expect(page.locator('[data-save-state="failed"]')).toBeVisible({ timeout: 15_000 });
  const reopened = await page.context().newPage();
  await page.close();
  await reopened.goto(`/dashboard/blog/${postId}`);
  await reopened.getByRole('button', { name: 'Restore unsaved changes' }).click();
  await expect(reopened.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Holiday hours, offline',
  );
  await expect(reopened.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });
  const restored = (await savedPost(reopened, postId)) as SavedPost & { title: string };
  expect(restored.title).toBe('Holiday hours, offline');
});
