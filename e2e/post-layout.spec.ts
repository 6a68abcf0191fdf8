import { expect, test } from '@playwright/test';
import {
  authHeaders,
  onCanvas,
  openBuilder,
  ownerWithWebsite,
  paletteItem,
  properties,
  toast,
  toolbarButton,
} from './support/builder';

test.use({ viewport: { width: 1440, height: 900 } });

test('the post layout opens from the blog screen, and a heading added there shows on every live post', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  const headers = await authHeaders(page);
  const write = async (title: string, text: string, publishedAt: string) => {
    const made = await page.request.post(`/api/websites/${site.id}/posts`, {
      headers,
      data: { title },
    });
    expect(made.status()).toBe(201);
    const post = ((await made.json()) as { data: { id: string; version: number } }).data;
    const saved = await page.request.put(`/api/posts/${post.id}`, {
      headers,
      data: {
        version: post.version,
        body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
      },
    });
    expect(saved.ok()).toBe(true);
    const published = await page.request.post(`/api/posts/${post.id}/publish`, {
      headers,
      data: { publishedAt },
    });
    expect(published.ok()).toBe(true);
  };
  await write('Our first loaf', 'It came out flat.', '2026-01-10T09:00:00Z');
  await write('Rye season is here', 'Dark, dense and sour.', '2026-03-02T09:00:00Z');

  // The builder lists it beside the shared header and footer.
  await openBuilder(page, site.id);
  await page.locator('[data-post-layout]').click();
  await expect(page.getByRole('note')).toContainText('Post layout: every blog post is shown in it');
  await page.getByRole('button', { name: 'Back to Home Page' }).click();
  await expect(page.getByRole('note')).toHaveCount(0);

  // The blog screen leads to it too.
  await page.goto('/dashboard/blog');
  await page.getByRole('link', { name: 'Design post page' }).click();
  await expect(page.getByRole('note')).toContainText('Post layout: every blog post is shown in it');
  await expect(page.locator('[data-post-layout]')).toHaveAttribute('aria-current', 'page');

  // The canvas shows the newest post in it, with the related posts below.
  const post = onCanvas(page, 'BLOG_POST');
  await expect(post.getByRole('heading', { level: 1 })).toHaveText('Rye season is here');
  await expect(post).toContainText('Dark, dense and sour.');
  await expect(onCanvas(page, 'HEADING').filter({ hasText: 'Related posts' })).toBeVisible();

  // A heading added below the post, saved and published.
  await post.click({ position: { x: 20, y: 20 } });
  await expect(post).toHaveAttribute('data-selected', 'true');
  await paletteItem(page, 'HEADING').click();
  await properties(page).getByLabel('Text', { exact: true }).fill('Baked fresh every morning');
  await expect(
    onCanvas(page, 'HEADING').filter({ hasText: 'Baked fresh every morning' }),
  ).toBeVisible();
  await toolbarButton(page, 'Save Draft').click();
  await expect(toast(page, 'Draft saved!')).toBeVisible();
  await toolbarButton(page, 'Publish').click();
  const dialog = page.getByRole('dialog', { name: 'Your website is live' });
  const liveUrl = (await dialog.locator('[data-live-url]').textContent())!
    .trim()
    .replace(/\/$/, '');

  // Every post's page shows it, between the post and its related posts.
  for (const [slug, title] of [
    ['rye-season-is-here', 'Rye season is here'],
    ['our-first-loaf', 'Our first loaf'],
  ] as const) {
    await page.goto(`${liveUrl}/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const added = page.getByRole('heading', { name: 'Baked fresh every morning' });
    await expect(added).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related posts' })).toBeVisible();
    const order = await page
      .getByRole('heading')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));
    expect(order.indexOf('Baked fresh every morning')).toBeGreaterThan(order.indexOf(title));
    expect(order.indexOf('Baked fresh every morning')).toBeLessThan(order.indexOf('Related posts'));
  }
});
