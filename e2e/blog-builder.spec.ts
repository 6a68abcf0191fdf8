import { expect, test } from '@playwright/test';
import { authHeaders, onCanvas, openBuilder, ownerWithWebsite } from './support/builder';

test('the blog page made by the first post shows the real posts in the builder, newest first, drafts left out', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  const headers = await authHeaders(page);
  const write = async (title: string, publishedAt?: string) => {
    const made = await page.request.post(`/api/websites/${site.id}/posts`, {
      headers,
      data: { title },
    });
    expect(made.status()).toBe(201);
    const post = ((await made.json()) as { data: { id: string } }).data;
    if (publishedAt !== undefined) {
      const published = await page.request.post(`/api/posts/${post.id}/publish`, {
        headers,
        data: publishedAt ? { publishedAt } : {},
      });
      expect(published.ok()).toBe(true);
    }
  };
  await write('Our first loaf', '2026-01-10T09:00:00Z');
  await write('Rye season is here', '2026-03-02T09:00:00Z');
  await write('Not ready yet');

  const pages = await page.request.get(`/api/websites/${site.id}/pages`, { headers });
  const blogPage = ((await pages.json()) as { data: { id: string; slug: string }[] }).data.find(
    (p) => p.slug === 'blog',
  )!;
  await openBuilder(page, site.id, blogPage.id);

  const grid = onCanvas(page, 'BLOG_GRID');
  await expect(grid.getByRole('heading', { name: 'Rye season is here' })).toBeVisible();
  const titles = await grid.getByRole('heading').allTextContents();
  expect(titles).toEqual(['Rye season is here', 'Our first loaf']);
  await expect(grid).not.toContainText('Not ready yet');
});
