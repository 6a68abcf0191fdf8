import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PostBody } from '@tessera/core';
import type { BlogContext, BlogPostView, RenderContext } from '../index.ts';
import { PostBodyView } from './post-body-view.tsx';
import { PostArticle } from './post-views.tsx';

const PAGE_ID = '11111111-1111-4111-8111-111111111111';
const POST_ID = '22222222-2222-4222-8222-222222222222';
const GONE_ID = '33333333-3333-4333-8333-333333333333';

function context(extra: Partial<RenderContext> = {}, blog: Partial<BlogContext> = {}) {
  return {
    mode: 'live',
    siteName: 'Corner Bakery',
    pages: [{ id: PAGE_ID, name: 'About', slug: 'about', isHome: false }],
    currentPageId: null,
    pageHref: (page) => `/${page.slug}`,
    responsiveImage: (src) =>
      src === '/_media/bread.jpg'
        ? {
            width: 1600,
            height: 900,
            alt: 'Library alt',
            sources: [{ type: 'image/avif', srcSet: '/_media/bread-640.avif 640w' }],
          }
        : undefined,
    blog: {
      latest: [],
      postHref: (id) => (id === POST_ID ? '/blog/sourdough' : null),
      showReadingTime: true,
      ...blog,
    },
    ...extra,
  } satisfies RenderContext;
}

const draw = (body: unknown, ctx: RenderContext = context()) =>
  renderToStaticMarkup(<PostBodyView body={body} ctx={ctx} />);

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, marks });

const BODY = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Why rye?')] },
    {
      type: 'paragraph',
      content: [
        text('Bold', [{ type: 'bold' }]),
        { type: 'hardBreak' },
        text('about', [{ type: 'link', attrs: { href: `page:${PAGE_ID}` } }]),
        text(' post', [{ type: 'link', attrs: { href: `post:${POST_ID}` } }]),
        text(' gone', [{ type: 'link', attrs: { href: `post:${GONE_ID}` } }]),
        text(' out', [
          { type: 'link', attrs: { href: 'https://example.com/x' } },
          { type: 'italic' },
        ]),
      ],
    },
    {
      type: 'bulletList',
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('one')] }] }],
    },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('three')] }] }],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [text('Quoted')] }] },
    { type: 'codeBlock', attrs: { language: 'js' }, content: [text('a < b && c')] },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { src: '/_media/bread.jpg', alt: 'A loaf on a board' } },
    { type: 'videoEmbed', attrs: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
    { type: 'heading', attrs: { level: 3 }, content: [text('Why rye?')] },
  ],
};

describe('a post body', () => {
  it('draws each node as its semantic element', () => {
    const html = draw(BODY);
    expect(html).toContain('<h2 id="why-rye">Why rye?</h2>');
    expect(html).toContain('<h3 id="why-rye-2">Why rye?</h3>');
    expect(html).toContain('<strong>Bold</strong><br/>');
    expect(html).toContain('<a href="/about">about</a>');
    expect(html).toContain('<a href="/blog/sourdough"> post</a>');
    // A post that is not visible is no link, only its text.
    expect(html).toContain(' gone');
    expect(html).not.toContain(GONE_ID);
    expect(html).toContain('<a href="https://example.com/x" rel="noopener"><em> out</em></a>');
    expect(html).toContain('<ul><li><p>one</p></li></ul>');
    expect(html).toContain('<ol start="3"><li><p>three</p></li></ol>');
    expect(html).toContain('<blockquote><p>Quoted</p></blockquote>');
    expect(html).toContain('<pre><code class="language-js">a &lt; b &amp;&amp; c</code></pre>');
    expect(html).toContain('<hr/>');
    expect(html).toMatch(
      /<figure class="t-post-figure"><picture><source type="image\/avif" srcSet="\/_media\/bread-640.avif 640w"[^>]*\/><img[^>]*alt="A loaf on a board"[^>]*width="1600" height="900"/,
    );
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });

  it('writes text as text, never as markup', () => {
    const html = draw({
      type: 'doc',
      content: [{ type: 'paragraph', content: [text('<script>alert(1)</script>')] }],
    });
    expect(html).toBe(
      '<div class="t-post-body"><p>&lt;script&gt;alert(1)&lt;/script&gt;</p></div>',
    );
  });

  it('draws nothing of a stored body the schema refuses (a row written around the API)', () => {
    const unsafe = [
      { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] },
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])],
          },
        ],
      },
      {
        type: 'doc',
        content: [{ type: 'image', attrs: { src: '/x.png', alt: 'x', onerror: 'alert(1)' } }],
      },
      '<p onclick="x">hi</p>',
      null,
    ];
    for (const body of unsafe) {
      const html = draw(body);
      expect(html).toBe('<div class="t-post-body"></div>');
    }
  });

  it('writes site addresses absolute for a feed', () => {
    const html = draw(BODY, context({}, { origin: 'https://bakery.example' }));
    expect(html).toContain('href="https://bakery.example/about"');
    expect(html).toContain('href="https://bakery.example/blog/sourdough"');
    expect(html).toContain('src="https://bakery.example/_media/bread.jpg"');
  });
});

describe('a post on its page', () => {
  const post: BlogPostView = {
    id: POST_ID,
    title: 'Sourdough <basics>',
    slug: 'sourdough',
    href: '/blog/sourdough',
    publishedAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    excerpt: 'All about it',
    coverSrc: '/_media/bread.jpg',
    coverAlt: 'A loaf',
    coverCaption: 'Fresh',
    readingMinutes: 4,
    wordCount: 900,
    featured: false,
    authors: [{ id: 'a1', slug: 'anna', name: 'Anna', href: '/blog/author/anna' }],
    categories: [{ id: 'c1', slug: 'bread', name: 'Bread', href: '/blog/category/bread' }],
    tags: [{ id: 't1', slug: 'rye', name: 'rye', href: '/blog/tag/rye' }],
    body: BODY as PostBody,
  };

  it('is an article with its title, time, authors, cover, body, tags and neighbours', () => {
    const html = renderToStaticMarkup(
      <PostArticle
        shown={{ post, previous: { ...post, title: 'Older', href: '/blog/older' }, next: null }}
        ctx={context()}
        showReadingTime
      />,
    );
    expect(html).toMatch(/^<article class="t-post">/);
    expect(html).toContain('<h1>Sourdough &lt;basics&gt;</h1>');
    expect(html).toContain('<time dateTime="2026-03-01T10:00:00.000Z">March 1, 2026</time>');
    expect(html).toContain('<a href="/blog/author/anna">Anna</a>');
    expect(html).toContain('4 min read');
    expect(html).toMatch(/<figure class="t-post-cover"><picture>.*<img[^>]*alt="A loaf"/);
    expect(html).toContain('<figcaption>Fresh</figcaption>');
    expect(html).toContain('<a href="/blog/tag/rye">rye</a>');
    expect(html).toContain('href="/blog/older" rel="prev"');
  });
});
