import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../validation/fields.ts';
import { ELEMENT_CATALOGUE } from './catalogue.ts';
import {
  createElementSchema,
  elementInputSchema,
  MAX_ELEMENTS_PER_PAGE,
  moveElementSchema,
  savePageSchema,
  updateElementSchema,
} from './element-schema.ts';
import { ELEMENT_TYPES } from './element-types.ts';

/** The `fields` a schema would report for this input, or null when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrors(result.error);
}

/** A valid version-4 UUID numbered n. */
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

describe('elementInputSchema', () => {
  it('fills in the defaults', () => {
    expect(elementInputSchema.parse({ id: uuid(1), type: 'HEADING' })).toEqual({
      id: uuid(1),
      parentId: null,
      type: 'HEADING',
      name: 'Heading',
      props: { text: 'Your headline', level: 2 },
      styles: {},
      responsive: {},
      order: 0,
      isVisible: true,
    });
  });

  it.each(ELEMENT_TYPES)('names a %s after its catalogue label', (type) => {
    expect(elementInputSchema.parse({ id: uuid(1), type }).name).toBe(
      ELEMENT_CATALOGUE[type].label,
    );
  });

  it('trims the name and falls back to the label when it is blank', () => {
    expect(elementInputSchema.parse({ id: uuid(1), type: 'SECTION', name: ' Hero ' }).name).toBe(
      'Hero',
    );
    expect(elementInputSchema.parse({ id: uuid(1), type: 'SECTION', name: '   ' }).name).toBe(
      'Section',
    );
  });

  it('keeps the fields it is given', () => {
    const input = {
      id: uuid(2),
      parentId: uuid(1),
      type: 'BUTTON',
      name: 'Call to action',
      props: { text: 'Book now', href: '/book' },
      styles: { color: '#fff' },
      responsive: { mobile: { width: '100%' } },
      order: 3,
      isVisible: false,
    };
    expect(elementInputSchema.parse(input)).toEqual({
      ...input,
      props: { text: 'Book now', variant: 'primary', href: '/book', openInNewTab: false },
    });
  });

  it('drops unknown props and unknown fields', () => {
    const parsed = elementInputSchema.parse({
      id: uuid(1),
      type: 'SPACER',
      props: { height: 40, onClick: 'x' },
      pageId: uuid(9),
    });
    expect(parsed.props).toEqual({ height: 40 });
    expect(parsed).not.toHaveProperty('pageId');
  });

  it('reports props errors under props', () => {
    expect(
      errorsOf(elementInputSchema, { id: uuid(1), type: 'HEADING', props: { level: 5 } }),
    ).toEqual({ 'props.level': 'Level must be one of 1, 2, 3, 4' });
    expect(
      errorsOf(elementInputSchema, {
        id: uuid(1),
        type: 'MENU',
        props: { links: [{ label: 'x', href: 'javascript:alert(1)' }] },
      }),
    ).toEqual({
      'props.links.0.href':
        'Links link must be a web address (https://...), mailto:, tel: or a path on this site',
    });
  });

  it('refuses non-UUID ids', () => {
    expect(errorsOf(elementInputSchema, { id: 'abc', type: 'SECTION' })).toEqual({
      id: 'Element id must be a UUID',
    });
    expect(errorsOf(elementInputSchema, { type: 'SECTION' })).toEqual({
      id: 'Element id must be a UUID',
    });
    expect(errorsOf(elementInputSchema, { id: uuid(1), parentId: 'temp-1', type: 'TEXT' })).toEqual(
      { parentId: 'Parent id must be a UUID' },
    );
  });

  it('refuses an unknown type, naming it', () => {
    expect(errorsOf(elementInputSchema, { id: uuid(1), type: 'MARQUEE' })).toEqual({
      type: 'Unknown element type "MARQUEE"',
    });
    expect(errorsOf(elementInputSchema, { id: uuid(1), type: 'heading' })).toEqual({
      type: 'Unknown element type "heading"',
    });
  });

  it.each([
    [{ order: -1 }, { order: 'Order cannot be negative' }],
    [{ order: 1.5 }, { order: 'Order must be a whole number' }],
    [{ order: '1' }, { order: 'Order must be a number' }],
    [{ isVisible: 'yes' }, { isVisible: 'isVisible must be true or false' }],
    [{ name: 'x'.repeat(101) }, { name: 'Element name must be at most 100 characters' }],
    [{ name: 5 }, { name: 'Element name must be text' }],
    [
      { styles: { position: 'fixed' } },
      { 'styles.position': 'The style property "position" is not supported' },
    ],
    [{ styles: 'red' }, { styles: 'Styles must be an object of CSS properties' }],
    [
      { responsive: { desktop: {} } },
      { responsive: 'Responsive styles may only hold tablet and mobile overrides' },
    ],
    [
      { responsive: { mobile: { color: '</style>' } } },
      {
        'responsive.mobile.color':
          'The style "color" contains characters or code that are not allowed',
      },
    ],
  ])('refuses %j', (patch, expected) => {
    expect(errorsOf(elementInputSchema, { id: uuid(1), type: 'TEXT', ...patch })).toEqual(expected);
  });
});

