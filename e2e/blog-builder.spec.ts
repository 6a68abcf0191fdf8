import { expect, test, type Page } from '@playwright/test';
import {
  authHeaders,
  onCanvas,
  openBuilder,
  ownerWithWebsite,
  properties,
  toolbarButton,
  unsavedMarker,
} from './support/builder';

/** A post written through the API, in these categories, published at that time (else a draft). */
async function writePost(
  page: Page,
  websiteId: string,
  title: string,
  { publishedAt, categoryIds = [] }: { publishedAt?: string; categoryIds?: string[] } = {},
): Promise<void> {
  const headers = await authHeaders(page);
  const made = await page.request.post(`/api/websites/${websiteId}/posts`, {
    headers,
    data: { title },
  });
  expect(made.status()).toBe(201);
  const post = ((await made.json()) as { data: { id: string; version: number } }).data;
  if (categoryIds.length > 0) {
    const saved = await page.request.put(`/api/posts/${post.id}`, {
      headers,
      data: { categoryIds, version: post.version },
    });
    expect(saved.ok()).toBe(true);
  }
  if (publishedAt !== undefined) {
    const published = await page.request.post(`/api/posts/${post.id}/publish`, {
      headers,
      data: { publishedAt },
    });
    expect(published.ok()).toBe(true);
  }
}

/** The blog page the first post made. */
async function blogPageId(page: Page, websiteId: string): Promise<string> {
  const pages = await page.request.get(`/api/websites/${websiteId}/pages`, {
    headers: await authHeaders(page),
  });
  const list = ((await pages.json()) as { data: { id: string; slug: string }[] }).data;
  return list.find((p) => p.slug === 'blog')!.id;
}

test('the blog page made by the first post shows the real posts in the builder, newest first, drafts left out', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  await writePost(page, site.id, 'Our first loaf', { publishedAt: '2026-01-10T09:00:00Z' });
  await writePost(page, site.id, 'Rye season is here', { publishedAt: '2026-03-02T09:00:00Z' });
  await writePost(page, site.id, 'Not ready yet');
  await openBuilder(page, site.id, await blogPageId(page, site.id));

  const grid = onCanvas(page, 'BLOG_GRID');
  await expect(grid.getByRole('heading', { name: 'Rye season is here' })).toBeVisible();
  const titles = await grid.getByRole('heading').allTextContents();
  expect(titles).toEqual(['Rye season is here', 'Our first loaf']);
  await expect(grid).not.toContainText('Not ready yet');
});

test('a blog grid switched to a category in the builder shows that category’s real posts, on the canvas and live', async ({
  page,
}) => {
  const site = await ownerWithWebsite(page);
  const headers = await authHeaders(page);
  const made = await page.request.post(`/api/websites/${site.id}/blog/categories`, {
    headers,
    data: { name: 'Bread' },
  });
  expect(made.status()).toBe(201);
  const bread = ((await made.json()) as { data: { id: string } }).data.id;
  await writePost(page, site.id, 'Rye season is here', {
    publishedAt: '2026-03-02T09:00:00Z',
    categoryIds: [bread],
  });
  await writePost(page, site.id, 'Cake week', { publishedAt: '2026-03-05T09:00:00Z' });
  await writePost(page, site.id, 'Our first loaf', {
    publishedAt: '2026-01-10T09:00:00Z',
    categoryIds: [bread],
  });
  await openBuilder(page, site.id, await blogPageId(page, site.id));

  const grid = onCanvas(page, 'BLOG_GRID');
  await expect(grid.getByRole('heading')).toHaveText([
    'Cake week',
    'Rye season is here',
    'Our first loaf',
  ]);
  await grid.click({ position: { x: 4, y: 4 } });
  const panel = properties(page);
  await panel.getByLabel('Posts to show').selectOption('category');
  await expect(grid).toContainText('Choose a category in the properties');
  await panel.getByLabel('Category').selectOption({ label: 'Bread (2 posts)' });
  await panel.getByLabel('Layout').selectOption('list');
  await expect(grid.getByRole('heading')).toHaveText(['Rye season is here', 'Our first loaf']);

  await toolbarButton(page, 'Save Draft').click();
  await expect(unsavedMarker(page)).toHaveCount(0);
  const siteLive = await page.request.post(`/api/websites/${site.id}/publish`, { headers });
  expect(siteLive.ok()).toBe(true);
  const live = await page.context().newPage();
  await live.goto(`http://${site.subdomain}.${new URL(page.url()).host}/blog`);
  const cards = live.locator('.t-blog-list .t-post-card-title');
  await expect(cards).toHaveText(['Rye season is here', 'Our first loaf']);
  await expect(live.getByText('Cake week')).toHaveCount(0);
  await live.close();
});
