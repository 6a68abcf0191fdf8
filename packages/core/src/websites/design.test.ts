import { describe, expect, it } from 'vitest';
import { pageLink, postLink } from '../elements/links.ts';
import type { ElementData } from '../types.ts';
import { applyDesignSchema, elementsMovedIn, freePageSlug } from './design.ts';

const THEIRS = {
  prices: '11111111-1111-4111-8111-111111111111',
  team: '22222222-2222-4222-8222-222222222222',
};
const OURS = { prices: '33333333-3333-4333-8333-333333333333' };
const POST = '44444444-4444-4444-8444-444444444444';

const element = (
  id: string,
  type: string,
  props: Record<string, unknown>,
  parentId: string | null = null,
  order = 0,
): ElementData => ({
  id,
  pageId: 'their-page',
  parentId,
  type,
  name: type,
  props,
  styles: {},
  responsive: {},
  order,
  isVisible: true,
});

function counter() {
  let n = 0;
  return () => `new-${++n}`;
}

describe('elementsMovedIn', () => {
  const pages = new Map([[THEIRS.prices, OURS.prices]]);

  it('points page links at the pages the map gives, keeping the anchor', () => {
    const { elements, droppedLinks } = elementsMovedIn(
      [element('a', 'BUTTON', { text: 'Book', href: pageLink(THEIRS.prices, 'book') })],
      'our-page',
      pages,
      counter(),
    );
    expect(elements).toEqual([
      {
        ...element('new-1', 'BUTTON', { text: 'Book', href: pageLink(OURS.prices, 'book') }),
        pageId: 'our-page',
      },
    ]);
    expect(droppedLinks).toBe(0);
  });

  it('drops links to missing pages and posts: a list item goes, a picture keeps itself', () => {
    const { elements, droppedLinks } = elementsMovedIn(
      [
        element('nav', 'NAVBAR', {
          brand: 'Juniper',
          links: [
            { label: 'Prices', href: pageLink(THEIRS.prices) },
            { label: 'Team', href: pageLink(THEIRS.team) },
            { label: 'News', href: postLink(POST) },
            { label: 'Map', href: 'https://example.com/map' },
          ],
        }),
        element('img', 'IMAGE', { src: '/_media/ab/cd/x.png', href: pageLink(THEIRS.team) }),
      ],
      'our-page',
      pages,
      counter(),
    );
    expect(elements[0]!.props.links).toEqual([
      { label: 'Prices', href: pageLink(OURS.prices) },
      { label: 'Map', href: 'https://example.com/map' },
    ]);
    expect(elements[1]!.props).toEqual({ src: '/_media/ab/cd/x.png', href: '' });
    expect(droppedLinks).toBe(3);
  });

  it('removes a button that was only a dropped link, with dense orders after it', () => {
    const { elements } = elementsMovedIn(
      [
        element('col', 'COLUMN', {}),
        element('b1', 'BUTTON', { text: 'Team', href: pageLink(THEIRS.team) }, 'col', 0),
        element('t', 'TEXT', { text: 'Hello' }, 'col', 1),
        element('b2', 'BUTTON', { text: 'Prices', href: pageLink(THEIRS.prices) }, 'col', 2),
      ],
      'our-page',
      pages,
      counter(),
    );
    const column = elements.find((e) => e.type === 'COLUMN')!;
    const children = elements.filter((e) => e.parentId === column.id);
    expect(children.map((e) => [e.type, e.order])).toEqual([
      ['TEXT', 0],
      ['BUTTON', 1],
    ]);
    expect(children.every((e) => e.pageId === 'our-page')).toBe(true);
  });
});

describe('freePageSlug', () => {
  it('takes the slug, else the first free numbered one', () => {
    expect(freePageSlug('prices', new Set(['home']))).toBe('prices');
    expect(freePageSlug('prices', new Set(['prices', 'prices-2']))).toBe('prices-3');
    const long = 'a'.repeat(80);
    expect(freePageSlug(long, new Set([long]))).toBe(`${'a'.repeat(78)}-2`);
  });
});

describe('applyDesignSchema', () => {
  it('needs at least one known part and keeps them in a fixed order, once each', () => {
    expect(
      applyDesignSchema.parse({ templateId: 'salon', parts: ['footer', 'theme', 'footer'] }),
    ).toEqual({ templateId: 'salon', parts: ['theme', 'footer'] });
    expect(applyDesignSchema.safeParse({ templateId: 'salon', parts: [] }).success).toBe(false);
    expect(applyDesignSchema.safeParse({ templateId: 'salon', parts: ['pages'] }).success).toBe(
      false,
    );
    expect(applyDesignSchema.safeParse({ templateId: '', parts: ['theme'] }).success).toBe(false);
  });
});
