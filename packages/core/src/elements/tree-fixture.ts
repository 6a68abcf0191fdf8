import { expect } from 'vitest';
import type { ElementMap, TreeNode } from './tree.ts';

/** Shared by the tree operation specs: a small page and checks on it. */
export interface Node extends TreeNode {
  name: string;
  props: Record<string, unknown>;
}

export const node = (id: string, type: string, parentId: string | null, order: number): Node => ({
  id,
  type,
  parentId,
  order,
  name: id,
  props: {},
});

/**
 * nav (NAVBAR), sec (SECTION), sec2 (SECTION) at the top;
 * sec > con > row > [c1 > [h, t, b], c2 > [form > [in, sub]]].
 */
export function page(): ElementMap<Node> {
  const nodes = [
    node('nav', 'NAVBAR', null, 0),
    node('sec', 'SECTION', null, 1),
    node('sec2', 'SECTION', null, 2),
    node('con', 'CONTAINER', 'sec', 0),
    node('row', 'ROW', 'con', 0),
    node('c1', 'COLUMN', 'row', 0),
    node('c2', 'COLUMN', 'row', 1),
    node('h', 'HEADING', 'c1', 0),
    node('t', 'TEXT', 'c1', 1),
    node('b', 'BUTTON', 'c1', 2),
    node('form', 'FORM', 'c2', 0),
    node('in', 'INPUT', 'form', 0),
    node('sub', 'BUTTON', 'form', 1),
  ];
  return Object.fromEntries(nodes.map((n) => [n.id, n]));
}

/** Every parent's children are numbered 0..n-1. */
export function expectDenseOrders(map: ElementMap): void {
  const groups = new Map<string | null, number[]>();
  for (const n of Object.values(map))
    groups.set(n.parentId, [...(groups.get(n.parentId) ?? []), n.order]);
  for (const [parentId, orders] of groups) {
    expect(
      orders.sort((a, b) => a - b),
      `children of ${parentId}`,
    ).toEqual(orders.map((_, i) => i));
  }
}

/** A deep copy taken before an operation, to compare with afterwards. */
export const snapshot = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
