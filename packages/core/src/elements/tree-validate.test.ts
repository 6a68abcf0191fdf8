import { describe, expect, it } from 'vitest';
import { treeProblem, withDenseOrders, type TreeNode } from './tree.ts';

const node = (id: string, type: string, parentId: string | null, order = 0): TreeNode => ({
  id,
  type,
  parentId,
  order,
});

/** nav and sec at the top; sec > con > row > col > [heading, form > [input, button]]. */
const validPage = (): TreeNode[] => [
  node('nav', 'NAVBAR', null, 0),
  node('sec', 'SECTION', null, 1),
  node('con', 'CONTAINER', 'sec'),
  node('row', 'ROW', 'con'),
  node('col', 'COLUMN', 'row'),
  node('heading', 'HEADING', 'col', 0),
  node('form', 'FORM', 'col', 1),
  node('input', 'INPUT', 'form', 0),
  node('button', 'BUTTON', 'form', 1),
];

describe('treeProblem', () => {
  it('returns null for a valid nested tree', () => {
    expect(treeProblem(validPage())).toBeNull();
  });

  it('returns null for an empty page', () => {
    expect(treeProblem([])).toBeNull();
  });

  it('accepts children listed before their parents', () => {
    expect(treeProblem([...validPage()].reverse())).toBeNull();
  });

  it('catches a duplicate id', () => {
    expect(treeProblem([...validPage(), node('heading', 'TEXT', 'col', 2)])).toBe(
      'The element id heading appears more than once',
    );
  });

  it('catches a parent that is not on the page', () => {
    expect(treeProblem([...validPage(), node('orphan', 'TEXT', 'elsewhere')])).toBe(
      'The parent of element orphan is not on this page',
    );
  });

  it('catches a two-element cycle', () => {
    const problem = treeProblem([
      node('sec', 'SECTION', null),
      node('a', 'COLUMN', 'b'),
      node('b', 'COLUMN', 'a'),
    ]);
    expect(problem).toBe('Element a is inside itself');
  });

  it('catches an element that is its own parent', () => {
    expect(treeProblem([node('a', 'COLUMN', 'a')])).toBe('Element a is inside itself');
  });

  it('catches a longer cycle', () => {
    expect(
      treeProblem([node('a', 'ROW', 'c'), node('b', 'COLUMN', 'a'), node('c', 'CONTAINER', 'b')]),
    ).toMatch(/is inside itself$/);
  });

  it('catches a bad top-level type', () => {
    expect(treeProblem([...validPage(), node('loose', 'HEADING', null, 2)])).toBe(
      'HEADING cannot be placed at the top level of a page; only SECTION, CONTAINER and NAVBAR can',
    );
  });

  it('catches a bad parent/child pair', () => {
    expect(treeProblem([...validPage(), node('x', 'HEADING', 'sec', 1)])).toBe(
      'SECTION cannot contain HEADING',
    );
    expect(treeProblem([...validPage(), node('x', 'IMAGE', 'form', 2)])).toBe(
      'FORM cannot contain IMAGE',
    );
    expect(treeProblem([...validPage(), node('x', 'TEXT', 'heading')])).toBe(
      'HEADING cannot contain TEXT: HEADING does not accept child elements',
    );
  });

  it('catches an unknown type', () => {
    expect(treeProblem([...validPage(), node('x', 'MARQUEE', 'col', 2)])).toBe(
      'Unknown element type MARQUEE',
    );
  });

  it('does not look at the orders', () => {
    const nodes = validPage().map((n) => ({ ...n, order: 7 }));
    expect(treeProblem(nodes)).toBeNull();
  });
});

describe('withDenseOrders', () => {
  it('numbers each parent’s children 0..n-1 keeping their relative order', () => {
    const result = withDenseOrders([
      node('a', 'SECTION', null, 10),
      node('b', 'SECTION', null, 3),
      node('c', 'SECTION', null, 7),
      node('x', 'CONTAINER', 'a', 4),
      node('y', 'CONTAINER', 'a', -2),
    ]);
    const orders = Object.fromEntries(result.map((n) => [n.id, n.order]));
    expect(orders).toEqual({ b: 0, c: 1, a: 2, y: 0, x: 1 });
  });

  it('breaks ties by position in the list', () => {
    const result = withDenseOrders([
      node('first', 'TEXT', 'col', 1),
      node('second', 'TEXT', 'col', 1),
      node('zero', 'TEXT', 'col', 0),
      node('third', 'TEXT', 'col', 1),
    ]);
    const byOrder = [...result].sort((p, q) => p.order - q.order).map((n) => n.id);
    expect(byOrder).toEqual(['zero', 'first', 'second', 'third']);
  });

  it('keeps every node and every other field', () => {
    const input = validPage().map((n, i) => ({ ...n, order: 100 - i, name: `n${i}` }));
    const result = withDenseOrders(input);
    expect(result).toHaveLength(input.length);
    for (const original of input) {
      const out = result.find((n) => n.id === original.id)!;
      expect(out).toEqual({ ...original, order: out.order });
    }
  });

  it('gives dense orders for every parent', () => {
    const result = withDenseOrders(validPage().map((n, i) => ({ ...n, order: (i * 37) % 11 })));
    const groups = new Map<string | null, number[]>();
    for (const n of result) groups.set(n.parentId, [...(groups.get(n.parentId) ?? []), n.order]);
    for (const orders of groups.values()) {
      expect(orders.sort((a, b) => a - b)).toEqual(orders.map((_, i) => i));
    }
  });

  it('does not mutate its input', () => {
    const input = [node('a', 'SECTION', null, 5), node('b', 'SECTION', null, 9)];
    const copy = JSON.parse(JSON.stringify(input)) as TreeNode[];
    const result = withDenseOrders(input);
    expect(input).toEqual(copy);
    expect(result[0]).not.toBe(input[0]);
  });

  it('returns an empty list for no nodes', () => {
    expect(withDenseOrders([])).toEqual([]);
  });
});
