import { describe, expect, it } from 'vitest';
import { deadEnds, type DeadEndElement } from './dead-ends.ts';
import { linkProblem, parseLink, postLink, resolveLink } from './links.ts';
import { completeProps } from './props.ts';
import { rankRelatedPosts } from '../blog/related-posts.ts';

const HOME = '00000000-0000-4000-8000-0000000000a1';
const SHOWN = '00000000-0000-4000-8000-0000000000b1';
const DRAFT = '00000000-0000-4000-8000-0000000000b2';
const BREAD = '00000000-0000-4000-8000-0000000000c1';

let order = 0;
const el = (id: string, type: string, props: Record<string, unknown>): DeadEndElement => ({
  id,
  type,
  name: id,
  props,
  parentId: null,
  order: order++,
  isVisible: true,
});

describe('post links', () => {
  it('reads `post:{id}` as a link to a post, and refuses one without a post id', () => {
    expect(parseLink(postLink(SHOWN.toUpperCase()))).toEqual({ kind: 'post', postId: SHOWN });
    expect(linkProblem(`post:${SHOWN}`)).toBeNull();
    expect(linkProblem('post:bread')).toBe('must name a post of this site');
    expect(linkProblem('post:')).toBe('must name a post of this site');
  });

  it('is accepted wherever element links are stored', () => {
    expect(completeProps('BUTTON', { href: `post:${SHOWN}` }).href).toBe(`post:${SHOWN}`);
    const menu = { links: [{ label: 'Our story', href: `post:${SHOWN}` }] };
    expect(completeProps('NAVBAR', menu).links).toEqual(menu.links);
    expect(() => completeProps('BUTTON', { href: 'post:nope' })).toThrow(/post of this site/);
  });

  it('resolves to the address the post has now, or to nothing', () => {
    const href = (id: string) => (id === SHOWN ? '/blog/renamed' : null);
    expect(resolveLink(`post:${SHOWN}`, [], () => '/', href)).toBe('/blog/renamed');
    expect(resolveLink(`post:${DRAFT}`, [], () => '/', href)).toBeNull();
    expect(resolveLink(`post:${SHOWN}`, [], () => '/')).toBeNull();
  });
});

describe('dead ends of the blog', () => {
  const blog = { visiblePostIds: new Set([SHOWN]) };
  const page = (elements: DeadEndElement[]) => [{ id: HOME, name: 'Home', elements }];

  it('names links to posts visitors cannot see, and blog cards without a visible post', () => {
    const found = deadEnds(
      page([
        el('b1', 'BUTTON', { text: 'Read', href: `post:${DRAFT}` }),
        el('b2', 'BUTTON', { text: 'Read more', href: `post:${SHOWN}` }),
        el('n1', 'NAVBAR', { links: [{ label: 'News', href: `post:${DRAFT}` }] }),
        el('c1', 'BLOG_CARD', { postId: null }),
        el('c2', 'BLOG_CARD', { postId: DRAFT }),
        el('c3', 'BLOG_CARD', { postId: SHOWN }),
        el('g1', 'BLOG_GRID', { source: 'category', categoryId: null }),
        el('g2', 'BLOG_GRID', { source: 'category', categoryId: BREAD }),
        el('g3', 'BLOG_GRID', { source: 'latest' }),
      ]),
      blog,
    );
    expect(found.map((d) => [d.elementId, d.kind])).toEqual([
      ['b1', 'hidden-post'],
      ['n1', 'hidden-post'],
      ['c1', 'empty-post'],
      ['c2', 'empty-post'],
      ['g1', 'empty-post'],
    ]);
    expect(found.map((d) => d.description)).toEqual([
      'Button "Read" on Home leads to a post visitors cannot see yet',
      'A link on Home leads to a post visitors cannot see yet',
      'Blog card on Home has no post chosen',
      'Blog card on Home shows a post visitors cannot see yet',
      'Blog grid on Home has no category chosen',
    ]);
  });

  it('leaves post links alone when the blog is not known', () => {
    const found = deadEnds(page([el('b1', 'BUTTON', { text: 'Read', href: `post:${DRAFT}` })]));
    expect(found).toEqual([]);
  });
});

describe('related posts', () => {
  const posts = [
    { id: 'p5', categoryIds: ['cakes'], tagIds: ['rye'] },
    { id: 'p4', categoryIds: ['bread'], tagIds: [] },
    { id: 'p3', categoryIds: ['cakes', 'bread'], tagIds: [] },
    { id: 'p2', categoryIds: [], tagIds: [] },
    { id: 'p1', categoryIds: ['bread'], tagIds: ['rye'] },
  ];
  const ranked = (id: string, limit = 4) =>
    rankRelatedPosts(posts, id, limit, (p) => p).map((p) => p.id);

  it('ranks the same first category, then other shared terms, the newer first, then the newest', () => {
    expect(ranked('p1')).toEqual(['p4', 'p5', 'p3', 'p2']);
    expect(ranked('p1', 2)).toEqual(['p4', 'p5']);
    expect(ranked('p3')).toEqual(['p5', 'p4', 'p1', 'p2']);
  });

  it('gives the same order every time and nothing for a post it does not know', () => {
    expect(ranked('p1')).toEqual(ranked('p1'));
    expect(ranked('nope')).toEqual([]);
  });
});
