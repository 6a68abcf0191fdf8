import { dropProblem, ELEMENT_CATALOGUE } from '@tessera/core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addElement,
  createElement,
  deleteElement,
  duplicate,
  moveElementTo,
  renameElement,
  setVisible,
  updateProps,
  updateStyle,
} from './commands';
import { useEditorStore } from './editor-store';
import {
  childrenOf,
  loadSample,
  ordersOf,
  PAGE_ID,
  snapshot,
  state,
  type SampleIds,
} from './test-fixtures';

let ids: SampleIds;
beforeEach(() => {
  ids = loadSample();
});

const lastLabel = () => state().past.at(-1)?.label;

describe('createElement', () => {
  it('makes an element of a type with its defaults on the page', () => {
    const heading = createElement('HEADING', PAGE_ID);
    expect(heading).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      pageId: PAGE_ID,
      parentId: null,
      type: 'HEADING',
      name: 'Heading',
      props: { text: 'Your headline', level: 2 },
      styles: ELEMENT_CATALOGUE.HEADING.defaultStyles,
      responsive: {},
      order: 0,
      isVisible: true,
    });
    expect(createElement('HEADING', PAGE_ID).id).not.toBe(heading.id);
  });

  it('never shares the catalogue’s default objects', () => {
    const a = createElement('HEADING', PAGE_ID);
    a.props.text = 'x';
    expect(ELEMENT_CATALOGUE.HEADING.defaultProps.text).toBe('Your headline');
    const section = createElement('SECTION', PAGE_ID);
    section.styles.paddingTop = '1px';
    expect(ELEMENT_CATALOGUE.SECTION.defaultStyles.paddingTop).toBe('64px');
    const navbar = createElement('NAVBAR', PAGE_ID);
    const other = createElement('NAVBAR', PAGE_ID);
    for (const [key, value] of Object.entries(navbar.props)) {
      if (typeof value === 'object' && value !== null) expect(other.props[key]).not.toBe(value);
    }
  });
});

describe('addElement', () => {
  it('refuses without a page', () => {
    useEditorStore.setState(useEditorStore.getInitialState());
    expect(addElement('SECTION', null)).toBe('No page selected');
    expect(state().elements).toEqual({});
  });

  it('a ROW comes with two COLUMNs, in one undo step, and is selected', () => {
    expect(addElement('ROW', ids.container)).toBeNull();
    const row = state().selectedId!;
    expect(state().elements[row]).toMatchObject({
      type: 'ROW',
      parentId: ids.container,
      order: 1,
      pageId: PAGE_ID,
      name: 'Row',
    });
    const columns = childrenOf(row).map((id) => state().elements[id]!);
    expect(columns.map((c) => c.type)).toEqual(['COLUMN', 'COLUMN']);
    expect(columns.map((c) => c.order)).toEqual([0, 1]);
    expect(columns.every((c) => c.pageId === PAGE_ID && c.parentId === row)).toBe(true);
    expect(columns[0]!.styles).toEqual(ELEMENT_CATALOGUE.COLUMN.defaultStyles);
    expect(state().children[row]).toEqual(columns.map((c) => c.id));
    expect(state().past).toHaveLength(1);
    expect(lastLabel()).toBe('Add Row');

    state().undo();
    expect(Object.keys(state().elements)).toHaveLength(9);
  });

  it('other types come alone', () => {
    addElement('SECTION', null);
    expect(childrenOf(state().selectedId)).toEqual([]);
    addElement('COLUMN', ids.row);
    expect(childrenOf(state().selectedId)).toEqual([]);
  });

  it('places the new element at the index, renumbering its siblings', () => {
    addElement('BUTTON', ids.colA, 1);
    const added = state().selectedId!;
    expect(childrenOf(ids.colA)).toEqual([ids.heading, added, ids.text]);
    expect(ordersOf(ids.colA)).toEqual([0, 1, 2]);
  });

  it('places it at the end without an index, and clamps an index past the end', () => {
    addElement('SECTION', null);
    expect(childrenOf(null).at(-1)).toBe(state().selectedId);
    addElement('SECTION', null, 99);
    expect(childrenOf(null).at(-1)).toBe(state().selectedId);
    expect(ordersOf(null)).toEqual([0, 1, 2, 3]);
  });

  it('refuses a HEADING at the root with the core message and changes nothing', () => {
    state().select(ids.text);
    const before = state().elements;
    const message = addElement('HEADING', null);
    expect(message).toBe(dropProblem(null, 'HEADING'));
    expect(message).toBe(
      'HEADING cannot be placed at the top level of a page; only SECTION, CONTAINER and NAVBAR can',
    );
    expect(state().elements).toBe(before);
    expect(state().past).toEqual([]);
    expect(state().revision).toBe(0);
    expect(state().selectedId).toBe(ids.text);
  });

  it('makes the wrappers a drop needs around the new element, as one undo step', () => {
    expect(addElement('TEXT', ids.footer, 0, ['CONTAINER', 'COLUMN'])).toBeNull();
    const [container] = childrenOf(ids.footer);
    const [column] = childrenOf(container!);
    expect(state().elements[container!]!.type).toBe('CONTAINER');
    expect(state().elements[column!]!.type).toBe('COLUMN');
    expect(childrenOf(column!)).toEqual([state().selectedId]);
    expect(state().elements[state().selectedId!]!.type).toBe('TEXT');
    expect(state().past).toHaveLength(1);
    state().undo();
    expect(childrenOf(ids.footer)).toEqual([]);
  });

  it('wraps a moved element too, and a wrong chain changes nothing', () => {
    expect(moveElementTo(ids.button, ids.footer, 0, ['CONTAINER', 'COLUMN'])).toBeNull();
    const [container] = childrenOf(ids.footer);
    expect(childrenOf(childrenOf(container!)[0]!)).toEqual([ids.button]);
    expect(childrenOf(ids.colB)).toEqual([]);
    state().undo();
    expect(childrenOf(ids.colB)).toEqual([ids.button]);
    const before = state().elements;
    expect(addElement('TEXT', ids.footer, 0, ['ROW'])).toBe('ROW cannot contain TEXT');
    expect(state().elements).toBe(before);
  });

  it('refuses a child in a type that takes none, or in a missing parent', () => {
    expect(addElement('HEADING', ids.button)).toBe(
      'BUTTON cannot contain HEADING: BUTTON does not accept child elements',
    );
    expect(addElement('HEADING', ids.row)).toBe('ROW cannot contain HEADING');
    expect(addElement('HEADING', '00000000-0000-4000-8000-00000000dead')).toBe(
      'The target parent element does not exist',
    );
    expect(state().past).toEqual([]);
  });
});

