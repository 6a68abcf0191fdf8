import type { ElementData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildChildrenIndex, EMPTY_CHILDREN, ROOT } from './children-index';
import { sampleElements } from './test-fixtures';

const record = (elements: ElementData[]) => Object.fromEntries(elements.map((e) => [e.id, e]));

describe('buildChildrenIndex', () => {
  it('lists each parent’s children in order, with the page’s top level under ROOT', () => {
    const { elements, ids } = sampleElements();
    const index = buildChildrenIndex(record(elements));
    expect(index[ROOT]).toEqual([ids.section, ids.footer]);
    expect(index[ids.section]).toEqual([ids.container]);
    expect(index[ids.row]).toEqual([ids.colA, ids.colB]);
    expect(index[ids.colA]).toEqual([ids.heading, ids.text]);
    expect(index[ids.colB]).toEqual([ids.button]);
    // Leaves and empty containers have no entry.
    expect(index[ids.heading]).toBeUndefined();
    expect(index[ids.footer]).toBeUndefined();
  });

  it('sorts by order, not by the map’s insertion order', () => {
    const { elements, ids } = sampleElements();
    const reversed = [...elements].reverse();
    expect(buildChildrenIndex(record(reversed))[ids.colA]).toEqual([ids.heading, ids.text]);
  });

  it('gives an empty page an empty index', () => {
    expect(buildChildrenIndex({})).toEqual({});
    expect(EMPTY_CHILDREN).toEqual([]);
    expect(Object.isFrozen(EMPTY_CHILDREN)).toBe(true);
  });

  it('keeps the identity of every list that did not change', () => {
    const { elements, ids } = sampleElements();
    const map = record(elements);
    const before = buildChildrenIndex(map);
    // An edit that does not touch the tree (a prop) keeps every list.
    const edited = { ...map, [ids.heading]: { ...map[ids.heading]!, props: { text: 'New' } } };
    const after = buildChildrenIndex(edited, before);
    for (const key of Object.keys(before)) expect(after[key]).toBe(before[key]);
  });

  it('replaces only the lists that changed', () => {
    const { elements, ids } = sampleElements();
    const map = record(elements);
    const before = buildChildrenIndex(map);
    // Swap the heading and the text inside colA.
    const swapped = {
      ...map,
      [ids.heading]: { ...map[ids.heading]!, order: 1 },
      [ids.text]: { ...map[ids.text]!, order: 0 },
    };
    const after = buildChildrenIndex(swapped, before);
    expect(after[ids.colA]).toEqual([ids.text, ids.heading]);
    expect(after[ids.colA]).not.toBe(before[ids.colA]);
    expect(after[ids.colB]).toBe(before[ids.colB]);
    expect(after[ROOT]).toBe(before[ROOT]);
    expect(after[ids.row]).toBe(before[ids.row]);
  });

  it('a move between parents replaces both lists and drops an emptied one', () => {
    const { elements, ids } = sampleElements();
    const map = record(elements);
    const before = buildChildrenIndex(map);
    const moved = { ...map, [ids.button]: { ...map[ids.button]!, parentId: ids.colA, order: 2 } };
    const after = buildChildrenIndex(moved, before);
    expect(after[ids.colA]).toEqual([ids.heading, ids.text, ids.button]);
    expect(after[ids.colB]).toBeUndefined();
    expect(after[ids.row]).toBe(before[ids.row]);
  });

  it('does not reuse a list of the same length with other ids', () => {
    const { elements, ids } = sampleElements();
    const map = record(elements);
    const stale = { [ids.colA]: [ids.heading, 'someone-else'] };
    const index = buildChildrenIndex(map, stale);
    expect(index[ids.colA]).toEqual([ids.heading, ids.text]);
    expect(index[ids.colA]).not.toBe(stale[ids.colA]);
  });
});
