import { describe, expect, it } from 'vitest';
import { childIds, moveElement, TreeError } from './tree.ts';
import { page, expectDenseOrders, snapshot } from './tree-fixture.ts';

describe('moveElement within the same parent', () => {
  it('moves forwards: the index is the final position', () => {
    const map = page();
    moveElement(map, 'h', 'c1', 2);
    expect(childIds(map, 'c1')).toEqual(['t', 'b', 'h']);
    expectDenseOrders(map);
  });

  it('moves forwards by one', () => {
    const map = page();
    moveElement(map, 'h', 'c1', 1);
    expect(childIds(map, 'c1')).toEqual(['t', 'h', 'b']);
    expectDenseOrders(map);
  });

  it('moves backwards', () => {
    const map = page();
    moveElement(map, 'b', 'c1', 0);
    expect(childIds(map, 'c1')).toEqual(['b', 'h', 't']);
    expectDenseOrders(map);
  });

  it('leaves the order alone when moved onto its own place', () => {
    const map = page();
    const before = snapshot(map);
    moveElement(map, 't', 'c1', 1);
    expect(map).toEqual(before);
  });

  it('moves to the end when no index is given', () => {
    const map = page();
    moveElement(map, 'h', 'c1');
    expect(childIds(map, 'c1')).toEqual(['t', 'b', 'h']);
    expectDenseOrders(map);
  });

  it.each([
    [-3, ['b', 'h', 't']],
    [50, ['h', 't', 'b']],
  ])('clamps index %s', (index, expected) => {
    const map = page();
    moveElement(map, 'b', 'c1', index);
    expect(childIds(map, 'c1')).toEqual(expected);
    expectDenseOrders(map);
  });

  it('reorders top-level elements', () => {
    const map = page();
    moveElement(map, 'sec2', null, 0);
    expect(childIds(map, null)).toEqual(['sec2', 'nav', 'sec']);
    expectDenseOrders(map);
  });
});

describe('moveElement to another parent', () => {
  it('moves into the new parent at the index and closes the gap it leaves', () => {
    const map = page();
    moveElement(map, 't', 'c2', 0);
    expect(childIds(map, 'c1')).toEqual(['h', 'b']);
    expect(childIds(map, 'c2')).toEqual(['t', 'form']);
    expect(map.t!.parentId).toBe('c2');
    expectDenseOrders(map);
  });

  it('appends when no index is given', () => {
    const map = page();
    moveElement(map, 'h', 'form');
    expect(childIds(map, 'form')).toEqual(['in', 'sub', 'h']);
    expectDenseOrders(map);
  });

  it('carries the subtree along', () => {
    const map = page();
    moveElement(map, 'form', 'c1', 1);
    expect(childIds(map, 'c1')).toEqual(['h', 'form', 't', 'b']);
    expect(childIds(map, 'c2')).toEqual([]);
    expect(childIds(map, 'form')).toEqual(['in', 'sub']);
    expectDenseOrders(map);
  });

  it('moves a container out to the top level', () => {
    const map = page();
    moveElement(map, 'con', null, 1);
    expect(childIds(map, null)).toEqual(['nav', 'con', 'sec', 'sec2']);
    expect(childIds(map, 'sec')).toEqual([]);
    expect(childIds(map, 'con')).toEqual(['row']);
    expectDenseOrders(map);
  });

  it('moves into an empty parent', () => {
    const map = page();
    moveElement(map, 'con', 'sec2', 4);
    expect(map.con).toMatchObject({ parentId: 'sec2', order: 0 });
    expectDenseOrders(map);
  });

  it('keeps orders dense over a run of moves', () => {
    const map = page();
    const moves: [string, string | null, number | undefined][] = [
      ['h', 'form', 0],
      ['b', 'c2', undefined],
      ['t', 'form', 5],
      ['in', 'c1', 0],
      ['form', 'c1', 0],
      ['c2', 'row', 0],
      ['sec', null, 3],
    ];
    for (const [id, parentId, index] of moves) {
      moveElement(map, id, parentId, index);
      expectDenseOrders(map);
    }
    expect(childIds(map, null)).toEqual(['nav', 'sec2', 'sec']);
    expect(childIds(map, 'row')).toEqual(['c2', 'c1']);
    expect(childIds(map, 'c1')).toEqual(['form', 'in']);
    expect(childIds(map, 'c2')).toEqual(['b']);
    expect(childIds(map, 'form')).toEqual(['h', 'sub', 't']);
  });
});

describe('moveElement refusals', () => {
  it.each([
    ['sec', 'sec'],
    ['sec', 'con'],
    ['con', 'row'],
    ['c2', 'form'],
  ])('refuses moving %s into itself or its descendant %s', (id, parentId) => {
    const map = page();
    const before = snapshot(map);
    expect(() => moveElement(map, id, parentId, 0)).toThrow(TreeError);
    expect(() => moveElement(map, id, parentId, 0)).toThrow(
      'An element cannot be moved inside itself',
    );
    expect(map).toEqual(before);
  });

  it.each([
    ['h', null, 'HEADING cannot be placed at the top level of a page'],
    ['h', 'sec', 'SECTION cannot contain HEADING'],
    ['c1', 'sec', 'SECTION cannot contain COLUMN'],
    ['h', 'row', 'ROW cannot contain HEADING'],
    ['sec2', 'c1', 'COLUMN cannot contain SECTION'],
    ['nav', 'c1', 'COLUMN cannot contain NAVBAR'],
    ['sec2', 'con', 'CONTAINER cannot contain SECTION'],
    ['t', 'b', 'BUTTON cannot contain TEXT: BUTTON does not accept child elements'],
    ['form', 'form', 'An element cannot be moved inside itself'],
  ])('refuses moving %s into %s and leaves the map unchanged', (id, parentId, message) => {
    const map = page();
    const before = snapshot(map);
    expect(() => moveElement(map, id, parentId, 0)).toThrow(message);
    expect(map).toEqual(before);
  });

  it('refuses a parent that does not exist', () => {
    const map = page();
    const before = snapshot(map);
    expect(() => moveElement(map, 't', 'missing', 0)).toThrow(
      'The target parent element does not exist',
    );
    expect(map).toEqual(before);
  });

  it('refuses an element that does not exist', () => {
    const map = page();
    const before = snapshot(map);
    expect(() => moveElement(map, 'missing', 'c1', 0)).toThrow('The element does not exist');
    expect(map).toEqual(before);
  });
});
