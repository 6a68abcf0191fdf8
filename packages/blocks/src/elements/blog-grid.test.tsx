import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { completeProps, type ElementData, type ElementType } from '@tessera/core';
import { ElementTree } from '../element-tree.tsx';
import { relatedPostViews } from '../blog/post-sources.ts';
import type { BlogContext, BlogListing, BlogPostView, BlogTermView } from '../blog/types.ts';
import type { RenderContext, RenderMode } from '../types.ts';

const PAGE = '11111111-1111-4111-8111-111111111111';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const term = (kind: string, name: string, n: number): BlogTermView => ({
  id: uuid(900 + n),
  slug: name.toLowerCase(),
  name,
  href: `/blog/${kind}/${name.toLowerCase()}`,
});
const BREAD = term('category', 'Bread', 1);
const CAKES = term('category', 'Cakes', 2);
const RYE = term('tag', 'Rye', 3);
const ANNA = term('author', 'Anna', 4);

/** Post n went live on day n of March: a higher n is newer. */
function post(n: number, parts: Partial<BlogPostView> = {}): BlogPostView {
  const day = String(n).padStart(2, '0');
  return {
    id: uuid(100 + n),
    title: `Post ${day}`,
    slug: `post-${day}`,
    href: `/blog/post-${day}`,
    publishedAt: `2027-03-${day}T09:00:00.000Z`,
    updatedAt: `2027-03-${day}T09:00:00.000Z`,
    excerpt: `About post ${day}`,
    coverSrc: `https://images.example/${day}.jpg`,
    coverAlt: `Cover ${day}`,
    coverCaption: null,
    readingMinutes: n,
    wordCount: n * 200,
    featured: false,
    authors: [],
    categories: [],
    tags: [],
    body: { type: 'doc', content: [] },
    ...parts,
  };
}

/** Newest first, as the live site gives them. */
const POSTS = [
  post(8, { categories: [CAKES], tags: [RYE] }),
  post(7, { categories: [BREAD], featured: true, authors: [ANNA] }),
  post(6, { categories: [CAKES, BREAD] }),
  post(5, { tags: [RYE], authors: [ANNA] }),
  post(4, { categories: [BREAD], tags: [RYE] }),
  post(3, { featured: true }),
  post(2, { categories: [BREAD] }),
  post(1),
];

function blog(extra: Partial<BlogContext> = {}): BlogContext {
  const byId = new Map(POSTS.map((p) => [p.id, p]));
  return {
    latest: POSTS,
    postHref: (id) => byId.get(id)?.href ?? null,
    showReadingTime: true,
    ...extra,
  };
}

function context(mode: RenderMode = 'live', blogContext: BlogContext | null = blog()) {
  const ctx: RenderContext = {
    mode,
    siteName: 'Bakery',
    pages: [{ id: PAGE, name: 'Home', slug: 'home', isHome: true }],
    currentPageId: PAGE,
    pageHref: () => '/',
  };
  return blogContext ? { ...ctx, blog: blogContext } : ctx;
}

function element(type: ElementType, props: Record<string, unknown>, complete = true): ElementData {
  return {
    id: uuid(1),
    pageId: PAGE,
    parentId: null,
    type,
    name: type,
    props: complete ? completeProps(type, props) : props,
    styles: {},
    responsive: {},
    order: 0,
    isVisible: true,
  } as ElementData;
}

const draw = (el: ElementData, ctx: RenderContext = context()) =>
  renderToStaticMarkup(<ElementTree elements={[el]} ctx={ctx} rootFor={() => ({})} />);

const grid = (props: Record<string, unknown>, ctx?: RenderContext) =>
  draw(element('BLOG_GRID', props), ctx);

