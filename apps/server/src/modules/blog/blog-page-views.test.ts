import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsDashboard, Website } from '@tessera/core';
import { inject } from '../../test/auth-helpers.ts';
import { insertPost, insertTerm, publishBlogSite } from '../../test/blog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let t: TestApp;
let token: string;
let site: Website;
let host: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerOwner(t.app, t.database, 'pro')).token;
  ({ site, host } = await publishBlogSite(t.app, t.database, token, { postsPerPage: 1 }));
  const bread = await insertTerm(t.database, site.id, 'category', 'Bread');
  await insertPost(t.database, site.id, { title: 'First loaf', categoryIds: [bread] });
  await insertPost(t.database, site.id, {
    title: 'Second loaf',
    publishedAt: new Date(Date.now() - 60_000),
  });
});

afterAll(async () => {
  await t?.close();
});

describe('page views of the blog', () => {
  it('counts a post like a page, and neither feeds nor the lists after the first', async () => {
    const visit = async (url: string, status = 200) => {
      const res = await inject(t.app, {
        method: 'GET',
        url,
        remoteAddress: '203.0.113.7',
        headers: { host, 'user-agent': CHROME },
      });
      expect(res.statusCode, url).toBe(status);
    };
    await visit('/blog');
    await visit('/blog/first-loaf');
    await visit('/blog/first-loaf');
    await visit('/blog/rss.xml');
    await visit('/blog/atom.xml');
    await visit('/blog/feed.json');
    await visit('/blog/page/2');
    await visit('/blog/category/bread');
    await visit('/blog/no-such-post', 404);
    const data = dataOf<AnalyticsDashboard>(
      await call(t.app, token, 'GET', `/api/analytics/dashboard?websiteId=${site.id}&timeRange=7d`),
    );
    expect(data.topPages.map((p) => [p.path, p.views])).toEqual([
      ['/blog/first-loaf', 2],
      ['/blog', 1],
    ]);
    expect(data.metrics.pageViews.value).toBe(3);
  });
});