describe('savePageSchema', () => {
  it('accepts a page of elements and an optional version', () => {
    const parsed = savePageSchema.parse({
      elements: [
        { id: uuid(1), type: 'SECTION' },
        { id: uuid(2), parentId: uuid(1), type: 'CONTAINER' },
      ],
      version: 3,
    });
    expect(parsed.elements.map((e) => e.name)).toEqual(['Section', 'Container']);
    expect(parsed.version).toBe(3);
    expect(savePageSchema.parse({ elements: [] })).toEqual({ elements: [] });
  });

  it('reports errors with the element’s index in the path', () => {
    expect(
      errorsOf(savePageSchema, {
        elements: [
          { id: uuid(1), type: 'HEADING', props: { level: 5 } },
          { id: 'nope', type: 'TEXT' },
          { id: uuid(3), type: 'SPACER', props: { height: -1 } },
          { id: uuid(4), type: 'BLINK' },
        ],
      }),
    ).toEqual({
      'elements.0.props.level': 'Level must be one of 1, 2, 3, 4',
      'elements.1.id': 'Element id must be a UUID',
      'elements.2.props.height': 'Height must be at least 0',
      'elements.3.type': 'Unknown element type "BLINK"',
    });
  });

  it('refuses a missing or non-list elements', () => {
    expect(errorsOf(savePageSchema, {})).toEqual({ elements: 'Elements must be a list' });
    expect(errorsOf(savePageSchema, { elements: {} })).toEqual({
      elements: 'Elements must be a list',
    });
  });

  it('refuses a bad version', () => {
    expect(errorsOf(savePageSchema, { elements: [], version: -1 })).toHaveProperty('version');
    expect(errorsOf(savePageSchema, { elements: [], version: 1.5 })).toHaveProperty('version');
  });

  it(`takes up to ${MAX_ELEMENTS_PER_PAGE} elements and refuses more`, () => {
    expect(MAX_ELEMENTS_PER_PAGE).toBe(5000);
    const elements = Array.from({ length: MAX_ELEMENTS_PER_PAGE + 1 }, (_, i) => ({
      id: uuid(i + 1),
      type: 'SECTION',
      order: i,
    }));
    expect(
      errorsOf(savePageSchema, { elements: elements.slice(0, MAX_ELEMENTS_PER_PAGE) }),
    ).toBeNull();
    expect(errorsOf(savePageSchema, { elements })).toEqual({
      elements: 'A page can hold at most 5000 elements',
    });
  });
});

