import { expect, test, type Page } from '@playwright/test';
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
