import { dropProblem } from './drop-rules.ts';
import { isElementType, type ElementType } from './element-types.ts';

/** The fields of an element that the tree rules look at. */
export interface TreeNode {
  id: string;
  parentId: string | null;
  type: string;
  order: number;
  name?: string;
}

export type ElementMap<T extends TreeNode = TreeNode> = Record<string, T>;

/** A refused tree operation; the message is fit to show to the owner. */
export class TreeError extends Error {}

const typeOf = (node: TreeNode): ElementType => {
  if (!isElementType(node.type)) throw new TreeError(`Unknown element type ${node.type}`);
  return node.type;
};

/** Ids of the children of `parentId` (null: the page), in order. */
export function childIds(map: ElementMap, parentId: string | null): string[] {
  return Object.values(map)
    .filter((node) => node.parentId === parentId)
    .sort((a, b) => a.order - b.order)
    .map((node) => node.id);
}

/** Every id below `id`, depth first. */
export function descendantIds(map: ElementMap, id: string): string[] {
  const result: string[] = [];
  const stack = childIds(map, id).reverse();
  while (stack.length > 0) {
    const next = stack.pop()!;
    result.push(next);
    stack.push(...childIds(map, next).reverse());
  }
  return result;
}

function renumber(map: ElementMap, parentId: string | null, ordered: string[]): void {
  ordered.forEach((childId, index) => {
    map[childId]!.order = index;
  });
  void parentId;
}

function checkDrop(map: ElementMap, parentId: string | null, type: ElementType): void {
  const parent = parentId === null ? null : map[parentId];
  if (parentId !== null && !parent) throw new TreeError('The target parent element does not exist');
  const problem = dropProblem(parent ? typeOf(parent) : null, type);
  if (problem) throw new TreeError(problem);
}

const clampIndex = (index: number | undefined, length: number) =>
  index === undefined ? length : Math.max(0, Math.min(Math.trunc(index), length));

/** Places a new element under `parentId` at `index` (end when omitted). Mutates `map`. */
export function insertElement<T extends TreeNode>(
  map: ElementMap<T>,
  node: T,
  parentId: string | null,
  index?: number,
): void {
  if (map[node.id]) throw new TreeError('An element with this id already exists');
  checkDrop(map, parentId, typeOf(node));
  const siblings = childIds(map, parentId);
  siblings.splice(clampIndex(index, siblings.length), 0, node.id);
  map[node.id] = { ...node, parentId };
  renumber(map, parentId, siblings);
}

/** Moves an element (with its subtree) under `parentId` at `index`. Mutates `map`. */
export function moveElement(
  map: ElementMap,
  id: string,
  parentId: string | null,
  index?: number,
): void {
  const node = map[id];
  if (!node) throw new TreeError('The element does not exist');
  if (parentId === id || (parentId !== null && descendantIds(map, id).includes(parentId))) {
    throw new TreeError('An element cannot be moved inside itself');
  }
  checkDrop(map, parentId, typeOf(node));
  const oldParent = node.parentId;
  const oldSiblings = childIds(map, oldParent).filter((sibling) => sibling !== id);
  renumber(map, oldParent, oldSiblings);
  const siblings = oldParent === parentId ? oldSiblings : childIds(map, parentId);
  siblings.splice(clampIndex(index, siblings.length), 0, id);
  node.parentId = parentId;
  renumber(map, parentId, siblings);
}

/** Removes an element and everything inside it; returns the removed ids. Mutates `map`. */
export function removeElement(map: ElementMap, id: string): string[] {
  const node = map[id];
  if (!node) throw new TreeError('The element does not exist');
  const removed = [id, ...descendantIds(map, id)];
  for (const removedId of removed) delete map[removedId];
  renumber(map, node.parentId, childIds(map, node.parentId));
  return removed;
}

/**
 * Copies an element and its subtree with fresh ids, right after the original; the copy's name
 * gets ' (Copy)'. Returns the new root's id. Mutates `map`.
 */
export function duplicateElement<T extends TreeNode>(
  map: ElementMap<T>,
  id: string,
  newId: () => string,
): string {
  const original = map[id];
  if (!original) throw new TreeError('The element does not exist');
  const ids = new Map<string, string>();
  for (const oldId of [id, ...descendantIds(map, id)]) ids.set(oldId, newId());
  const rootId = ids.get(id)!;
  const copies: T[] = [...ids].map(([oldId, copyId]) => {
    const source = map[oldId]!;
    return JSON.parse(
      JSON.stringify({
        ...source,
        id: copyId,
        parentId: oldId === id ? original.parentId : ids.get(source.parentId!)!,
      }),
    ) as T;
  });
  const root = copies[0]!;
  if (root.name !== undefined) root.name = `${root.name} (Copy)`;
  insertElement(map, root, original.parentId, original.order + 1);
  for (const copy of copies.slice(1)) map[copy.id] = copy;
  return rootId;
}

/**
 * Checks a whole page's element list: unique ids, every parent on the same page, no cycles,
 * and every parent/child pair allowed. Returns the first problem, or null.
 */
export function treeProblem(nodes: readonly TreeNode[]): string | null {
  const byId = new Map<string, TreeNode>();
  for (const node of nodes) {
    if (byId.has(node.id)) return `The element id ${node.id} appears more than once`;
    byId.set(node.id, node);
  }
  for (const node of nodes) {
    if (!isElementType(node.type)) return `Unknown element type ${node.type}`;
    if (node.parentId === null) {
      const problem = dropProblem(null, node.type);
      if (problem) return problem;
      continue;
    }
    const parent = byId.get(node.parentId);
    if (!parent) return `The parent of element ${node.id} is not on this page`;
    // Walk up: reaching the start again means a cycle.
    const seen = new Set([node.id]);
    for (
      let up: TreeNode | undefined = parent;
      up;
      up = up.parentId ? byId.get(up.parentId) : undefined
    ) {
      if (seen.has(up.id)) return `Element ${node.id} is inside itself`;
      seen.add(up.id);
    }
    const problem = dropProblem(parent.type as ElementType, node.type);
    if (problem) return problem;
  }
  return null;
}

/** The same nodes with each parent's children numbered 0..n-1, keeping their relative order. */
export function withDenseOrders<T extends TreeNode>(nodes: readonly T[]): T[] {
  const groups = new Map<string | null, { node: T; index: number }[]>();
  nodes.forEach((node, index) => {
    const group = groups.get(node.parentId) ?? [];
    group.push({ node, index });
    groups.set(node.parentId, group);
  });
  const result: T[] = [];
  for (const group of groups.values()) {
    group.sort((a, b) => a.node.order - b.node.order || a.index - b.index);
    group.forEach(({ node }, order) => result.push({ ...node, order }));
  }
  return result;
}
