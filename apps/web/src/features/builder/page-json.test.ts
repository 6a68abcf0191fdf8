import type { ElementData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { exportPage, importPage, PAGE_FILE_FORMAT, PAGE_FILE_VERSION } from './page-json';
import { OTHER_PAGE_ID, pageWith, sampleElements } from './state/test-fixtures';

const NEW_PAGE = OTHER_PAGE_ID;

function sample() {
  const { elements, ids } = sampleElements();
  // Some content worth carrying over.
  const byId = Object.fromEntries(elements.map((e) => [e.id, e]));
  byId[ids.heading]!.props = { text: 'Welcome', level: 1 };
  byId[ids.heading]!.responsive = { mobile: { fontSize: '24px' } };
  byId[ids.button]!.props = { text: 'Book', variant: 'outline', href: '/book', openInNewTab: true };
  byId[ids.text]!.isVisible = false;
  const page = pageWith([]);
  return { page, elements, ids };
}

const file = (elements: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: PAGE_FILE_FORMAT, version: PAGE_FILE_VERSION, elements, ...extra });

/** The raw element list of an export, for breaking on purpose. */
const exported = () => {
  const { page, elements, ids } = sample();
  const data = JSON.parse(exportPage(page, elements)) as { elements: Record<string, unknown>[] };
  return { list: data.elements, ids };
};

const errorOf = (result: ReturnType<typeof importPage>) =>
  'error' in result ? result.error : null;

/** A tree as nested (type, name) pairs, ids left out. */
function structure(elements: ElementData[], parentId: string | null = null): unknown[] {
  return elements
    .filter((e) => e.parentId === parentId)
    .sort((a, b) => a.order - b.order)
    .map((e) => ({
      type: e.type,
      name: e.name,
      order: e.order,
      props: e.props,
      styles: e.styles,
      responsive: e.responsive,
      isVisible: e.isVisible,
      children: structure(elements, e.id),
    }));
}

describe('exportPage', () => {
  it('writes a versioned document with the page’s details and its elements without pageId', () => {
    const { page, elements } = sample();
    const data = JSON.parse(exportPage(page, elements)) as Record<string, unknown>;
    expect(data.format).toBe('tessera-page');
    expect(data.version).toBe(1);
    expect(new Date(data.exportedAt as string).toISOString()).toBe(data.exportedAt);
    expect(data.page).toEqual({ name: 'Home', slug: '', title: null, description: null });
    const list = data.elements as Record<string, unknown>[];
    expect(list).toHaveLength(elements.length);
    for (const element of list) expect(element).not.toHaveProperty('pageId');
    expect(list[0]).toEqual((({ pageId: _, ...rest }) => rest)(elements[0]!));
  });
});