describe('moveElementTo', () => {
  it('moves within a parent', () => {
    expect(moveElementTo(ids.text, ids.colA, 0)).toBeNull();
    expect(childrenOf(ids.colA)).toEqual([ids.text, ids.heading]);
    expect(lastLabel()).toBe('Move element');
  });

  it('moves between parents, renumbering both', () => {
    expect(moveElementTo(ids.heading, ids.colB, 1)).toBeNull();
    expect(childrenOf(ids.colA)).toEqual([ids.text]);
    expect(ordersOf(ids.colA)).toEqual([0]);
    expect(childrenOf(ids.colB)).toEqual([ids.button, ids.heading]);
    expect(state().elements[ids.heading]!.parentId).toBe(ids.colB);
  });

  it('refuses a move inside itself or against the drop rules, changing nothing', () => {
    const before = snapshot();
    expect(moveElementTo(ids.section, ids.colA, 0)).toBe(
      'An element cannot be moved inside itself',
    );
    expect(moveElementTo(ids.row, ids.row, 0)).toBe('An element cannot be moved inside itself');
    expect(moveElementTo(ids.heading, null, 0)).toBe(dropProblem(null, 'HEADING'));
    expect(moveElementTo(ids.colA, ids.footer, 0)).toBe('SECTION cannot contain COLUMN');
    expect(state().elements).toEqual(before);
    expect(state().past).toEqual([]);
  });
});

describe('deleteElement', () => {
  it('removes the subtree and selects the parent', () => {
    state().select(ids.colA);
    expect(deleteElement(ids.colA)).toBeNull();
    expect(state().elements[ids.colA]).toBeUndefined();
    expect(state().elements[ids.heading]).toBeUndefined();
    expect(state().elements[ids.text]).toBeUndefined();
    expect(state().elements[ids.colB]!.order).toBe(0);
    expect(state().selectedId).toBe(ids.row);
    expect(lastLabel()).toBe('Delete element');
  });

  it('selects nothing after deleting a top-level element', () => {
    deleteElement(ids.footer);
    expect(state().selectedId).toBeNull();
  });

  it('refuses an unknown element', () => {
    expect(deleteElement('nope')).toBe('The element does not exist');
    expect(state().past).toEqual([]);
  });
});

