import { describe, expect, it } from 'vitest';
import { brokenPageLinks, linksOfElement, withPageLinksMoved } from './element-links.ts';

const CONTACT = '22222222-2222-4222-8222-222222222222';
const GONE = '33333333-3333-4333-8333-333333333333';

describe('linksOfElement', () => {
  it('finds the links of every link field, not media sources', () => {
    expect(linksOfElement('BUTTON', { text: 'Go', href: `page:${CONTACT}` })).toEqual([
      { prop: 'href', link: `page:${CONTACT}` },
    ]);
    expect(linksOfElement('IMAGE', { src: '/_media/a.jpg', href: '/menu' })).toEqual([
      { prop: 'href', link: '/menu' },
    ]);
    expect(
      linksOfElement('NAVBAR', {
        logoSrc: '/_media/logo.png',
        links: [
          { label: 'Home', href: '/' },
          { label: 'Empty', href: '' },
          { label: 'Contact', href: `page:${CONTACT}` },
        ],
      }),
    ).toEqual([
      { prop: 'links', link: '/' },
      { prop: 'links', link: `page:${CONTACT}` },
    ]);
    expect(
      linksOfElement('PORTFOLIO_GRID', {
        items: [{ image: '/_media/a.jpg', title: 'A', description: '', href: `page:${GONE}` }],
      }),
    ).toEqual([{ prop: 'items', link: `page:${GONE}` }]);
  });

  it('finds nothing in elements without links or with odd props', () => {
    expect(linksOfElement('HEADING', { text: `page:${GONE}` })).toEqual([]);
    expect(linksOfElement('BUTTON', { href: '' })).toEqual([]);
    expect(linksOfElement('MENU', { links: 'not a list' })).toEqual([]);
    expect(linksOfElement('MENU', { links: [null, 3, { label: 'x' }] })).toEqual([]);
    expect(linksOfElement('MARQUEE', { href: '/x' })).toEqual([]);
    expect(linksOfElement('BUTTON', null)).toEqual([]);
  });
});

describe('brokenPageLinks', () => {
  const elements = [
    { id: 'b1', type: 'BUTTON', name: 'Book now', props: { href: `page:${GONE}` } },
    { id: 'b2', type: 'BUTTON', name: 'Contact us', props: { href: `page:${CONTACT}#form` } },
    { id: 'b3', type: 'BUTTON', name: 'Old path', props: { href: '/deleted-page' } },
    {
      id: 'm1',
      type: 'MENU',
      name: 'Menu',
      props: {
        links: [
          { label: 'Contact', href: `page:${CONTACT}` },
          { label: 'Hours', href: `page:${GONE}#opening-hours` },
        ],
      },
    },
  ];

  it('lists page links whose page is not among the site’s pages', () => {
    expect(brokenPageLinks(elements, new Set([CONTACT]))).toEqual([
      { elementId: 'b1', elementName: 'Book now', link: `page:${GONE}` },
      { elementId: 'm1', elementName: 'Menu', link: `page:${GONE}#opening-hours` },
    ]);
  });

  it('lists none when every page exists, and leaves typed paths alone', () => {
    expect(brokenPageLinks(elements, new Set([CONTACT, GONE.toUpperCase()]))).toEqual([]);
  });
});

describe('withPageLinksMoved', () => {
  const COPY = '44444444-4444-4444-8444-444444444444';
  const moved = new Map([[CONTACT, COPY]]);

  it('points page links at the moved page, anchors kept, in every link field', () => {
    expect(
      withPageLinksMoved('BUTTON', { text: 'Go', href: `page:${CONTACT}#form` }, moved),
    ).toEqual({ text: 'Go', href: `page:${COPY}#form` });
    expect(
      withPageLinksMoved(
        'MENU',
        {
          links: [
            { label: 'Contact', href: `page:${CONTACT}` },
            { label: 'Old', href: '/contact' },
            { label: 'Other', href: `page:${GONE}` },
          ],
        },
        moved,
      ),
    ).toEqual({
      links: [
        { label: 'Contact', href: `page:${COPY}` },
        { label: 'Old', href: '/contact' },
        { label: 'Other', href: `page:${GONE}` },
      ],
    });
    const item = { image: '', title: 'A', description: '', href: `page:${CONTACT}` };
    expect(withPageLinksMoved('PORTFOLIO_GRID', { items: [item] }, moved)).toEqual({
      items: [{ ...item, href: `page:${COPY}` }],
    });
  });

  it('leaves other props and types alone', () => {
    const heading = { text: `page:${CONTACT}` };
    expect(withPageLinksMoved('HEADING', heading, moved)).toEqual(heading);
    expect(withPageLinksMoved('MARQUEE', heading, moved)).toBe(heading);
  });
});
