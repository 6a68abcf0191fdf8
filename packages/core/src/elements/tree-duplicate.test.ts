import { describe, expect, it } from 'vitest';
import {
  childIds,
  descendantIds,
  duplicateElement,
  TreeError,
  treeProblem,
  type ElementMap,
} from './tree.ts';
import { page, expectDenseOrders, snapshot } from './tree-fixture.ts';

/** Ids new-1, new-2, ... in call order. */
function counter(): () => string {
  let n = 0;
  return () => `new-${++n}`;
}

describe('duplicateElement', () => {
  it('copies a leaf right after the original and renumbers the siblings', () => {
    const map = page();
    const copyId = duplicateElement(map, 'h', counter());
    expect(copyId).toBe('new-1');
    expect(childIds(map, 'c1')).toEqual(['h', 'new-1', 't', 'b']);
    expect(map['new-1']).toMatchObject({ type: 'HEADING', parentId: 'c1', order: 1 });
    expectDenseOrders(map);
  });

  it('copies the last child to the end', () => {
    const map = page();
    duplicateElement(map, 'b', counter());
    expect(childIds(map, 'c1')).toEqual(['h', 't', 'b', 'new-1']);
    expectDenseOrders(map);
  });

  it('copies the whole subtree with fresh ids and remapped parents', () => {
    const map = page();
    const before = snapshot(map);
    const copyId = duplicateElement(map, 'c1', counter());
    expect(copyId).toBe('new-1');
    expect(childIds(map, 'row')).toEqual(['c1', 'new-1', 'c2']);
    // The copy's children mirror the original's, in the same order, under the copy.
    const copyKids = childIds(map, 'new-1');
    expect(copyKids).toHaveLength(3);
    expect(copyKids.map((id) => map[id]!.type)).toEqual(['HEADING', 'TEXT', 'BUTTON']);
    expect(copyKids.map((id) => map[id]!.name)).toEqual(['h', 't', 'b']);
    for (const id of copyKids) expect(before[id]).toBeUndefined();
    // The original subtree is untouched; the siblings after it shift by one.
    for (const id of ['c1', 'h', 't', 'b']) expect(map[id]).toEqual(before[id]);
    expect(map.c2!.order).toBe(2);
    expect(Object.keys(map)).toHaveLength(Object.keys(before).length + 4);
    expectDenseOrders(map);
  });

  it('copies nested levels and points every copied child at its copied parent', () => {
    const map = page();
    const copyId = duplicateElement(map, 'sec', counter());
    const originals = ['sec', ...descendantIds(map, 'sec')];
    const copies = [copyId, ...descendantIds(map, copyId)];
    expect(copies).toHaveLength(originals.length);
    const copyOf = new Map(originals.map((id, i) => [id, copies[i]!]));
    for (const [original, copy] of copyOf) {
      expect(copy).not.toBe(original);
      expect(map[copy]!.type).toBe(map[original]!.type);
      if (original !== 'sec') {
        expect(map[copy]!.order).toBe(map[original]!.order);
        expect(map[copy]!.parentId).toBe(copyOf.get(map[original]!.parentId!));
      }
    }
    expect(new Set(copies).size).toBe(copies.length);
    expect(childIds(map, null)).toEqual(['nav', 'sec', copyId, 'sec2']);
    expect(map[copyId]!.parentId).toBeNull();
    expectDenseOrders(map);
  });

  it("renames only the copied root with ' (Copy)'", () => {
    const map = page();
    map.form!.name = 'Contact form';
    const copyId = duplicateElement(map, 'form', counter());
    expect(map[copyId]!.name).toBe('Contact form (Copy)');
    expect(map.form!.name).toBe('Contact form');
    expect(childIds(map, copyId).map((id) => map[id]!.name)).toEqual(['in', 'sub']);
  });

  it('leaves a nameless element nameless', () => {
    const map: ElementMap = {
      s: { id: 's', type: 'SECTION', parentId: null, order: 0 },
    };
    const copyId = duplicateElement(map, 's', counter());
    expect(map[copyId]).toEqual({ id: copyId, type: 'SECTION', parentId: null, order: 1 });
  });

  it('does not share objects between the original and the copy', () => {
    const map = page();
    map.form!.props = { submitLabel: 'Send', nested: { list: [1, 2] } };
    map.in!.props = { label: 'Name' };
    const copyId = duplicateElement(map, 'form', counter());
    const copy = map[copyId]!;
    expect(copy.props).toEqual(map.form!.props);
    expect(copy.props).not.toBe(map.form!.props);
    copy.props.submitLabel = 'Go';
    (copy.props.nested as { list: number[] }).list.push(3);
    expect(map.form!.props).toEqual({ submitLabel: 'Send', nested: { list: [1, 2] } });
    const childCopy = map[childIds(map, copyId)[0]!]!;
    childCopy.props.label = 'Changed';
    expect(map.in!.props).toEqual({ label: 'Name' });
  });

  it('makes a page that still passes treeProblem', () => {
    const map = page();
    const next = counter();
    duplicateElement(map, 'sec', next);
    duplicateElement(map, 'c2', next);
    duplicateElement(map, 'in', next);
    expect(treeProblem(Object.values(map))).toBeNull();
    expectDenseOrders(map);
  });

  it('refuses an element that does not exist and leaves the map unchanged', () => {
    const map = page();
    const before = snapshot(map);
    expect(() => duplicateElement(map, 'missing', counter())).toThrow(TreeError);
    expect(() => duplicateElement(map, 'missing', counter())).toThrow('The element does not exist');
    expect(map).toEqual(before);
  });
});
