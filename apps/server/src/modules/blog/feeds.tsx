import { renderToStaticMarkup } from 'react-dom/server';
import { PostBodyView, type RenderContext } from '@tessera/blocks';
import { isSafeMediaUrl } from '@tessera/core';
import { escapeHtml } from '../../http/escape.ts';
import { pagePath } from '../sites/render.tsx';
import type { LoadedRelease } from '../sites/service.ts';
import { blogContext, type BlogSite } from './blog-site.ts';
import type { LivePost } from './live-blog.ts';

/**
 * The blog's feeds, written by hand: RSS 2.0, Atom and JSON Feed 1.1 of the newest visible
 * posts. Every text goes through one escaper (and loses the characters XML 1.0 cannot hold), so
 * a title with `& < > ]]>` still makes a well-formed document; addresses are absolute; an item's
 * id is the post's, so it stays when the slug changes.
 */

export const FEED_SIZE = 20;

/** A feed of part of the blog (a category, a tag, an author): its posts, name and address. */
export interface FeedScope {
  postIds: ReadonlySet<string>;
  /** "Category: Bread". */
  title: string;
  /** The list's address on the site: `/blog/category/bread`. */
  path: string;
}

/** What a feed covers: the whole blog, or one of its archives. */
interface Covered {
  title: string;
  path: string;
  scope: FeedScope | undefined;
}

function coveredBy(blog: BlogSite, siteName: string, scope?: FeedScope): Covered {
  return scope
    ? { title: `${siteName}: ${scope.title}`, path: scope.path, scope }
    : { title: siteName, path: blog.base, scope };
}

/** Characters XML 1.0 cannot carry at all, even escaped. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are the characters it removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text for an XML element or attribute. */
export const xmlText = (value: string) => escapeHtml(value.replace(NOT_XML, ''));

interface FeedItem {
  post: LivePost;
  url: string;
  /** The post's HTML, addresses absolute: whole, or its excerpt by the blog's setting. */
  html: string;
  authors: string[];
  categories: string[];
  image: string | null;
}

function absoluteMedia(src: string | null, origin: string): string | null {
  if (!src || !isSafeMediaUrl(src)) return null;
  return src.startsWith('/') ? origin + src : src;
}

function itemsOf(
  blog: BlogSite,
  release: LoadedRelease,
  origin: string,
  scope: FeedScope | undefined,
): FeedItem[] {
  const { snapshot } = release;
  const ctx: RenderContext = {
    mode: 'live',
    siteName: snapshot.site.name,
    locale: snapshot.site.lang,
    pages: snapshot.pages.map(({ id, name, slug, isHome }) => ({ id, name, slug, isHome })),
    currentPageId: null,
    pageHref: pagePath,
    blog: blogContext(blog, { origin }),
  };
  const full = blog.data.settings.feedContent === 'full';
  return blog.data.posts
    .filter((post) => !post.noindex && (!scope || scope.postIds.has(post.id)))
    .slice(0, FEED_SIZE)
    .map((post) => {
      const image = absoluteMedia(post.coverSrc, origin);
      const cover = image
        ? `<p><img src="${escapeHtml(image)}" alt="${escapeHtml(post.coverAlt ?? '')}"></p>`
        : '';
      return {
        post,
        url: origin + blog.byId.get(post.id)!.href,
        html: full
          ? cover + renderToStaticMarkup(<PostBodyView body={post.body} ctx={ctx} />)
          : `<p>${escapeHtml(post.summary)}</p>`,
        authors: post.authorIds.flatMap((id) => blog.data.authors.get(id)?.name ?? []),
        categories: [
          ...post.categoryIds.flatMap((id) => blog.data.categories.get(id)?.name ?? []),
          ...post.tagIds.flatMap((id) => blog.data.tags.get(id)?.name ?? []),
        ],
        image,
      };
    });
}

/** The newest change among the items: the feed's own date (stable, so its ETag is too). */
const updatedOf = (items: FeedItem[]) =>
  new Date(Math.max(0, ...items.map((i) => i.post.revisedAt.getTime())));

