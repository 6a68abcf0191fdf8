import { describe, expect, it } from 'vitest';
import { ELEMENT_CATALOGUE } from '../elements/catalogue.ts';
import { elementInputSchema } from '../elements/element-schema.ts';
import { isElementType } from '../elements/element-types.ts';
import { treeProblem, withDenseOrders } from '../elements/tree.ts';
import type { ElementData } from '../types.ts';
import { findSectionTemplate, instantiateSection, SECTION_TEMPLATES } from './catalogue.ts';

const PAGE_ID = '00000000-0000-4000-8000-000000000001';
let counter = 1;
/** A fresh valid version-4 UUID on every call. */
const newUuid = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;
const build = (id: string) => instantiateSection(id, PAGE_ID, newUuid);
const ids = SECTION_TEMPLATES.map((template) => template.id);

/** Every string inside a value (props hold strings, lists of strings and lists of objects). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Heading levels in page order (depth first, by sibling order). */
function headingLevels(elements: ElementData[], parentId: string | null = null): number[] {
  return elements
    .filter((e) => e.parentId === parentId)
    .sort((a, b) => a.order - b.order)
    .flatMap((e) => [
      ...(e.type === 'HEADING' ? [e.props.level as number] : []),
      ...headingLevels(elements, e.id),
    ]);
}

describe('SECTION_TEMPLATES', () => {
  it('offers at least 13 templates with unique ids and names', () => {
    expect(SECTION_TEMPLATES.length).toBeGreaterThanOrEqual(13);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(SECTION_TEMPLATES.map((t) => t.name)).size).toBe(ids.length);
    for (const template of SECTION_TEMPLATES) {
      expect(template.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(template.description.length).toBeGreaterThan(20);
    }
  });

  it('covers the sections a small business site needs', () => {
    expect(ids).toEqual(
      expect.arrayContaining([
        'hero',
        'hero-image',
        'features',
        'about',
        'testimonials',
        'pricing',
        'shop',
        'booking',
        'faq',
        'call-to-action',
        'contact',
        'gallery',
        'team',
        'opening-hours',
        'footer',
      ]),
    );
  });

  it('finds a template by id, and nothing for an unknown one', () => {
    expect(findSectionTemplate('hero')?.name).toBe('Hero');
    expect(findSectionTemplate('carousel')).toBeUndefined();
    expect(() => build('carousel')).toThrow('Unknown section template carousel');
  });
});

