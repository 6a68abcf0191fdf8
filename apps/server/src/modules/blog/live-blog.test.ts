import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Page, Website } from '@tessera/core';
import { parseHtml } from '../../test/html.ts';
import {
  insertPost,
  insertTerm,
  paragraphs,
  publishBlogSite,
  renamePost,
} from '../../test/blog-fixtures.ts';
import { publish, scriptsIn, visit } from '../../test/site-helpers.ts';
import { insertProduct } from '../../test/store-fixtures.ts';
import { insertService, insertStaff } from '../bookings/booking-test-salon.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, registerOwner } from '../../test/website-helpers.ts';

/** The app's clock: tests move it on, and no job runs between. */
let clock = Date.parse('2027-03-01T09:00:00Z');
let t: TestApp;
let token: string;
let site: Website;
let host: string;
let blogPage: Page;
const HOUR = 60 * 60 * 1000;

/** A parsed feed, walked by hand in the assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parser's output is untyped
type Xml = any;

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
function parseXml(body: string) {
  const valid = XMLValidator.validate(body);
  expect(valid, JSON.stringify(valid)).toBe(true);
  return xml.parse(body) as Xml;
}
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const RICH_BODY = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'The starter' }] },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Flour' }] }],
        },
      ],
    },
    {
      type: 'blockquote',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Patience.' }] }],
    },
    { type: 'image', attrs: { src: '/_media/not-in-library.jpg', alt: 'Crumb of a loaf' } },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: '<script>alert(1)</script>' },
        {
          type: 'text',
          text: ' see home',
          marks: [{ type: 'link', attrs: { href: '/' } }],
        },
      ],
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  token = (await registerOwner(t.app, t.database, 'enterprise')).token;
  ({ site, host, blogPage } = await publishBlogSite(t.app, t.database, token));
});

afterAll(async () => {
  await t?.close();
});

describe('a post on the live site', () => {
  let bread: string;
  let anna: string;

  beforeAll(async () => {
    bread = await insertTerm(t.database, site.id, 'category', 'Bread');
    anna = await insertTerm(t.database, site.id, 'author', 'Anna Baker');
    const rye = await insertTerm(t.database, site.id, 'tag', 'Rye');
    await insertPost(
      t.database,
      site.id,
      {
        title: 'Sourdough basics',
        body: RICH_BODY,
        coverSrc: 'https://images.example/loaf.jpg',
        coverAlt: 'A loaf on a board',
        coverCaption: 'Our country loaf',
        categoryIds: [bread],
        tagIds: [rye],
        authorIds: [anna],
      },
      clock,
    );
  });

  it('is an article with its title, time, cover, body and structured data, with no script', async () => {
    const res = await visit(t.app, host, '/blog/sourdough-basics');
    expect(res.statusCode).toBe(200);
    const page = parseHtml(res.body);
    const article = page.one('article');
    expect(article.text).toContain('Sourdough basics');
    const h1 = page.all('h1');
    expect(h1).toHaveLength(1);
    expect(h1[0]!.text).toBe('Sourdough basics');
    expect(h1[0]!.ancestors).toContain('article');
    expect(page.one('time').attrs.datetime).toMatch(/^2027-03-01T08:00:00\.000Z$/);
    const imgs = page.all('img');
    const cover = imgs.find((i) => i.attrs.alt === 'A loaf on a board')!;
    expect(cover.ancestors.slice(-1)).toEqual(['figure']);
    const bodyImage = imgs.find((i) => i.attrs.alt === 'Crumb of a loaf')!;
    expect(bodyImage.ancestors).toContain('figure');
    expect(page.one('h2').attrs.id).toBe('the-starter');
    expect(page.all('li').some((li) => li.text === 'Flour')).toBe(true);
    expect(page.one('blockquote').text).toBe('Patience.');
    expect(page.all('a').some((a) => a.attrs.href === '/blog/author/anna-baker')).toBe(true);
    expect(page.all('a').some((a) => a.attrs.href === '/blog/tag/rye')).toBe(true);
    // The header of the site frames it.
    expect(res.body).toContain('Corner Bakery');
    // No script but the data block.
    expect(scriptsIn(res.body)).toEqual(['<script type="application/ld+json">']);
    const ld = JSON.parse(page.one('script').text) as Record<string, unknown>;
    expect(ld['@type']).toBe('BlogPosting');
    expect(ld.headline).toBe('Sourdough basics');
    expect(ld.datePublished).toBe('2027-03-01T08:00:00.000Z');
    expect(page.meta('og:type')).toBe('article');
    expect(page.all('link').find((l) => l.attrs.rel === 'canonical')?.attrs.href).toBe(
      `http://${host}/blog/sourdough-basics`,
    );
    expect(page.meta('description')).toContain('The starter');
    // Text that looks like markup is text.
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>alert(1)');
    // The same CSP as every page of the site.
    const home = await visit(t.app, host, '/');
    expect(res.headers['content-security-policy']).toBe(home.headers['content-security-policy']);
  });

  it('is cached: a second request carries the same ETag and a conditional one gets 304', async () => {
    const first = await visit(t.app, host, '/blog/sourdough-basics');
    const second = await visit(t.app, host, '/blog/sourdough-basics');
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await visit(t.app, host, '/blog/sourdough-basics', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('draws unsafe rows written around the API without their scripts or handlers', async () => {
    await insertPost(
      t.database,
      site.id,
      {
        title: 'Unsafe <img src=x onerror=alert(1)>',
        slug: 'unsafe',
        body: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'click',
                  marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                },
              ],
            },
            { type: 'image', attrs: { src: '/x.png', alt: 'x', onerror: 'alert(1)' } },
          ],
        },
        excerpt: '"><script>alert(2)</script>',
      },
      clock,
    );
    const res = await visit(t.app, host, '/blog/unsafe');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('javascript:');
    expect(res.body).not.toMatch(/<img[^>]*onerror/i);
    expect(scriptsIn(res.body)).toEqual(['<script type="application/ld+json">']);
    expect(parseHtml(res.body).one('h1').text).toBe('Unsafe <img src=x onerror=alert(1)>');
    const list = await visit(t.app, host, '/blog');
    expect(scriptsIn(list.body)).toEqual([]);
    expect(list.body).not.toMatch(/<img[^>]*onerror/i);
  });
});

describe('visibility', () => {
  it('never shows drafts, sample posts or posts without a live revision', async () => {
    await insertPost(t.database, site.id, { title: 'Draft one', status: 'draft' }, clock);
    await insertPost(t.database, site.id, { title: 'Sample one', sample: true }, clock);
    await insertPost(t.database, site.id, { title: 'Unrevised', live: false }, clock);
    for (const slug of ['draft-one', 'sample-one', 'unrevised']) {
      const res = await visit(t.app, host, `/blog/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(parseHtml(res.body).meta('robots')).toBe('noindex');
    }
    const list = await visit(t.app, host, '/blog');
    for (const title of ['Draft one', 'Sample one', 'Unrevised']) {
      expect(list.body).not.toContain(title);
    }
    const rss = await visit(t.app, host, '/blog/rss.xml');
    expect(rss.body).not.toContain('Draft one');
    const sitemap = await visit(t.app, host, '/sitemap.xml');
    expect(sitemap.body).not.toContain('draft-one');
  });

  it('shows a scheduled post once the clock passes its time, with no job run', async () => {
    await insertPost(
      t.database,
      site.id,
      { title: 'Spring menu', status: 'scheduled', publishedAt: new Date(clock + HOUR) },
      clock,
    );
    expect((await visit(t.app, host, '/blog/spring-menu')).statusCode).toBe(404);
    const before = await visit(t.app, host, '/blog');
    expect(before.body).not.toContain('Spring menu');
    expect((await visit(t.app, host, '/blog/feed.json')).body).not.toContain('Spring menu');
    expect((await visit(t.app, host, '/sitemap.xml')).body).not.toContain('spring-menu');

    clock += HOUR;
    const res = await visit(t.app, host, '/blog/spring-menu');
    expect(res.statusCode).toBe(200);
    const list = parseHtml((await visit(t.app, host, '/blog')).body);
    const titles = list.all('article').map((a) => a.text);
    expect(titles[0]).toContain('Spring menu');
    expect((await visit(t.app, host, '/blog/feed.json')).body).toContain('Spring menu');
    expect((await visit(t.app, host, '/sitemap.xml')).body).toContain('/blog/spring-menu');
  });
});

describe('slug history', () => {
  it('sends every old slug of a post to its current address in one hop, with no loop', async () => {
    const post = await insertPost(t.database, site.id, { title: 'Rename me', slug: 'a' }, clock);
    const location = async (path: string) => {
      const res = await visit(t.app, host, path);
      return res.statusCode === 301 ? `301 ${res.headers.location}` : String(res.statusCode);
    };
    await renamePost(t.database, site.id, post.id, 'a', 'b');
    expect(await location('/blog/a')).toBe('301 /blog/b');
    expect(await location('/blog/b')).toBe('200');
    await renamePost(t.database, site.id, post.id, 'b', 'c');
    expect(await location('/blog/a')).toBe('301 /blog/c');
    expect(await location('/blog/b')).toBe('301 /blog/c');
    expect(await location('/blog/a?x=1')).toBe('301 /blog/c?x=1');
    await renamePost(t.database, site.id, post.id, 'c', 'a');
    expect(await location('/blog/a')).toBe('200');
    expect(await location('/blog/c')).toBe('301 /blog/a');
    expect(await location('/blog/b')).toBe('301 /blog/a');
  });

  it('sends an address with a trailing slash to the one without, in one hop', async () => {
    const location = async (path: string) => {
      const res = await visit(t.app, host, path);
      return res.statusCode === 301 ? `301 ${res.headers.location}` : String(res.statusCode);
    };
    const post = await insertPost(
      t.database,
      site.id,
      { title: 'Slash me', slug: 'slash-old' },
      clock,
    );
    expect(await location('/blog/slash-old/')).toBe('301 /blog/slash-old');
    expect(await location('/blog/slash-old/?x=1')).toBe('301 /blog/slash-old?x=1');
    expect(await location('/blog/')).toBe('301 /blog');
    expect(await location('/blog/rss.xml/')).toBe('301 /blog/rss.xml');
    await renamePost(t.database, site.id, post.id, 'slash-old', 'slash-new');
    // Not by way of the old address without its slash: straight to the current one.
    expect(await location('/blog/slash-old/')).toBe('301 /blog/slash-new');
    expect(await location('/blog/no-such-post/')).toBe('404');
  });
});

describe('feeds', () => {
  const TRICKY = 'Bread & butter <b> ]]> "quoted"';
  let trickyId: string;

  beforeAll(async () => {
    // The newest post: published this minute.
    clock += 60_000;
    ({ id: trickyId } = await insertPost(
      t.database,
      site.id,
      {
        title: TRICKY,
        slug: 'tricky',
        body: paragraphs('A ]]> in the body & more \u0001.'),
        publishedAt: new Date(clock),
      },
      clock,
    ));
  });

  it('serves RSS 2.0 that parses, newest first, with stable ids and absolute addresses', async () => {
    const res = await visit(t.app, host, '/blog/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const doc = parseXml(res.body);
    const items = asList(doc.rss.channel.item) as Xml[];
    expect(items.length).toBeGreaterThan(1);
    expect(items.length).toBeLessThanOrEqual(20);
    expect(items[0]!.title).toBe(TRICKY);
    const dates = items.map((i) => Date.parse(i.pubDate as string));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const sourdough = items.find((i) => i.title === 'Sourdough basics')!;
    expect(sourdough.link).toBe(`http://${host}/blog/sourdough-basics`);
    expect(sourdough.guid['@isPermaLink']).toBe('false');
    const html = sourdough['content:encoded'] as string;
    expect(html).toContain(`href="http://${host}/"`);
    expect(html).toContain(`src="http://${host}/_media/not-in-library.jpg"`);
    expect(html).toContain('&lt;script&gt;');
    expect(sourdough.description).toContain('The starter');
  });

  it('keeps an item id across a slug change', async () => {
    const idOf = async () => {
      const doc = parseXml((await visit(t.app, host, '/blog/rss.xml')).body);
      const items = asList(doc.rss.channel.item) as Xml[];
      const item = items.find((i) => i.title === TRICKY)!;
      return { guid: item.guid['#text'] as string, link: item.link as string };
    };
    const before = await idOf();
    expect((await visit(t.app, host, '/blog/tricky')).statusCode).toBe(200);
    await renamePost(t.database, site.id, trickyId, 'tricky', 'tricky-renamed');
    const after = await idOf();
    expect(after.guid).toBe(before.guid);
    expect(after.guid).toBe(trickyId);
    expect(after.link).toBe(`http://${host}/blog/tricky-renamed`);
  });

  it('serves Atom and JSON Feed 1.1', async () => {
    const atom = await visit(t.app, host, '/blog/atom.xml');
    expect(atom.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseXml(atom.body).feed as Xml;
    const entries = asList(feed.entry) as Xml[];
    expect(entries[0]!.title).toBe(TRICKY);
    expect(entries.every((e) => String(e.id).startsWith('urn:uuid:'))).toBe(true);
    const json = await visit(t.app, host, '/blog/feed.json');
    expect(json.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const data = JSON.parse(json.body) as { version: string; items: { title: string }[] };
    expect(data.version).toBe('https://jsonfeed.org/version/1.1');
    expect(data.items[0]!.title).toBe(TRICKY);
  });

  it('answers 304 to its ETag and HEAD without a body', async () => {
    const first = await visit(t.app, host, '/blog/rss.xml');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await visit(t.app, host, '/blog/rss.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const head = await visit(t.app, host, '/blog/atom.xml', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  });

  it('is announced in the head of every page', async () => {
    await insertProduct(t.database, site.id, { name: 'Rye loaf' });
    const staffId = await insertStaff(t.database, site.id, 'Mia');
    await insertService(t.database, site.id, { name: 'Bread class', staffIds: [staffId] });
    const pages = [
      '/',
      '/blog',
      '/blog/sourdough-basics',
      '/products/rye-loaf',
      '/cart',
      '/checkout',
      '/book/bread-class',
      '/no-such-page',
      '/products/no-such-product',
    ];
    for (const path of pages) {
      const page = parseHtml((await visit(t.app, host, path)).body);
      const alternates = page.all('link').filter((l) => l.attrs.rel === 'alternate');
      expect(alternates.map((l) => [l.attrs.type, l.attrs.href])).toEqual([
        ['application/rss+xml', '/blog/rss.xml'],
        ['application/atom+xml', '/blog/atom.xml'],
        ['application/feed+json', '/blog/feed.json'],
      ]);
    }
  });
});

describe('sitemap', () => {
  it('lists the blog page and the visible posts that may be indexed, with lastmod', async () => {
    await insertPost(t.database, site.id, { title: 'Hidden from search', noindex: true }, clock);
    const res = await visit(t.app, host, '/sitemap.xml');
    const doc = parseXml(res.body);
    const urls = asList(doc.urlset.url) as { loc: string; lastmod: string }[];
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain(`http://${host}/blog`);
    expect(locs).toContain(`http://${host}/blog/sourdough-basics`);
    expect(locs.some((l) => l.includes('hidden-from-search'))).toBe(false);
    expect(urls.every((u) => /^\d{4}-\d\d-\d\dT/.test(u.lastmod))).toBe(true);
    expect(blogPage.slug).toBe('blog');
  });
});

describe('the blog page, its further pages and archives', () => {
  let other: { site: Website; host: string };
  const titlesOn = async (path: string) => {
    const res = await visit(t.app, other.host, path);
    expect(res.statusCode, path).toBe(200);
    return parseHtml(res.body)
      .all('article')
      .map((a) => a.text.split('\n')[0]!);
  };

  beforeAll(async () => {
    other = await publishBlogSite(t.app, t.database, token, { postsPerPage: 10 });
    const bread = await insertTerm(t.database, other.site.id, 'category', 'Bread');
    const rye = await insertTerm(t.database, other.site.id, 'tag', 'Rye');
    const anna = await insertTerm(t.database, other.site.id, 'author', 'Anna');
    for (let i = 1; i <= 25; i += 1) {
      const even = i % 2 === 0;
      await insertPost(
        t.database,
        other.site.id,
        {
          title: `Post ${String(i).padStart(2, '0')}`,
          publishedAt: new Date(clock - (100 - i) * HOUR),
          categoryIds: even ? [bread] : [],
          tagIds: i <= 3 ? [rye] : [],
          authorIds: i === 25 ? [anna] : [],
        },
        clock,
      );
    }
  });

  const names = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, k) => `Post ${String(from - k).padStart(2, '0')}`);

  it('lists the newest ten on the blog page, then ten and five, with older and newer links', async () => {
    const first = await titlesOn('/blog');
    expect(first.map((t) => t.slice(0, 7))).toEqual(names(25, 16));
    const blog = parseHtml((await visit(t.app, other.host, '/blog')).body);
    expect(blog.all('a').find((a) => a.text === 'Older posts')?.attrs.href).toBe('/blog/page/2');
    expect(blog.all('h2').some((h) => h.text === 'Post 25')).toBe(true);
    expect((await titlesOn('/blog/page/2')).map((t) => t.slice(0, 7))).toEqual(names(15, 6));
    expect((await titlesOn('/blog/page/3')).map((t) => t.slice(0, 7))).toEqual(names(5, 1));
    const third = parseHtml((await visit(t.app, other.host, '/blog/page/3')).body);
    expect(third.all('a').find((a) => a.text === 'Newer posts')?.attrs.href).toBe('/blog/page/2');
    expect(third.all('a').some((a) => a.text === 'Older posts')).toBe(false);
    expect(third.one('title').text).toContain('Page 3');
    expect(third.all('link').find((l) => l.attrs.rel === 'canonical')?.attrs.href).toBe(
      `http://${other.host}/blog/page/3`,
    );
  });

  it('redirects the first page to the blog and answers 404 past the end', async () => {
    const one = await visit(t.app, other.host, '/blog/page/1');
    expect(one.statusCode).toBe(301);
    expect(one.headers.location).toBe('/blog');
    expect((await visit(t.app, other.host, '/blog/page/4')).statusCode).toBe(404);
    expect((await visit(t.app, other.host, '/blog/page/0')).statusCode).toBe(404);
    expect((await visit(t.app, other.host, '/blog/page/02')).statusCode).toBe(404);
  });

  it('lists a category, a tag and an author with their own posts only', async () => {
    const category = await titlesOn('/blog/category/bread');
    expect(category.map((t) => t.slice(0, 7))).toEqual(
      names(24, 6).filter((n) => Number(n.slice(5)) % 2 === 0),
    );
    const page = parseHtml((await visit(t.app, other.host, '/blog/category/bread')).body);
    expect(page.one('h1').text).toBe('Category: Bread');
    expect(page.one('title').text).toContain('Category: Bread');
    expect(page.all('a').find((a) => a.text === 'Older posts')?.attrs.href).toBe(
      '/blog/category/bread/page/2',
    );
    expect((await titlesOn('/blog/category/bread/page/2')).map((t) => t.slice(0, 7))).toEqual([
      'Post 04',
      'Post 02',
    ]);
    expect((await titlesOn('/blog/tag/rye')).map((t) => t.slice(0, 7))).toEqual(names(3, 1));
    expect((await titlesOn('/blog/author/anna')).map((t) => t.slice(0, 7))).toEqual(['Post 25']);
    expect((await visit(t.app, other.host, '/blog/category/cakes')).statusCode).toBe(404);
  });

  it('shows related posts below a post: by shared category and tags, then the newest', async () => {
    const related = async (slug: string) => {
      const page = parseHtml((await visit(t.app, other.host, `/blog/${slug}`)).body);
      return page
        .all('h3')
        .filter((h) => h.ancestors.includes('section'))
        .map((h) => h.text);
    };
    expect(await related('post-02')).toEqual(['Post 24', 'Post 22', 'Post 20']);
    expect(await related('post-03')).toEqual(['Post 02', 'Post 01', 'Post 25']);
  });

  it('offers a feed per category, tag and author with their posts only', async () => {
    const rss = await visit(t.app, other.host, '/blog/category/bread/rss.xml');
    expect(rss.statusCode).toBe(200);
    const channel = parseXml(rss.body).rss.channel as Xml;
    expect(channel.title).toBe('Corner Bakery: Category: Bread');
    expect(channel.link).toBe(`http://${other.host}/blog/category/bread`);
    const titles = asList(channel.item as Xml[]).map((i) => i.title as string);
    expect(titles).toEqual(names(24, 2).filter((n) => Number(n.slice(5)) % 2 === 0));
    const atom = await visit(t.app, other.host, '/blog/tag/rye/atom.xml');
    const entries = asList(parseXml(atom.body).feed.entry as Xml[]);
    expect(entries.map((e) => e.title)).toEqual(names(3, 1));
    const json = await visit(t.app, other.host, '/blog/author/anna/feed.json');
    const items = (JSON.parse(json.body) as { items: { title: string }[] }).items;
    expect(items.map((i) => i.title)).toEqual(['Post 25']);
    expect((await visit(t.app, other.host, '/blog/category/cakes/rss.xml')).statusCode).toBe(404);
    expect((await visit(t.app, other.host, '/blog/category/bread/page/3')).statusCode).toBe(404);
  });
});

describe('a renamed blog page', () => {
  it('moves every address of the blog with it, old ones answering 301 in one hop', async () => {
    const res = await call(t.app, token, 'PUT', `/api/pages/${blogPage.id}`, { slug: 'journal' });
    expect(res.statusCode, res.body).toBe(200);
    await publish(t.app, token, site.id);
    const where = async (path: string) => {
      const answer = await visit(t.app, host, path);
      return answer.statusCode === 301
        ? `301 ${answer.headers.location}`
        : String(answer.statusCode);
    };
    expect(await where('/journal')).toBe('200');
    expect(await where('/journal/sourdough-basics')).toBe('200');
    expect(await where('/blog')).toBe('301 /journal');
    expect(await where('/blog/sourdough-basics')).toBe('301 /journal/sourdough-basics');
    expect(await where('/blog/rss.xml?x=1')).toBe('301 /journal/rss.xml?x=1');
    const page = parseHtml((await visit(t.app, host, '/journal/sourdough-basics')).body);
    expect(page.all('link').find((l) => l.attrs.type === 'application/rss+xml')?.attrs.href).toBe(
      '/journal/rss.xml',
    );
    expect(await where('/elsewhere/sourdough-basics')).toBe('404');
  });
});