describe('createElementSchema', () => {
  it('gives the type’s default styles when no styles are sent', () => {
    const parsed = createElementSchema.parse({ type: 'SECTION' });
    expect(parsed.styles).toEqual(ELEMENT_CATALOGUE.SECTION.defaultStyles);
    expect(parsed.styles).not.toBe(ELEMENT_CATALOGUE.SECTION.defaultStyles);
  });

  it.each(ELEMENT_TYPES)('gives %s its default styles and props', (type) => {
    const parsed = createElementSchema.parse({ type });
    expect(parsed.styles).toEqual(ELEMENT_CATALOGUE[type].defaultStyles);
    expect(parsed.props).toEqual(ELEMENT_CATALOGUE[type].defaultProps);
    expect(parsed.name).toBe(ELEMENT_CATALOGUE[type].label);
  });

  it('keeps the styles that are sent, even empty ones', () => {
    expect(createElementSchema.parse({ type: 'SECTION', styles: { color: 'red' } }).styles).toEqual(
      { color: 'red' },
    );
    expect(createElementSchema.parse({ type: 'SECTION', styles: {} }).styles).toEqual({});
  });

  it('fills in the other defaults and leaves id and order to the server', () => {
    const parsed = createElementSchema.parse({ type: 'HEADING', props: { text: 'Hello' } });
    expect(parsed).toMatchObject({
      parentId: null,
      name: 'Heading',
      props: { text: 'Hello', level: 2 },
      responsive: {},
      isVisible: true,
    });
    expect(parsed.id).toBeUndefined();
    expect(parsed.order).toBeUndefined();
  });

  it('keeps a client-made id', () => {
    expect(createElementSchema.parse({ id: uuid(7), type: 'TEXT' }).id).toBe(uuid(7));
  });

  it.each([
    [
      { type: 'HEADING', props: { level: 9 } },
      { 'props.level': 'Level must be one of 1, 2, 3, 4' },
    ],
    [{ type: 'MARQUEE' }, { type: 'Unknown element type "MARQUEE"' }],
    [{ type: 'TEXT', id: 'abc' }, { id: 'Element id must be a UUID' }],
    [{ type: 'TEXT', parentId: 'abc' }, { parentId: 'Parent id must be a UUID' }],
    [{ type: 'TEXT', order: -2 }, { order: 'Order cannot be negative' }],
    [
      { type: 'TEXT', styles: { content: '"x"' } },
      { 'styles.content': 'The style property "content" is not supported' },
    ],
  ])('refuses %j', (input, expected) => {
    expect(errorsOf(createElementSchema, input)).toEqual(expected);
  });
});

describe('updateElementSchema', () => {
  it('accepts an empty update and partial updates', () => {
    expect(updateElementSchema.parse({})).toEqual({});
    expect(updateElementSchema.parse({ name: ' Hero ', isVisible: false })).toEqual({
      name: 'Hero',
      isVisible: false,
    });
  });

  it('does not take the type or the place in the tree', () => {
    expect(
      updateElementSchema.parse({ type: 'SECTION', parentId: uuid(1), order: 2, name: 'x' }),
    ).toEqual({ name: 'x' });
  });

  it.each([
    [{ name: '   ' }, { name: 'Element name cannot be empty' }],
    [{ name: 'x'.repeat(101) }, { name: 'Element name must be at most 100 characters' }],
    [{ isVisible: 1 }, { isVisible: 'isVisible must be true or false' }],
    [
      { styles: { behavior: 'url(x)' } },
      { 'styles.behavior': 'The style property "behavior" is not supported' },
    ],
    [
      { responsive: { desktop: {} } },
      { responsive: 'Responsive styles may only hold tablet and mobile overrides' },
    ],
  ])('refuses %j', (input, expected) => {
    expect(errorsOf(updateElementSchema, input)).toEqual(expected);
  });
});

describe('moveElementSchema', () => {
  it('accepts a parent (or the page) and an order', () => {
    expect(moveElementSchema.parse({ parentId: uuid(1), order: 0 })).toEqual({
      parentId: uuid(1),
      order: 0,
    });
    expect(moveElementSchema.parse({ parentId: null, order: 4 })).toEqual({
      parentId: null,
      order: 4,
    });
  });

  it.each([
    [{ order: 0 }, { parentId: 'Parent id must be a UUID' }],
    [{ parentId: 'abc', order: 0 }, { parentId: 'Parent id must be a UUID' }],
    [{ parentId: null }, { order: 'Order is required' }],
    [{ parentId: null, order: -1 }, { order: 'Order cannot be negative' }],
    [{ parentId: null, order: 0.5 }, { order: 'Order must be a whole number' }],
  ])('refuses %j', (input, expected) => {
    expect(errorsOf(moveElementSchema, input)).toEqual(expected);
  });
});
