import { describe, expect, it } from 'vitest';
import { childIds, insertElement, TreeError, type ElementMap } from './tree.ts';
import { node, page, expectDenseOrders, snapshot, type Node } from './tree-fixture.ts';

describe('insertElement', () => {
  it('appends at the end when no index is given', () => {
    const map = page();
    insertElement(map, node('x', 'SPACER', null, 99), 'c1');
    expect(childIds(map, 'c1')).toEqual(['h', 't', 'b', 'x']);
    expect(map.x!.order).toBe(3);
    expectDenseOrders(map);
  });

  it('inserts at the given index and renumbers the siblings after it', () => {
    const map = page();
    insertElement(map, node('x', 'IMAGE', null, 0), 'c1', 1);
    expect(childIds(map, 'c1')).toEqual(['h', 'x', 't', 'b']);
    expect([map.h!.order, map.x!.order, map.t!.order, map.b!.order]).toEqual([0, 1, 2, 3]);
    expectDenseOrders(map);
  });

  it('inserts at the front with index 0', () => {
    const map = page();
    insertElement(map, node('x', 'SECTION', 'ignored', 5), null, 0);
    expect(childIds(map, null)).toEqual(['x', 'nav', 'sec', 'sec2']);
    expectDenseOrders(map);
  });

  it('sets the parent from the argument, not from the node', () => {
    const map = page();
    insertElement(map, node('x', 'TEXT', 'sec', 0), 'c2');
    expect(map.x!.parentId).toBe('c2');
    expect(childIds(map, 'c2')).toEqual(['form', 'x']);
  });

  it('stores a copy of the node, not the node itself', () => {
    const map = page();
    const fresh = node('x', 'TEXT', null, 0);
    insertElement(map, fresh, 'c1');
    expect(map.x).not.toBe(fresh);
    expect(map.x).toMatchObject({ id: 'x', type: 'TEXT', parentId: 'c1' });
  });

  it.each([
    [-5, ['x', 'h', 't', 'b']],
    [-0.5, ['x', 'h', 't', 'b']],
    [1.9, ['h', 'x', 't', 'b']],
    [3, ['h', 't', 'b', 'x']],
    [100, ['h', 't', 'b', 'x']],
  ])('clamps index %s into range', (index, expected) => {
    const map = page();
    insertElement(map, node('x', 'TEXT', null, 0), 'c1', index);
    expect(childIds(map, 'c1')).toEqual(expected);
    expectDenseOrders(map);
  });

  it('inserts into an empty parent at order 0', () => {
    const map = page();
    insertElement(map, node('x', 'COLUMN', null, 7), 'row', 0);
    insertElement(map, node('y', 'HEADING', null, 7), 'x', 10);
    expect(map.y).toMatchObject({ parentId: 'x', order: 0 });
    expectDenseOrders(map);
  });

  it('inserts into an empty page', () => {
    const map: ElementMap<Node> = {};
    insertElement(map, node('a', 'NAVBAR', null, 3), null);
    insertElement(map, node('b', 'SECTION', null, 3), null);
    expect(childIds(map, null)).toEqual(['a', 'b']);
    expectDenseOrders(map);
  });

  it.each([
    [null, 'HEADING', 'HEADING cannot be placed at the top level of a page'],
    ['sec', 'HEADING', 'SECTION cannot contain HEADING'],
    ['row', 'TEXT', 'ROW cannot contain TEXT'],
    ['c1', 'SECTION', 'COLUMN cannot contain SECTION'],
    ['form', 'IMAGE', 'FORM cannot contain IMAGE'],
    ['h', 'TEXT', 'HEADING cannot contain TEXT: HEADING does not accept child elements'],
  ])('refuses a drop into %s of %s and leaves the map unchanged', (parentId, type, message) => {
    const map = page();
    const before = snapshot(map);
    expect(() => insertElement(map, node('x', type, null, 0), parentId)).toThrow(TreeError);
    expect(() => insertElement(map, node('x', type, null, 0), parentId)).toThrow(message);
    expect(map).toEqual(before);
  });

  it('refuses a parent that does not exist', () => {
    const map = page();
    const before = snapshot(map);
    expect(() => insertElement(map, node('x', 'TEXT', null, 0), 'missing')).toThrow(
      'The target parent element does not exist',
    );
    expect(map).toEqual(before);
  });

  it('refuses an id that is already used', () => {
    const map = page();
    const before = snapshot(map);
    expect(() => insertElement(map, node('t', 'TEXT', null, 0), 'c2')).toThrow(
      'An element with this id already exists',
    );
    expect(map).toEqual(before);
  });

  it('refuses an unknown type', () => {
    const map = page();
    const before = snapshot(map);
    expect(() => insertElement(map, node('x', 'MARQUEE', null, 0), 'c1')).toThrow(
      'Unknown element type MARQUEE',
    );
    expect(map).toEqual(before);
  });

  it('keeps orders dense over a run of inserts', () => {
    const map = page();
    const spots: [string, number | undefined][] = [
      ['c1', 0],
      ['c1', undefined],
      ['c1', 2],
      ['c2', 0],
      ['c2', 9],
      ['form', 1],
    ];
    spots.forEach(([parentId, index], i) => {
      insertElement(map, node(`n${i}`, 'TEXT', null, 0), parentId, index);
      expectDenseOrders(map);
    });
    expect(childIds(map, 'c1')).toEqual(['n0', 'h', 'n2', 't', 'b', 'n1']);
    expect(childIds(map, 'c2')).toEqual(['n3', 'form', 'n4']);
    expect(childIds(map, 'form')).toEqual(['in', 'n5', 'sub']);
  });
});