describe('duplicate', () => {
  it('copies the subtree with fresh ids right after the original, and selects the copy', () => {
    expect(duplicate(ids.colA)).toBeNull();
    const copyId = state().selectedId!;
    expect(childrenOf(ids.row)).toEqual([ids.colA, copyId, ids.colB]);
    expect(ordersOf(ids.row)).toEqual([0, 1, 2]);
    const copy = state().elements[copyId]!;
    expect(copy.name).toBe('Left (Copy)');
    const copiedChildren = childrenOf(copyId).map((id) => state().elements[id]!);
    expect(copiedChildren.map((c) => [c.type, c.name])).toEqual([
      ['HEADING', 'Title'],
      ['TEXT', 'Intro'],
    ]);
    const all = Object.keys(state().elements);
    expect(new Set(all).size).toBe(12);
    expect(copiedChildren.map((c) => c.id)).not.toContain(ids.heading);
    // The copy is independent of the original.
    updateProps(copiedChildren[0]!.id, { text: 'Only the copy' });
    expect(state().elements[ids.heading]!.props.text).toBe('Your headline');
    expect(state().past.map((e) => e.label)).toEqual(['Duplicate element', 'Edit content']);
  });

  it('refuses an unknown element and keeps the selection', () => {
    state().select(ids.text);
    expect(duplicate('nope')).toBe('The element does not exist');
    expect(state().selectedId).toBe(ids.text);
  });
});

describe('edits of one element', () => {
  it('updateProps merges the changes into the props', () => {
    updateProps(ids.button, { text: 'Buy', href: '/shop' });
    expect(state().elements[ids.button]!.props).toEqual({
      text: 'Buy',
      variant: 'primary',
      href: '/shop',
      openInNewTab: false,
    });
    expect(lastLabel()).toBe('Edit content');
  });

  it('edits of a missing element change nothing', () => {
    const before = state().elements;
    expect(updateProps('nope', { text: 'x' })).toBeNull();
    expect(updateStyle('nope', 'color', 'red')).toBeNull();
    expect(renameElement('nope', 'x')).toBeNull();
    expect(setVisible('nope', false)).toBeNull();
    expect(state().elements).toBe(before);
    expect(state().past).toEqual([]);
  });

  it('rename and visibility have their own labels', () => {
    renameElement(ids.text, 'Body');
    expect(state().elements[ids.text]!.name).toBe('Body');
    expect(lastLabel()).toBe('Rename element');
    setVisible(ids.text, false);
    expect(lastLabel()).toBe('Hide element');
    setVisible(ids.text, true);
    expect(lastLabel()).toBe('Show element');
    expect(state().elements[ids.text]!.isVisible).toBe(true);
  });

  it('updateStyle writes to the current breakpoint', () => {
    updateStyle(ids.text, 'color', '#123456');
    expect(state().elements[ids.text]!.styles.color).toBe('#123456');
    state().setBreakpoint('tablet');
    updateStyle(ids.text, 'color', '#654321');
    state().setBreakpoint('desktop');
    expect(state().elements[ids.text]!.styles.color).toBe('#123456');
    expect(state().elements[ids.text]!.responsive).toEqual({ tablet: { color: '#654321' } });
    expect(lastLabel()).toBe('Edit style');
  });
});

describe('form field names', () => {
  const formIn = (parentId: string) => {
    addElement('FORM', parentId);
    return state().selectedId!;
  };

  it('are unique within the form when fields are added, duplicated or moved in', () => {
    const form = formIn(ids.colA);
    addElement('INPUT', form);
    const first = state().selectedId!;
    addElement('INPUT', form);
    const second = state().selectedId!;
    const names = () => childrenOf(form).map((id) => state().elements[id]!.props.name);
    expect(names()).toEqual(['name', 'name_2']);
    duplicate(first);
    expect(names()).toEqual(['name', 'name_3', 'name_2']);
    addElement('INPUT', ids.colB);
    const outside = state().selectedId!;
    expect(state().elements[outside]!.props.name).toBe('name');
    moveElementTo(outside, form, 0);
    expect(state().elements[outside]!.props.name).toBe('name_4');
    expect(state().elements[second]!.props.name).toBe('name_2');
  });

  it('follow the label while generated, and stay when typed', () => {
    const form = formIn(ids.colA);
    addElement('INPUT', form);
    const field = state().selectedId!;
    updateProps(field, { label: 'Your e-mail' }, 'label');
    expect(state().elements[field]!.props.name).toBe('your_e_mail');
    updateProps(field, { label: 'E-mail address' }, 'label');
    expect(state().elements[field]!.props.name).toBe('e_mail_address');
    updateProps(field, { name: 'email' }, 'name');
    updateProps(field, { label: 'Your e-mail, please' }, 'label');
    expect(state().elements[field]!.props.name).toBe('email');
    // Undo goes back through the label edits and the names with them.
    state().undo();
    expect(state().elements[field]!.props).toMatchObject({
      label: 'E-mail address',
      name: 'email',
    });
  });
});
