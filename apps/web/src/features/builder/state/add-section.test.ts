import { instantiateSection, SECTION_TEMPLATES, treeProblem } from '@tessera/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { addSection } from './commands';
import { useEditorStore } from './editor-store';
import { childrenOf, loadSample, ordersOf, PAGE_ID, state, type SampleIds } from './test-fixtures';

let ids: SampleIds;
beforeEach(() => {
  ids = loadSample();
});

/** The types of an element's subtree, depth first, as an outline like core's templates give. */
function outline(id: string): string {
  const element = state().elements[id]!;
  const kids = childrenOf(id).map(outline);
  return kids.length > 0 ? `${element.type}[${kids.join(',')}]` : element.type;
}

/** The same outline for a template's own elements. */
function templateOutline(templateId: string): string {
  let n = 0;
  const elements = instantiateSection(templateId, PAGE_ID, () => `t${++n}`);
  const of = (id: string): string => {
    const element = elements.find((e) => e.id === id)!;
    const kids = elements
      .filter((e) => e.parentId === id)
      .sort((a, b) => a.order - b.order)
      .map((e) => of(e.id));
    return kids.length > 0 ? `${element.type}[${kids.join(',')}]` : element.type;
  };
  return of(elements[0]!.id);
}

describe('addSection', () => {
  it('links its sample buttons to sections of the page they land on', () => {
    const contactId = '00000000-0000-4000-8000-0000000000c1';
    const pages = [
      { id: PAGE_ID, name: 'Home', slug: '', isHome: true },
      { id: contactId, name: 'Contact', slug: 'contact', isHome: false },
    ];
    expect(addSection('hero', null, 0, pages)).toBeNull();
    const links = Object.values(state().elements)
      .filter((e) => e.type === 'BUTTON' && e.pageId === PAGE_ID)
      .map((e) => [e.props.text, e.props.href]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Get in touch', `page:${PAGE_ID}#contact`],
        ['See what we offer', `page:${PAGE_ID}#features`],
      ]),
    );
  });

  it('inserts the whole template at the index, selects its root, as one undo step', () => {
    const before = Object.keys(state().elements).length;
    expect(addSection('hero', null, 1)).toBeNull();
    const root = state().selectedId!;
    expect(childrenOf(null)).toEqual([ids.section, root, ids.footer]);
    expect(ordersOf(null)).toEqual([0, 1, 2]);
    expect(state().elements[root]).toMatchObject({
      type: 'SECTION',
      name: 'Hero',
      pageId: PAGE_ID,
    });
    expect(outline(root)).toBe(templateOutline('hero'));
    expect(treeProblem(Object.values(state().elements))).toBeNull();
    expect(state().past).toHaveLength(1);
    expect(state().past.at(-1)?.label).toBe('Add Hero');

    state().undo();
    expect(Object.keys(state().elements)).toHaveLength(before);
    expect(childrenOf(null)).toEqual([ids.section, ids.footer]);
    state().redo();
    expect(childrenOf(null)).toHaveLength(3);
    expect(outline(childrenOf(null)[1]!)).toBe(templateOutline('hero'));
  });

  it('puts the section at the end of the page without an index', () => {
    addSection('footer', null);
    expect(childrenOf(null).at(-1)).toBe(state().selectedId);
    expect(state().elements[state().selectedId!]!.name).toBe('Footer');
  });

  it('gives fresh ids each time, so one template can be added twice', () => {
    addSection('features', null);
    const first = new Set([state().selectedId!]);
    addSection('features', null);
    expect(first.has(state().selectedId!)).toBe(false);
    expect(treeProblem(Object.values(state().elements))).toBeNull();
    expect(childrenOf(null)).toHaveLength(4);
  });

  it('adds every template to a page, each in place at the top level', () => {
    for (const template of SECTION_TEMPLATES) {
      expect(addSection(template.id, null), template.id).toBeNull();
      expect(state().elements[state().selectedId!]!.parentId).toBeNull();
    }
    expect(childrenOf(null)).toHaveLength(2 + SECTION_TEMPLATES.length);
    expect(treeProblem(Object.values(state().elements))).toBeNull();
    expect(state().past).toHaveLength(SECTION_TEMPLATES.length);
  });

  it('keeps the contact form’s field names unique within the form', () => {
    addSection('contact', null);
    const form = Object.values(state().elements).find((e) => e.type === 'FORM')!;
    const names = childrenOf(form.id).map((id) => state().elements[id]!.props.name);
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses a place where a section cannot go, changing nothing', () => {
    const before = state().elements;
    expect(addSection('hero', ids.colA)).toBe('COLUMN cannot contain SECTION');
    expect(state().elements).toBe(before);
    expect(state().past).toEqual([]);
  });

  it('refuses an unknown template and a missing page', () => {
    expect(addSection('carousel', null)).toBe('This section is no longer available');
    expect(state().past).toEqual([]);
    useEditorStore.setState(useEditorStore.getInitialState());
    expect(addSection('hero', null)).toBe('No page selected');
    expect(state().elements).toEqual({});
  });
});