describe.each(ids)('the %s template', (id) => {
  const elements = build(id);

  it('is a valid page tree rooted in a section (or a navbar for a header)', () => {
    expect(treeProblem(elements)).toBeNull();
    const [root, ...rest] = elements;
    expect(root).toMatchObject({ parentId: null, order: 0 });
    expect(id === 'header' ? 'NAVBAR' : 'SECTION').toBe(root!.type);
    expect(rest.every((e) => e.parentId !== null)).toBe(true);
    const byId = (list: ElementData[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(withDenseOrders(elements))).toEqual(byId(elements));
  });

  it('passes the element schema as it is, props complete and styles allowed', () => {
    for (const element of elements) {
      const result = elementInputSchema.safeParse(element);
      expect(result.error?.issues ?? [], `${element.type} ${element.name}`).toEqual([]);
      expect(result.data?.props).toEqual(element.props);
      expect(element.pageId).toBe(PAGE_ID);
      expect(element.isVisible).toBe(true);
    }
  });

  it('starts from each type’s default styles and names every element', () => {
    for (const element of elements) {
      expect(isElementType(element.type)).toBe(true);
      const meta = ELEMENT_CATALOGUE[element.type as keyof typeof ELEMENT_CATALOGUE];
      expect(element.styles).toMatchObject(
        Object.fromEntries(
          Object.entries(meta.defaultStyles).filter(([property]) => !(property in element.styles)),
        ),
      );
      expect(element.name.trim()).not.toBe('');
    }
  });

  it('takes its colours and corners from the theme', () => {
    for (const element of elements) {
      const styles = [
        element.styles,
        element.responsive.tablet ?? {},
        element.responsive.mobile ?? {},
      ];
      for (const map of styles) {
        for (const property of ['color', 'backgroundColor', 'borderRadius']) {
          const value = map[property];
          if (value === undefined || value === '999px') continue;
          expect(value, `${element.name} ${property}`).toMatch(/^var\(--t-[a-z-]+\)$/);
        }
      }
      if (element.type === 'ICON') expect(element.props.color).toMatch(/^var\(--t-[a-z-]+\)$/);
    }
  });

  it('reads as real copy: no filler text and none of the blank element defaults', () => {
    const defaults = new Set(
      Object.values(ELEMENT_CATALOGUE)
        .flatMap((meta) => [meta.defaultProps.text, meta.defaultProps.title])
        .filter((v): v is string => typeof v === 'string'),
    );
    for (const element of elements) {
      for (const words of stringsIn(element.props)) {
        expect(words).not.toMatch(/lorem|ipsum|your headline|placeholder/i);
        expect(defaults.has(words), words).toBe(false);
      }
    }
  });

  it('keeps the page outline in order: at most one H1, and no level skipped', () => {
    const levels = headingLevels(elements);
    expect(levels.filter((level) => level === 1).length).toBeLessThanOrEqual(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });
  });

  it('gives fresh ids on every call and shares no objects between calls', () => {
    const again = build(id);
    const first = new Set(elements.map((e) => e.id));
    expect(first.size).toBe(elements.length);
    expect(again.some((e) => first.has(e.id))).toBe(false);
    for (const element of again) {
      element.props.text = 'changed';
      element.styles.paddingTop = '1px';
      if (element.responsive.mobile) element.responsive.mobile.color = 'red';
    }
    const shape = (list: ElementData[]) =>
      list.map(({ type, name, props, styles, responsive, order }) => ({
        type,
        name,
        props,
        styles,
        responsive,
        order,
      }));
    expect(shape(build(id))).toEqual(shape(elements));
  });
});

describe('the contact template', () => {
  it('holds a form whose fields each have their own name, and the name and e-mail are required', () => {
    const elements = build('contact');
    const form = elements.find((e) => e.type === 'FORM')!;
    const fields = elements.filter((e) => e.parentId === form.id);
    const names = fields.map((f) => f.props.name);
    expect(new Set(names).size).toBe(names.length);
    expect(fields.find((f) => f.props.type === 'email')?.props.required).toBe(true);
  });
});

describe('the booking template', () => {
  it('lists every published service of the website under a section anchored #book', () => {
    const elements = build('booking');
    const [root] = elements;
    expect(root).toMatchObject({ type: 'SECTION', props: { anchor: 'book' } });
    const lists = elements.filter((e) => e.type === 'SERVICE_LIST');
    expect(lists).toHaveLength(1);
    // No service chosen: the block shows all of them, each with its own way to book.
    expect(lists[0]!.props.serviceId).toBeNull();
    const heading = elements.find((e) => e.type === 'HEADING');
    expect(heading?.props).toMatchObject({ text: 'Book an appointment', level: 2 });
  });

  it('takes a numbered anchor when the page already has #book', () => {
    const [root] = instantiateSection('booking', PAGE_ID, newUuid, {
      takenAnchors: new Set(['book']),
    });
    expect(root?.props.anchor).toBe('book-2');
  });
});

describe('instantiateSection', () => {
  it('uses the ids it is given, parents before their children', () => {
    let n = 0;
    const elements = instantiateSection('hero', PAGE_ID, () => `id-${++n}`);
    expect(elements.map((e) => e.id)).toEqual(elements.map((_, i) => `id-${i + 1}`));
    const seen = new Set<string>();
    for (const element of elements) {
      if (element.parentId !== null) expect(seen.has(element.parentId)).toBe(true);
      seen.add(element.id);
    }
  });
});
