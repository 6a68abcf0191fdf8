import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { ELEMENT_CATALOGUE } from './catalogue.ts';
import {
  categoryOf,
  ELEMENT_CATEGORIES,
  ELEMENT_TYPES,
  ELEMENT_TYPES_BY_CATEGORY,
  isElementType,
  type ElementType,
} from './element-types.ts';
import { completeProps, propsSchemaFor } from './props.ts';
import { stylesSchema } from './styles.ts';

const PRODUCT_ID = '3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b';

/** The first message the props schema gives, keyed by its path; null when the props are valid. */
function problemOf(type: ElementType, props: unknown): Record<string, string> | null {
  const result = propsSchemaFor(type).safeParse(props);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { [issue.path.join('.')]: issue.message };
}

const LINK_MESSAGE = 'must be a web address (https://...), mailto:, tel: or a path on this site';

describe('element types', () => {
  it('has the 36 types of the spec, each once, in palette order', () => {
    expect(ELEMENT_TYPES).toHaveLength(36);
    expect(new Set(ELEMENT_TYPES).size).toBe(36);
    expect(ELEMENT_TYPES.slice(0, 7)).toEqual([
      'SECTION',
      'CONTAINER',
      'ROW',
      'COLUMN',
      'SPACER',
      'DIVIDER',
      'HEADING',
    ]);
    expect(ELEMENT_CATEGORIES.map((c) => c.id)).toEqual(Object.keys(ELEMENT_TYPES_BY_CATEGORY));
  });

  it('recognises element types', () => {
    expect(isElementType('HEADING')).toBe(true);
    expect(isElementType('heading')).toBe(false);
    expect(isElementType('MARQUEE')).toBe(false);
    expect(isElementType(3)).toBe(false);
    expect(isElementType(undefined)).toBe(false);
  });

  it('finds the category of each type', () => {
    expect(categoryOf('ROW')).toBe('layout');
    expect(categoryOf('BUTTON')).toBe('content');
    expect(categoryOf('RADIO')).toBe('form');
    expect(categoryOf('BREADCRUMB')).toBe('navigation');
    expect(categoryOf('CHECKOUT')).toBe('ecommerce');
    expect(categoryOf('BOOKING_FORM')).toBe('booking');
    expect(categoryOf('BLOG_CARD')).toBe('blog');
    expect(categoryOf('PORTFOLIO_ITEM')).toBe('portfolio');
    expect(categoryOf('CODE')).toBe('other');
    expect(() => categoryOf('MARQUEE' as ElementType)).toThrow('Unknown element type MARQUEE');
  });
});