function rss(blog: BlogSite, release: LoadedRelease, origin: string, scope?: FeedScope): string {
  const { site } = release.snapshot;
  const covered = coveredBy(blog, site.name, scope);
  const items = itemsOf(blog, release, origin, scope);
  const tag = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;
  const entries = items.map((item) =>
    [
      '<item>',
      tag('title', item.post.title),
      tag('link', item.url),
      `<guid isPermaLink="false">${item.post.id}</guid>`,
      tag('pubDate', item.post.publishedAt.toUTCString()),
      tag('description', item.post.summary),
      tag('content:encoded', item.html),
      ...item.authors.map((name) => tag('dc:creator', name)),
      ...item.categories.map((name) => tag('category', name)),
      '</item>',
    ].join(''),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" ' +
    'xmlns:content="http://purl.org/rss/1.0/modules/content/" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>' +
    tag('title', covered.title) +
    tag('link', origin + covered.path) +
    tag('description', site.seoDescription || site.description || covered.title) +
    (site.lang ? tag('language', site.lang) : '') +
    tag('lastBuildDate', updatedOf(items).toUTCString()) +
    `<atom:link href="${xmlText(`${origin}${covered.path}/rss.xml`)}" rel="self" type="application/rss+xml"/>` +
    entries.join('\n') +
    '</channel></rss>\n'
  );
}

function atom(blog: BlogSite, release: LoadedRelease, origin: string, scope?: FeedScope): string {
  const { site } = release.snapshot;
  const covered = coveredBy(blog, site.name, scope);
  const items = itemsOf(blog, release, origin, scope);
  const tag = (name: string, value: string, attrs = '') =>
    `<${name}${attrs}>${xmlText(value)}</${name}>`;
  const link = (rel: string, href: string, type = '') =>
    `<link rel="${rel}" href="${xmlText(href)}"${type ? ` type="${type}"` : ''}/>`;
  const entries = items.map((item) =>
    [
      '<entry>',
      tag('title', item.post.title),
      tag('id', `urn:uuid:${item.post.id}`),
      link('alternate', item.url, 'text/html'),
      tag('published', item.post.publishedAt.toISOString()),
      tag('updated', item.post.revisedAt.toISOString()),
      ...item.authors.map((name) => `<author>${tag('name', name)}</author>`),
      tag('summary', item.post.summary, ' type="html"'),
      tag('content', item.html, ' type="html"'),
      ...item.categories.map((name) => `<category term="${xmlText(name)}"/>`),
      '</entry>',
    ].join(''),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<feed xmlns="http://www.w3.org/2005/Atom">' +
    tag('title', covered.title) +
    tag('id', origin + covered.path) +
    link('self', `${origin}${covered.path}/atom.xml`, 'application/atom+xml') +
    link('alternate', origin + covered.path, 'text/html') +
    tag('updated', updatedOf(items).toISOString()) +
    `<author>${tag('name', site.name)}</author>` +
    entries.join('\n') +
    '</feed>\n'
  );
}

function jsonFeed(
  blog: BlogSite,
  release: LoadedRelease,
  origin: string,
  scope?: FeedScope,
): string {
  const { site } = release.snapshot;
  const covered = coveredBy(blog, site.name, scope);
  const items = itemsOf(blog, release, origin, scope);
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: covered.title,
    home_page_url: origin + covered.path,
    feed_url: `${origin}${covered.path}/feed.json`,
    ...(site.lang ? { language: site.lang } : {}),
    items: items.map((item) => ({
      id: item.post.id,
      url: item.url,
      title: item.post.title,
      content_html: item.html,
      summary: item.post.summary,
      ...(item.image ? { image: item.image } : {}),
      date_published: item.post.publishedAt.toISOString(),
      date_modified: item.post.revisedAt.toISOString(),
      ...(item.authors.length ? { authors: item.authors.map((name) => ({ name })) } : {}),
      ...(item.categories.length ? { tags: item.categories } : {}),
    })),
  });
}

export type FeedFormat = 'rss.xml' | 'atom.xml' | 'feed.json';

export const FEEDS: Record<
  FeedFormat,
  {
    contentType: string;
    write: (blog: BlogSite, release: LoadedRelease, origin: string, scope?: FeedScope) => string;
  }
> = {
  'rss.xml': { contentType: 'application/rss+xml; charset=utf-8', write: rss },
  'atom.xml': { contentType: 'application/atom+xml; charset=utf-8', write: atom },
  'feed.json': { contentType: 'application/feed+json; charset=utf-8', write: jsonFeed },
};