/** The titles of the cards drawn, in order. */
const titles = (html: string) =>
  [...html.matchAll(/class="t-post-card-title"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);

describe('a blog grid’s source', () => {
  it('shows the newest posts, as many as its limit', () => {
    expect(titles(grid({ source: 'latest', limit: 3 }))).toEqual(['Post 08', 'Post 07', 'Post 06']);
  });

  it('shows only the posts of the chosen category, tag or author, newest first', () => {
    const category = grid({ source: 'category', categoryId: BREAD.id, limit: 10 });
    expect(titles(category)).toEqual(['Post 07', 'Post 06', 'Post 04', 'Post 02']);
    expect(titles(grid({ source: 'category', categoryId: BREAD.id, limit: 2 }))).toEqual([
      'Post 07',
      'Post 06',
    ]);
    expect(titles(grid({ source: 'tag', tagId: RYE.id }))).toEqual([
      'Post 08',
      'Post 05',
      'Post 04',
    ]);
    expect(titles(grid({ source: 'author', authorId: ANNA.id }))).toEqual(['Post 07', 'Post 05']);
  });

  it('shows the featured posts', () => {
    expect(titles(grid({ source: 'featured' }))).toEqual(['Post 07', 'Post 03']);
  });

  it('shows the posts related to the post of the address, always in the same order', () => {
    const shown = { post: POSTS[4]!, previous: null, next: null };
    const html = grid({ source: 'related', limit: 3 }, context('live', blog({ shown })));
    // Post 04 (Bread, Rye): Post 07 and 02 share its first category as theirs, 08 and 05 its tag.
    expect(titles(html)).toEqual(['Post 07', 'Post 02', 'Post 08']);
    expect(titles(grid({ source: 'related', limit: 3 }, context('live', blog({ shown }))))).toEqual(
      titles(html),
    );
    expect(relatedPostViews(POSTS, POSTS[4]!.id, 6).map((p) => p.title)).toEqual([
      'Post 07',
      'Post 02',
      'Post 08',
      'Post 06',
      'Post 05',
      'Post 03',
    ]);
    expect(relatedPostViews([...POSTS].reverse().reverse(), POSTS[4]!.id, 3)).toEqual(
      relatedPostViews(POSTS, POSTS[4]!.id, 3),
    );
  });

  it('ranks related posts for a post shown in the builder that visitors cannot see yet', () => {
    const draft = post(9, { categories: [CAKES], marker: 'Draft' });
    const shown = { post: draft, previous: null, next: null };
    const html = grid({ source: 'related', limit: 2 }, context('editor', blog({ shown })));
    expect(titles(html)).toEqual(['Post 08', 'Post 06']);
  });

  it('shows nothing live where it cannot choose: no post at the address, no term chosen', () => {
    expect(grid({ source: 'related' })).toBe('');
    expect(grid({ source: 'category', categoryId: null })).toBe('');
    expect(grid({ source: 'tag', tagId: uuid(999) })).toBe('');
  });

  it('says in the builder what it will show where it cannot show it yet', () => {
    const related = grid({ source: 'related' }, context('editor'));
    expect(related).toContain('t-design-time');
    expect(related).toContain('related to it by category and tags');
    expect(grid({ source: 'category' }, context('editor'))).toContain(
      'Choose a category in the properties',
    );
  });

  it('draws a grid saved before sources existed as the newest posts with every default part', () => {
    const html = draw(element('BLOG_GRID', { columns: 2, limit: 2 }, false));
    expect(titles(html)).toEqual(['Post 08', 'Post 07']);
    expect(html).toContain('<figure class="t-post-card-cover">');
    expect(html).toContain('About post 08');
    expect(html).toContain('8 min read');
  });
});

describe('a blog grid on the blog’s own page', () => {
  const listing: BlogListing = {
    posts: POSTS.slice(0, 3),
    page: 1,
    pages: 3,
    newerHref: null,
    olderHref: '/blog/page/2',
  };
  const onIndex = () => context('live', blog({ listing }));

  it('lists the address’s posts with links to older ones when split into pages', () => {
    const html = grid({ source: 'latest', limit: 1 }, onIndex());
    expect(titles(html)).toEqual(['Post 08', 'Post 07', 'Post 06']);
    expect(html).toContain('href="/blog/page/2" rel="next"');
  });

  it('is a fixed list of its limit when not split into pages', () => {
    const html = grid({ source: 'latest', limit: 2, pagination: false }, onIndex());
    expect(titles(html)).toEqual(['Post 08', 'Post 07']);
    expect(html).not.toContain('Older posts');
  });

  it('keeps other sources to their own posts there', () => {
    expect(titles(grid({ source: 'featured' }, onIndex()))).toEqual(['Post 07', 'Post 03']);
  });
});

describe('a blog grid’s look', () => {
  it('lays posts out as a list, one under another', () => {
    const html = grid({ layout: 'list', columns: 3 });
    expect(html).toMatch(/class="t-blog-grid t-blog-list"/);
    expect(html).toContain('--t-columns:1');
    expect(grid({ layout: 'grid', columns: 4 })).toContain('--t-columns:4');
  });

  it('shows only the parts switched on', () => {
    const bare = grid({
      limit: 1,
      showCover: false,
      showExcerpt: false,
      showDate: false,
      showReadingTime: false,
    });
    expect(titles(bare)).toEqual(['Post 08']);
    expect(bare).not.toContain('<figure');
    expect(bare).not.toContain('About post 08');
    expect(bare).not.toContain('<time');
    expect(bare).not.toContain('min read');
    expect(bare).not.toContain('t-post-meta');

    const full = grid({
      source: 'author',
      authorId: ANNA.id,
      showAuthor: true,
      showCategories: true,
    });
    expect(full).toContain('by <span class="t-post-terms" aria-label="Authors">');
    expect(full).toContain('<a href="/blog/author/anna">Anna</a>');
    expect(full).toContain('<a href="/blog/category/bread">Bread</a>');
    expect(full).toContain('<time dateTime="2027-03-07T09:00:00.000Z">');
  });

  it('leaves the reading time out when the blog does not show it', () => {
    const html = grid({ limit: 1 }, context('live', blog({ showReadingTime: false })));
    expect(html).not.toContain('min read');
  });
});

describe('a blog card', () => {
  const draft = post(9, { title: 'Not yet', marker: 'Draft' });

  it('shows a draft chosen in the builder, marked, and nothing of it live', () => {
    const card = element('BLOG_CARD', { postId: draft.id });
    const editor = draw(card, context('editor', blog({ unlisted: [draft] })));
    expect(titles(editor)).toEqual(['Not yet']);
    expect(editor).toContain('<span class="t-post-marker">Draft</span>');
    expect(draw(card)).toBe('');
  });

  it('shows a visible post live, unmarked', () => {
    const html = draw(element('BLOG_CARD', { postId: POSTS[1]!.id }));
    expect(titles(html)).toEqual(['Post 07']);
    expect(html).not.toContain('t-post-marker');
  });
});

describe('a link to a post', () => {
  it('leads to the post’s current address, and is left out while the post is not visible', () => {
    const button = (postId: string) =>
      draw(element('BUTTON', { text: 'Read it', href: `post:${postId}` }));
    expect(button(POSTS[0]!.id)).toContain('href="/blog/post-08"');
    const renamed = blog({ postHref: (id) => (id === POSTS[0]!.id ? '/blog/new-name' : null) });
    expect(
      draw(
        element('BUTTON', { text: 'Read it', href: `post:${POSTS[0]!.id}` }),
        context('live', renamed),
      ),
    ).toContain('href="/blog/new-name"');
    expect(button(uuid(999))).toBe('');
    expect(
      draw(
        element('BUTTON', { text: 'Read', href: `post:${POSTS[0]!.id}` }),
        context('live', null),
      ),
    ).toBe('');
  });
});