describe('ELEMENT_CATALOGUE', () => {
  it('has an entry for every type and nothing else', () => {
    expect(Object.keys(ELEMENT_CATALOGUE).sort()).toEqual([...ELEMENT_TYPES].sort());
  });

  it.each(ELEMENT_TYPES)('describes %s fully', (type) => {
    const meta = ELEMENT_CATALOGUE[type];
    expect(meta.type).toBe(type);
    expect(meta.label.trim().length).toBeGreaterThan(0);
    expect(meta.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const category = Object.entries(ELEMENT_TYPES_BY_CATEGORY).find(([, types]) =>
      (types as readonly string[]).includes(type),
    )![0];
    expect(meta.category).toBe(category);
  });

  it.each(ELEMENT_TYPES)('gives %s default props that pass its own schema', (type) => {
    const { defaultProps, fields } = ELEMENT_CATALOGUE[type];
    expect(problemOf(type, defaultProps)).toBeNull();
    expect(Object.keys(defaultProps).sort()).toEqual(Object.keys(fields).sort());
  });

  it.each(ELEMENT_TYPES)('gives %s default styles that pass the style rules', (type) => {
    expect(stylesSchema.safeParse(ELEMENT_CATALOGUE[type].defaultStyles).success).toBe(true);
  });

  it('uses unique labels', () => {
    const labels = ELEMENT_TYPES.map((type) => ELEMENT_CATALOGUE[type].label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('uses the spec’s defaults', () => {
    expect(ELEMENT_CATALOGUE.HEADING.defaultProps.text).toBe('Your headline');
    expect([1, 2, 3, 4]).toContain(ELEMENT_CATALOGUE.HEADING.defaultProps.level);
    expect(ELEMENT_CATALOGUE.SPACER.defaultProps.height).toBe(20);
    expect(ELEMENT_CATALOGUE.TEXTAREA.defaultProps.rows).toBe(3);
    expect(ELEMENT_CATALOGUE.ICON.defaultProps.size).toBe(24);
    expect(ELEMENT_CATALOGUE.BUTTON.defaultProps.variant).toBe('primary');
  });
});

describe('completeProps', () => {
  it.each(ELEMENT_TYPES)('fills in the defaults of %s from {}', (type) => {
    expect(completeProps(type, {})).toEqual(ELEMENT_CATALOGUE[type].defaultProps);
  });

  it('treats missing props as {}', () => {
    expect(completeProps('SPACER', undefined)).toEqual({ height: 20 });
    expect(completeProps('SPACER', null)).toEqual({ height: 20 });
  });

  it('overlays the given props on the defaults', () => {
    expect(completeProps('HEADING', { text: 'Welcome' })).toEqual({
      text: 'Welcome',
      level: 2,
    });
    expect(completeProps('BUTTON', { variant: 'outline', href: '/contact' })).toEqual({
      text: 'Get started',
      variant: 'outline',
      href: '/contact',
      openInNewTab: false,
    });
  });

  it('drops unknown props', () => {
    expect(
      completeProps('HEADING', { text: 'Hi', onClick: 'alert(1)', dangerouslySetInnerHTML: {} }),
    ).toEqual({ text: 'Hi', level: 2 });
    expect(completeProps('CART', { anything: 1 })).toEqual({});
  });

  it('throws a ZodError for invalid props', () => {
    expect(() => completeProps('HEADING', { level: 5 })).toThrow(ZodError);
    expect(() => completeProps('HEADING', 'text')).toThrow(ZodError);
    expect(() => completeProps('HEADING', [1, 2])).toThrow(ZodError);
  });

  it('returns defaults that share no object or array with the catalogue', () => {
    // Lists such as MENU links must be copies, or editing one element would change every new one.
    const shared: string[] = [];
    const walk = (copy: unknown, original: unknown, path: string) => {
      if (typeof original !== 'object' || original === null) return;
      if (copy === original) shared.push(path);
      for (const [key, value] of Object.entries(original)) {
        walk((copy as Record<string, unknown>)[key], value, `${path}.${key}`);
      }
    };
    for (const type of ELEMENT_TYPES) {
      const props = completeProps(type, {});
      for (const [key, value] of Object.entries(ELEMENT_CATALOGUE[type].defaultProps)) {
        walk(props[key], value, `${type}.${key}`);
      }
    }
    expect(shared).toEqual([]);
  });
});

describe('prop values that are refused', () => {
  it.each([
    ['HEADING', { level: 5 }, { level: 'Level must be one of 1, 2, 3, 4' }],
    ['HEADING', { level: 0 }, { level: 'Level must be one of 1, 2, 3, 4' }],
    ['HEADING', { level: '2' }, { level: 'Level must be one of 1, 2, 3, 4' }],
    ['HEADING', { text: 42 }, { text: 'Text must be text' }],
    ['HEADING', { text: 'x'.repeat(301) }, { text: 'Text must be at most 300 characters' }],
    ['SPACER', { height: -1 }, { height: 'Height must be at least 0' }],
    ['SPACER', { height: 'x' }, { height: 'Height must be a number' }],
    ['SPACER', { height: '20' }, { height: 'Height must be a number' }],
    ['SPACER', { height: 2.5 }, { height: 'Height must be a whole number' }],
    ['SPACER', { height: 2001 }, { height: 'Height must be at most 2000' }],
    ['TEXTAREA', { rows: 0 }, { rows: 'Rows must be at least 1' }],
    ['ICON', { size: 4 }, { size: 'Size must be at least 8' }],
    [
      'BUTTON',
      { variant: 'huge' },
      { variant: 'Variant must be one of primary, secondary, outline' },
    ],
    ['BUTTON', { openInNewTab: 'yes' }, { openInNewTab: 'Open in new tab must be on or off' }],
    ['BUTTON', { href: 'javascript:alert(1)' }, { href: `Link ${LINK_MESSAGE}` }],
    ['BUTTON', { href: 'JavaScript:alert(1)' }, { href: `Link ${LINK_MESSAGE}` }],
    ['BUTTON', { href: '  javascript:alert(1)' }, { href: `Link ${LINK_MESSAGE}` }],
    [
      'BUTTON',
      { href: 'data:text/html,<script>alert(1)</script>' },
      { href: `Link ${LINK_MESSAGE}` },
    ],
    ['BUTTON', { href: 'vbscript:msgbox(1)' }, { href: `Link ${LINK_MESSAGE}` }],
    ['BUTTON', { href: '//evil.com' }, { href: `Link ${LINK_MESSAGE}` }],
    ['BUTTON', { href: 'ftp://files.example.com' }, { href: `Link ${LINK_MESSAGE}` }],
    ['IMAGE', { href: 'javascript:alert(1)' }, { href: `Link ${LINK_MESSAGE}` }],
    [
      'IMAGE',
      { src: 'javascript:alert(1)' },
      { src: 'Image URL must be an http(s) address or a path on this site' },
    ],
    [
      'IMAGE',
      { src: 'data:image/svg+xml,<svg onload=alert(1)>' },
      { src: 'Image URL must be an http(s) address or a path on this site' },
    ],
    [
      'IMAGE',
      { src: 'mailto:a@b.co' },
      { src: 'Image URL must be an http(s) address or a path on this site' },
    ],
    [
      'VIDEO',
      { src: '//evil.com/v.mp4' },
      { src: 'Video URL must be an http(s) address or a path on this site' },
    ],
    [
      'NAVBAR',
      { logoSrc: 'javascript:alert(1)' },
      { logoSrc: 'Logo URL must be an http(s) address or a path on this site' },
    ],
    ['EMBED', { url: 'http://x' }, { url: 'URL must start with https://' }],
    ['EMBED', { url: 'javascript:alert(1)' }, { url: 'URL must start with https://' }],
    ['EMBED', { url: '/local' }, { url: 'URL must start with https://' }],
    [
      'MENU',
      { links: [{ label: 'Home', href: 'javascript:alert(1)' }] },
      { 'links.0.href': `Links link ${LINK_MESSAGE}` },
    ],
    ['MENU', { links: 'Home' }, { links: 'Links must be a list' }],
    [
      'MENU',
      { links: Array.from({ length: 31 }, () => ({ label: 'x', href: '/' })) },
      { links: 'Links: at most 30' },
    ],
    [
      'NAVBAR',
      {
        links: [
          { label: 'Ok', href: '/' },
          { label: 'Bad', href: 'data:text/html,x' },
        ],
      },
      { 'links.1.href': `Links link ${LINK_MESSAGE}` },
    ],
    ['ICON', { name: 'arrow right' }, { name: 'Icon must be an icon name such as star' }],
    ['ICON', { name: 'Star' }, { name: 'Icon must be an icon name such as star' }],
    ['ICON', { name: '<svg>' }, { name: 'Icon must be an icon name such as star' }],
    [
      'ICON',
      { color: 'red; background: url(x)' },
      { color: 'Color must be a colour such as #4f46e5' },
    ],
    ['PRODUCT_CARD', { productId: 'abc' }, { productId: 'Product must be chosen from the list' }],
    ['SERVICE_LIST', { serviceId: 12 }, { serviceId: 'Service must be chosen from the list' }],
    ['SELECT', { options: [1, 2] }, { 'options.0': 'Option must be text' }],
    [
      'PORTFOLIO_GRID',
      { items: [{ image: '/a.png', title: 'A', description: '', href: 'javascript:x' }] },
      { 'items.0.href': `Item link ${LINK_MESSAGE}` },
    ],
    [
      'PORTFOLIO_ITEM',
      { image: 'javascript:alert(1)' },
      { image: 'Image URL must be an http(s) address or a path on this site' },
    ],
    [
      'BUTTON',
      { href: 'page:not-a-page-id' },
      { href: 'Link must name a page of this site, and a section anchor after #' },
    ],
    [
      'MENU',
      { links: [{ label: 'Hours', href: `page:${PRODUCT_ID}#Opening Hours` }] },
      { 'links.0.href': 'Links link must name a page of this site, and a section anchor after #' },
    ],
    [
      'SECTION',
      { anchor: 'Opening hours' },
      {
        anchor:
          'Anchor must be a short name of lowercase letters, digits and single hyphens, such as opening-hours',
      },
    ],
    [
      'SECTION',
      { anchor: '2024' },
      {
        anchor:
          'Anchor must be a short name of lowercase letters, digits and single hyphens, such as opening-hours',
      },
    ],
    ['SECTION', { anchor: 'a'.repeat(61) }, { anchor: 'Anchor must be at most 60 characters' }],
    ['CODE', { code: 'x'.repeat(50_001) }, { code: 'HTML must be at most 50000 characters' }],
    ['MAP', { zoom: 20 }, { zoom: 'Zoom must be at most 19' }],
    ['PRODUCT_GRID', { columns: 7 }, { columns: 'Columns must be at most 6' }],
    [
      'INPUT',
      { type: 'password' },
      { type: 'Type must be one of text, email, tel, number, date, url' },
    ],
  ] as [ElementType, Record<string, unknown>, Record<string, string>][])(
    '%s refuses %j',
    (type, props, expected) => {
      expect(problemOf(type, props)).toEqual(expected);
      expect(() => completeProps(type, props)).toThrow(ZodError);
    },
  );
});

describe('prop values that are accepted', () => {
  it.each([
    '/about',
    '#top',
    'mailto:a@b.co',
    'tel:+1 555 0100',
    'https://x.com',
    'http://x.com/a?b=c',
    `page:${PRODUCT_ID}`,
    `page:${PRODUCT_ID}#opening-hours`,
    '',
  ])('BUTTON href %j', (href) => {
    expect(completeProps('BUTTON', { href }).href).toBe(href);
  });

  it.each(['/media/a.png', 'https://cdn.example.com/a.png', ''])('IMAGE src %j', (src) => {
    expect(completeProps('IMAGE', { src }).src).toBe(src);
  });

  it('accepts every heading level from 1 to 4', () => {
    for (const level of [1, 2, 3, 4]) expect(completeProps('HEADING', { level }).level).toBe(level);
  });

  it('accepts every button variant', () => {
    for (const variant of ['primary', 'secondary', 'outline']) {
      expect(completeProps('BUTTON', { variant }).variant).toBe(variant);
    }
  });

  it('accepts boundary numbers', () => {
    expect(completeProps('SPACER', { height: 0 }).height).toBe(0);
    expect(completeProps('SPACER', { height: 2000 }).height).toBe(2000);
    expect(completeProps('ICON', { size: 256 }).size).toBe(256);
  });

  it('accepts https embeds, lucide icon names, colours and menu links', () => {
    expect(completeProps('EMBED', { url: 'https://www.youtube-nocookie.com/embed/x' }).url).toBe(
      'https://www.youtube-nocookie.com/embed/x',
    );
    expect(completeProps('ICON', { name: 'arrow-right', color: '#fff' })).toMatchObject({
      name: 'arrow-right',
      color: '#fff',
    });
    expect(completeProps('ICON', { color: 'rgb(10, 20, 30)' }).color).toBe('rgb(10, 20, 30)');
    const links = [
      { label: 'About', href: '/about' },
      { label: 'Mail', href: 'mailto:a@b.co' },
    ];
    expect(completeProps('MENU', { links }).links).toEqual(links);
  });

  it('accepts page links wherever a link goes, and a section anchor', () => {
    const toPage = `page:${PRODUCT_ID}`;
    expect(completeProps('IMAGE', { href: toPage }).href).toBe(toPage);
    expect(completeProps('PORTFOLIO_ITEM', { href: toPage }).href).toBe(toPage);
    const links = [{ label: 'Contact', href: `${toPage}#form` }];
    expect(completeProps('NAVBAR', { links }).links).toEqual(links);
    expect(completeProps('MENU', { links }).links).toEqual(links);
    const items = [{ image: '', title: 'A', description: '', href: toPage }];
    expect(completeProps('PORTFOLIO_GRID', { items }).items).toEqual(items);
    expect(completeProps('SECTION', { anchor: 'opening-hours' }).anchor).toBe('opening-hours');
    expect(completeProps('SECTION', {}).anchor).toBe('');
  });

  it('accepts a product uuid or none', () => {
    expect(completeProps('PRODUCT_CARD', { productId: PRODUCT_ID }).productId).toBe(PRODUCT_ID);
    expect(completeProps('PRODUCT_CARD', { productId: null }).productId).toBeNull();
  });

  it('keeps line breaks in text', () => {
    expect(completeProps('TEXT', { text: 'one\ntwo' }).text).toBe('one\ntwo');
  });
});
