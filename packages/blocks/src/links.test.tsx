import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { completeProps, type ElementData, type ElementType } from '@tessera/core';
import { ElementTree } from './element-tree.tsx';
import type { RenderContext, RenderMode, SitePage } from './types.ts';

const HOME = '11111111-1111-4111-8111-111111111111';
const CONTACT = '22222222-2222-4222-8222-222222222222';
const GONE = '33333333-3333-4333-8333-333333333333';

const sitePages = (contactSlug = 'contact'): SitePage[] => [
  { id: HOME, name: 'Home', slug: 'home', isHome: true },
  { id: CONTACT, name: 'Contact', slug: contactSlug, isHome: false },
];

function context(mode: RenderMode = 'live', pages = sitePages()): RenderContext {
  return {
    mode,
    siteName: 'Bakery',
    pages,
    currentPageId: HOME,
    pageHref: (page) => (page.isHome ? '/' : `/${page.slug}`),
  };
}

let nextId = 0;
function element(
  type: ElementType,
  props: Record<string, unknown>,
  parentId: string | null = null,
) {
  nextId += 1;
  const id = `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`;
  return {
    id,
    pageId: HOME,
    parentId,
    type,
    name: type,
    props: completeProps(type, props),
    styles: {},
    responsive: {},
    order: 0,
    isVisible: true,
  } as ElementData;
}

const draw = (elements: ElementData[], ctx = context()) =>
  renderToStaticMarkup(<ElementTree elements={elements} ctx={ctx} rootFor={() => ({})} />);

/** Whether the markup holds an `<a>` (not `<article>`). */
const hasAnchor = (html: string) => /<a[\s>]/.test(html);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe('links in blocks', () => {
  it('draws a button’s page link as the page’s address, which follows a new slug', () => {
    const button = element('BUTTON', { text: 'Write to us', href: `page:${CONTACT}` });
    expect(hrefs(draw([button]))).toEqual(['/contact']);
    expect(hrefs(draw([button], context('live', sitePages('get-in-touch'))))).toEqual([
      '/get-in-touch',
    ]);
    const preview: RenderContext = {
      ...context('preview'),
      pageHref: (page) => `/preview/w/frame?page=${page.id}`,
    };
    expect(hrefs(draw([button], preview))).toEqual([`/preview/w/frame?page=${CONTACT}`]);
  });

  it('draws a link to a section of a page with its anchor', () => {
    const button = element('BUTTON', { href: `page:${CONTACT}#opening-hours` });
    expect(hrefs(draw([button]))).toEqual(['/contact#opening-hours']);
  });

  it('draws no link at all for a page that no longer exists', () => {
    // A button that goes nowhere is left out of a live page, never drawn as a dead one.
    const button = element('BUTTON', { text: 'Book', href: `page:${GONE}` });
    const html = draw([button]);
    expect(html).not.toContain('Book');
    expect(hasAnchor(html)).toBe(false);
    const image = element('IMAGE', { src: '/_media/a.jpg', alt: 'Cake', href: `page:${GONE}` });
    expect(hasAnchor(draw([image]))).toBe(false);
    const grid = element('PORTFOLIO_GRID', {
      items: [{ image: '', title: 'Cakes', description: '', href: `page:${GONE}` }],
    });
    expect(hasAnchor(draw([grid]))).toBe(false);
  });

  it('keeps typed addresses as they were', () => {
    const button = element('BUTTON', { href: '/contact' });
    const image = element('IMAGE', { src: '/_media/a.jpg', alt: 'Cake', href: 'https://x.com' });
    const item = element('PORTFOLIO_ITEM', { href: 'mailto:a@b.co' });
    expect(hrefs(draw([button, image, item]))).toEqual([
      '/contact',
      'https://x.com',
      'mailto:a@b.co',
    ]);
  });

  it('resolves navbar and menu links, drops those to missing pages and marks the current one', () => {
    const links = [
      { label: 'Home', href: `page:${HOME}` },
      { label: 'Gone', href: `page:${GONE}` },
      { label: 'Hours', href: `page:${CONTACT}#opening-hours` },
      { label: 'Shop', href: 'https://shop.example.com' },
    ];
    for (const type of ['NAVBAR', 'MENU'] as const) {
      const html = draw([element(type, { links })]);
      expect(html).not.toContain('Gone');
      // The row and the phone menu hold the same links.
      const shown = type === 'NAVBAR' ? hrefs(html).slice(1) : hrefs(html);
      expect(shown).toEqual([
        ...['/', '/contact#opening-hours', 'https://shop.example.com'],
        ...['/', '/contact#opening-hours', 'https://shop.example.com'],
      ]);
      expect(html).toMatch(/<a href="\/" aria-current="page">Home<\/a>/);
    }
  });

  it('lists the site’s pages when every link of a navbar leads to a missing page', () => {
    const html = draw([element('NAVBAR', { links: [{ label: 'Gone', href: `page:${GONE}` }] })]);
    expect(html).not.toContain('Gone');
    expect(html).toContain('>Contact</a>');
  });

  it('gives a section its anchor as its id, outside the builder canvas', () => {
    const section = element('SECTION', { anchor: 'opening-hours' });
    expect(draw([section])).toContain('<section id="opening-hours"');
    expect(draw([section], context('preview'))).toContain('id="opening-hours"');
    expect(draw([section], context('editor'))).not.toContain('id=');
    expect(draw([element('SECTION', {})])).not.toContain('id=');
  });
});
