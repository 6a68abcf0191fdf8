import { describe, expect, it } from 'vitest';
import { childIds, descendantIds, removeElement, TreeError } from './tree.ts';
import { page, expectDenseOrders, snapshot } from './tree-fixture.ts';

describe('removeElement', () => {
  it('removes a leaf and renumbers its siblings', () => {
    const map = page();
    expect(removeElement(map, 'h')).toEqual(['h']);
    expect(map.h).toBeUndefined();
    expect(childIds(map, 'c1')).toEqual(['t', 'b']);
    expect([map.t!.order, map.b!.order]).toEqual([0, 1]);
    expectDenseOrders(map);
  });

  it('removes the whole subtree and returns every removed id', () => {
    const map = page();
    const removed = removeElement(map, 'row');
    expect(removed[0]).toBe('row');
    expect([...removed].sort()).toEqual(
      ['row', 'c1', 'c2', 'h', 't', 'b', 'form', 'in', 'sub'].sort(),
    );
    for (const id of removed) expect(map[id]).toBeUndefined();
    expect(Object.keys(map).sort()).toEqual(['con', 'nav', 'sec', 'sec2']);
    expectDenseOrders(map);
  });

  it('renumbers the top level when a top-level element goes', () => {
    const map = page();
    removeElement(map, 'sec');
    expect(childIds(map, null)).toEqual(['nav', 'sec2']);
    expect(map.sec2!.order).toBe(1);
    expect(Object.keys(map).sort()).toEqual(['nav', 'sec2']);
    expectDenseOrders(map);
  });

  it('leaves other subtrees untouched', () => {
    const map = page();
    const before = snapshot(map);
    removeElement(map, 'form');
    for (const id of ['nav', 'sec', 'sec2', 'con', 'row', 'c1', 'c2', 'h', 't', 'b']) {
      expect(map[id]).toEqual(before[id]);
    }
    expect(descendantIds(map, 'c2')).toEqual([]);
  });

  it('keeps orders dense over a run of removals', () => {
    const map = page();
    for (const id of ['t', 'in', 'nav', 'c1', 'sec2']) {
      removeElement(map, id);
      expectDenseOrders(map);
    }
    expect(Object.keys(map).sort()).toEqual(['c2', 'con', 'form', 'row', 'sec', 'sub']);
    expect(map.sec!.order).toBe(0);
    expect(map.c2!.order).toBe(0);
    expect(map.sub!.order).toBe(0);
  });

  it('refuses an element that does not exist and leaves the map unchanged', () => {
    const map = page();
    const before = snapshot(map);
    expect(() => removeElement(map, 'missing')).toThrow(TreeError);
    expect(() => removeElement(map, 'missing')).toThrow('The element does not exist');
    expect(map).toEqual(before);
  });
});

describe('childIds and descendantIds', () => {
  it('lists children by order, whatever the map order', () => {
    const map = page();
    map.h!.order = 2;
    map.b!.order = 0;
    expect(childIds(map, 'c1')).toEqual(['b', 't', 'h']);
  });

  it('lists descendants depth first in order', () => {
    expect(descendantIds(page(), 'row')).toEqual(['c1', 'h', 't', 'b', 'c2', 'form', 'in', 'sub']);
    expect(descendantIds(page(), 'h')).toEqual([]);
  });
});