describe('importPage', () => {
  it('round trip: the same structure, with new ids on the new page', () => {
    const { page, elements } = sample();
    const result = importPage(exportPage(page, elements), NEW_PAGE);
    if ('error' in result) throw new Error(result.error);
    const imported = result.elements;
    expect(imported).toHaveLength(elements.length);
    expect(structure(imported)).toEqual(structure(elements));

    const oldIds = new Set(elements.map((e) => e.id));
    const newIds = new Set(imported.map((e) => e.id));
    expect(newIds.size).toBe(elements.length);
    for (const id of newIds) {
      expect(oldIds.has(id)).toBe(false);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    for (const element of imported) {
      expect(element.pageId).toBe(NEW_PAGE);
      if (element.parentId !== null) expect(newIds.has(element.parentId)).toBe(true);
    }
  });

  it('two imports of one file never share ids', () => {
    const { page, elements } = sample();
    const text = exportPage(page, elements);
    const a = importPage(text, NEW_PAGE) as { elements: ElementData[] };
    const b = importPage(text, NEW_PAGE) as { elements: ElementData[] };
    const aIds = new Set(a.elements.map((e) => e.id));
    expect(b.elements.some((e) => aIds.has(e.id))).toBe(false);
  });

  it('an empty page round-trips', () => {
    const { page } = sample();
    expect(importPage(exportPage(page, []), NEW_PAGE)).toEqual({ elements: [] });
  });

  it('fills in what an older or hand-written file leaves out', () => {
    const { list } = exported();
    const section = list.find((e) => e.type === 'SECTION' && e.parentId === null)!;
    const minimal = { id: section.id, type: 'SECTION' };
    const result = importPage(file([minimal]), NEW_PAGE) as { elements: ElementData[] };
    expect(result.elements).toEqual([
      {
        id: expect.any(String),
        parentId: null,
        pageId: NEW_PAGE,
        type: 'SECTION',
        name: 'Section',
        // The type's default props: a section has no anchor until one is given.
        props: { anchor: '' },
        styles: {},
        responsive: {},
        order: 0,
        isVisible: true,
      },
    ]);
  });

  it('bad JSON', () => {
    for (const text of ['', '{', 'not json', '{"format": "tessera-page",}']) {
      expect(errorOf(importPage(text, NEW_PAGE))).toBe(
        'This file is not valid JSON. Choose a page exported from Tessera.',
      );
    }
  });

  it('wrong format', () => {
    for (const text of ['null', '42', '"tessera-page"', '[]', '{}', '{"format":"other"}']) {
      expect(errorOf(importPage(text, NEW_PAGE))).toBe('This file is not a Tessera page export.');
    }
  });

  it('a missing, fractional or impossible version', () => {
    const { list } = exported();
    for (const version of [undefined, 'one', 0, -1, 1.5]) {
      expect(errorOf(importPage(file(list, { version }), NEW_PAGE))).toBe(
        'This file is not a Tessera page export.',
      );
    }
  });

  it('a newer version', () => {
    const { list } = exported();
    expect(errorOf(importPage(file(list, { version: PAGE_FILE_VERSION + 1 }), NEW_PAGE))).toBe(
      'This page was exported by a newer version of Tessera and cannot be imported.',
    );
  });

  it('no element list', () => {
    expect(errorOf(importPage(file(undefined), NEW_PAGE))).toBe(
      'The file has an invalid element (elements): Elements must be a list',
    );
  });

  it('invalid element props, naming where', () => {
    const { list } = exported();
    const index = list.findIndex((e) => e.type === 'HEADING');
    list[index]!.props = { text: 'x'.repeat(301), level: 1 };
    expect(errorOf(importPage(file(list), NEW_PAGE))).toBe(
      `The file has an invalid element (elements.${index}.props.text): Text must be at most 300 characters`,
    );
  });

  it('an invalid id or type', () => {
    const { list } = exported();
    list[0]!.id = 'not-a-uuid';
    expect(errorOf(importPage(file(list), NEW_PAGE))).toBe(
      'The file has an invalid element (elements.0.id): Element id must be a UUID',
    );
    const other = exported().list;
    other[0]!.type = 'MARQUEE';
    expect(errorOf(importPage(file(other), NEW_PAGE))).toBe(
      'The file has an invalid element (elements.0.type): Unknown element type "MARQUEE"',
    );
  });

  it('an unsafe link', () => {
    const { list } = exported();
    const index = list.findIndex((e) => e.type === 'BUTTON');
    list[index]!.props = { text: 'Click', href: 'javascript:alert(document.cookie)' };
    expect(errorOf(importPage(file(list), NEW_PAGE))).toBe(
      `The file has an invalid element (elements.${index}.props.href): Link must be a web address (https://...), mailto:, tel: or a path on this site`,
    );
  });

  it('a broken tree: an element in a place the drop rules refuse', () => {
    const { list, ids } = exported();
    list.find((e) => e.id === ids.heading)!.parentId = null;
    expect(errorOf(importPage(file(list), NEW_PAGE))).toBe(
      "The file's page structure is not valid: HEADING cannot be placed at the top level of a page; only SECTION, CONTAINER and NAVBAR can",
    );
  });

  it('a broken tree: a missing parent, a cycle, a repeated id', () => {
    const missing = exported();
    missing.list.find((e) => e.id === missing.ids.colB)!.parentId =
      '00000000-0000-4000-8000-0000000000ff';
    expect(errorOf(importPage(file(missing.list), NEW_PAGE))).toBe(
      `The file's page structure is not valid: The parent of element ${missing.ids.colB} is not on this page`,
    );

    const cycle = exported();
    cycle.list.find((e) => e.id === cycle.ids.section)!.parentId = cycle.ids.container;
    expect(errorOf(importPage(file(cycle.list), NEW_PAGE))).toMatch(
      /^The file's page structure is not valid: Element [0-9a-f-]{36} is inside itself$/,
    );

    const repeated = exported();
    repeated.list.push({ ...repeated.list[0]! });
    expect(errorOf(importPage(file(repeated.list), NEW_PAGE))).toBe(
      `The file's page structure is not valid: The element id ${repeated.list[0]!.id} appears more than once`,
    );
  });
});
