import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, Website } from '@tessera/core';
import { parseHtml } from '../../test/html.ts';
import { publish, siteHost, visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';

/** The live blog fed by the owner's posts API, as an owner uses it. */
let clock = Date.parse('2027-05-03T08:00:00Z');
let t: TestApp;
let token: string;
let site: Website;
let host: string;

const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  call(t.app, token, method, url, body);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  token = (await registerOwner(t.app, t.database, 'enterprise')).token;
  site = await createWebsite(t.app, token, { name: 'Corner Bakery' });
  host = siteHost(site);
  await publish(t.app, token, site.id);
});

afterAll(async () => {
  await t?.close();
});

describe('posts written through the API', () => {
  it('go live when published, keep draft edits private until updated, and leave when unpublished', async () => {
    const draft = dataOf<Post>(
      await api('POST', `/api/websites/${site.id}/posts`, { title: 'Hello world' }),
      201,
    );
    dataOf<Post>(
      await api('PUT', `/api/posts/${draft.id}`, {
        version: draft.version,
        body: paragraph('We open on Monday.'),
      }),
    );
    expect((await visit(t.app, host, '/blog/hello-world')).statusCode).toBe(404);
    dataOf<Post>(await api('POST', `/api/posts/${draft.id}/publish`));
    // The blog page the first post made is live once the site is published again.
    await publish(t.app, token, site.id);
    const live = await visit(t.app, host, '/blog/hello-world');
    expect(live.statusCode).toBe(200);
    expect(parseHtml(live.body).one('h1').text).toBe('Hello world');
    expect(live.body).toContain('We open on Monday.');
    const list = await visit(t.app, host, '/blog');
    expect(list.statusCode).toBe(200);
    expect(
      parseHtml(list.body)
        .all('article')
        .map((a) => a.text),
    ).toEqual([expect.stringContaining('Hello world')]);

    clock += 60_000;
    const current = dataOf<Post>(await api('GET', `/api/posts/${draft.id}`));
    dataOf<Post>(
      await api('PUT', `/api/posts/${draft.id}`, {
        version: current.version,
        body: paragraph('We open on Tuesday.'),
      }),
    );
    expect((await visit(t.app, host, '/blog/hello-world')).body).toContain('on Monday');
    dataOf<Post>(await api('POST', `/api/posts/${draft.id}/publish`));
    const updated = await visit(t.app, host, '/blog/hello-world');
    expect(updated.body).toContain('on Tuesday');
    expect(updated.body).not.toContain('on Monday');

    dataOf<Post>(await api('POST', `/api/posts/${draft.id}/unpublish`));
    expect((await visit(t.app, host, '/blog/hello-world')).statusCode).toBe(404);
    expect((await visit(t.app, host, '/blog')).body).not.toContain('Hello world');
  });

  it("has the blog's address at once, before the blog page the first post made is published", async () => {
    const other = await createWebsite(t.app, token, { name: 'Harbour Café' });
    const otherHost = siteHost(other);
    await publish(t.app, token, other.id);
    const post = dataOf<Post>(
      await api('POST', `/api/websites/${other.id}/posts`, { title: 'We are open' }),
      201,
    );
    expect((await visit(t.app, otherHost, '/blog')).statusCode).toBe(404);
    dataOf<Post>(await api('POST', `/api/posts/${post.id}/publish`));

    const list = await visit(t.app, otherHost, '/blog');
    expect(list.statusCode).toBe(200);
    const page = parseHtml(list.body);
    expect(page.one('h1').text).toBe('Blog');
    expect(page.all('article').map((a) => a.text)).toEqual([
      expect.stringContaining('We are open'),
    ]);
    expect((await visit(t.app, otherHost, '/blog/')).headers.location).toBe('/blog');
    const sitemap = (await visit(t.app, otherHost, '/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>http://${otherHost}/blog</loc>`);
    expect(sitemap).toContain(`<loc>http://${otherHost}/blog/we-are-open</loc>`);

    // Published, the page the owner may have designed since takes the address over.
    await publish(t.app, token, other.id);
    const released = await visit(t.app, otherHost, '/blog');
    expect(released.statusCode).toBe(200);
    expect(
      parseHtml(released.body)
        .all('article')
        .map((a) => a.text),
    ).toEqual([expect.stringContaining('We are open')]);
    const once = (await visit(t.app, otherHost, '/sitemap.xml')).body;
    expect(once.split(`<loc>http://${otherHost}/blog</loc>`)).toHaveLength(2);
  });

  it('shows a scheduled post at its minute with no job run', async () => {
    const draft = dataOf<Post>(
      await api('POST', `/api/websites/${site.id}/posts`, { title: 'Christmas hours' }),
      201,
    );
    const at = new Date(clock + 30 * 60_000).toISOString();
    dataOf<Post>(await api('POST', `/api/posts/${draft.id}/publish`, { publishedAt: at }));
    expect((await visit(t.app, host, '/blog/christmas-hours')).statusCode).toBe(404);
    expect((await visit(t.app, host, '/blog/rss.xml')).statusCode).toBe(404);
    clock += 30 * 60_000;
    expect((await visit(t.app, host, '/blog/christmas-hours')).statusCode).toBe(200);
    expect((await visit(t.app, host, '/blog/rss.xml')).body).toContain('Christmas hours');
  });
});
