import {
  acceptsChildren,
  canContain,
  isElementType,
  plainDropProblem,
  wrapperChain,
  type ElementType,
} from '@tessera/core';
import type { ElementRecord } from '../state/editor-store';
import { ROOT, type ChildrenIndex } from '../state/children-index';
import { canvasNodeOf } from '../canvas/node-registry';

export interface Dragged {
  type: ElementType;
  /** Set when an existing element is moved (it and its subtree cannot be the target). */
  id?: string;
  /** Set when a section template is dragged: it lands at the page's top level, as a SECTION. */
  templateId?: string;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type DropTarget =
  | {
      ok: true;
      parentId: string | null;
      index: number;
      indicator: Box;
      inside: boolean;
      /** Layout wrappers (outer first) to make at the spot, for an element that needs them. */
      wrappers: ElementType[];
    }
  | { ok: false; message: string; indicator: Box };

interface Tree {
  elements: ElementRecord;
  children: ChildrenIndex;
}

type Surface = 'canvas' | 'layers';

const boxOf = (rect: DOMRect): Box => ({
  left: rect.left,
  top: rect.top,
  width: rect.width,
  height: rect.height,
});

function nodeFor(surface: Surface, id: string): HTMLElement | null {
  if (surface === 'canvas') return canvasNodeOf(id);
  return document.querySelector<HTMLElement>(`[data-layer-id="${id}"]`);
}

function typeOf(tree: Tree, id: string | null): ElementType | null {
  if (id === null) return null;
  const type = tree.elements[id]?.type;
  return type && isElementType(type) ? type : null;
}

function isInside(tree: Tree, id: string, ancestorId: string): boolean {
  for (
    let current = tree.elements[id];
    current;
    current = current.parentId ? tree.elements[current.parentId] : undefined
  ) {
    if (current.id === ancestorId) return true;
  }
  return false;
}

/** Lines between siblings run across a column of children, or down a row of columns. */
function lineAt(rect: DOMRect, after: boolean, horizontalFlow: boolean): Box {
  if (horizontalFlow)
    return {
      left: after ? rect.right - 2 : rect.left - 2,
      top: rect.top,
      width: 4,
      height: rect.height,
    };
  return {
    left: rect.left,
    top: after ? rect.bottom - 2 : rect.top - 2,
    width: rect.width,
    height: 4,
  };
}

/** Where among a parent's children the point falls, with the line to draw there. */
function slotAmongChildren(
  tree: Tree,
  surface: Surface,
  parentId: string | null,
  x: number,
  y: number,
  parentRect: DOMRect,
) {
  const horizontal = surface === 'canvas' && typeOf(tree, parentId) === 'ROW';
  const ids = tree.children[parentId ?? ROOT] ?? [];
  for (let i = 0; i < ids.length; i++) {
    const rect = nodeFor(surface, ids[i]!)?.getBoundingClientRect();
    if (!rect) continue;
    const before = horizontal ? x < rect.left + rect.width / 2 : y < rect.top + rect.height / 2;
    if (before) return { index: i, indicator: lineAt(rect, false, horizontal) };
  }
  const last = ids.length > 0 ? nodeFor(surface, ids.at(-1)!)?.getBoundingClientRect() : undefined;
  if (last) return { index: ids.length, indicator: lineAt(last, true, horizontal) };
  return { index: 0, indicator: boxOf(parentRect) };
}

/**
 * The drop a point means, for the element (or palette type) being dragged: inside the element
 * under the point when it accepts the dragged type, else before or after it (or an ancestor)
 * where the parent accepts it. A point that allows neither is a refused drop with its reason.
 */
export function findDropTarget(
  tree: Tree,
  dragged: Dragged,
  x: number,
  y: number,
): DropTarget | null {
  const hit = document.elementFromPoint(x, y) as HTMLElement | null;
  // The shared header and footer around the page are edited on their own, not dropped into.
  if (!hit || hit.closest('[data-shared-part], [data-page-context]')) return null;
  const surface: Surface | null = hit.closest('[data-layers-tree]')
    ? 'layers'
    : hit.closest('[data-canvas-root]')
      ? 'canvas'
      : null;
  if (!surface) return null;
  const attribute = surface === 'canvas' ? 'data-element-id' : 'data-layer-id';
  const hitId = hit.closest(`[${attribute}]`)?.getAttribute(attribute) ?? null;

  if (hitId === null) {
    const rootNode = hit.closest<HTMLElement>(
      surface === 'canvas' ? '[data-canvas-root]' : '[data-layers-tree]',
    )!;
    const rootRect = rootNode.getBoundingClientRect();
    const wrappers = wrapperChain(null, dragged.type);
    if (!wrappers) {
      const message = plainDropProblem(null, dragged.type)!;
      return { ok: false, message, indicator: boxOf(rootRect) };
    }
    const slot = slotAmongChildren(tree, surface, null, x, y, rootRect);
    return {
      ok: true,
      parentId: null,
      index: slot.index,
      indicator: slot.indicator,
      inside: false,
      wrappers,
    };
  }

  if (dragged.id && isInside(tree, hitId, dragged.id)) {
    const rect = nodeFor(surface, dragged.id)!.getBoundingClientRect();
    return {
      ok: false,
      message: 'An element cannot be dropped inside itself',
      indicator: boxOf(rect),
    };
  }

  const hitType = typeOf(tree, hitId)!;
  const hitRect = nodeFor(surface, hitId)!.getBoundingClientRect();
  const hasChildren = (tree.children[hitId]?.length ?? 0) > 0;
  // Near an edge means "next to it"; the middle (or anywhere on an empty one) means "inside".
  const edge = surface === 'layers' ? hitRect.height * 0.25 : Math.min(12, hitRect.height * 0.2);
  const nearEdge = y < hitRect.top + edge || y > hitRect.bottom - edge;
  if (canContain(hitType, dragged.type) && (!hasChildren || !nearEdge || surface === 'canvas')) {
    if (surface === 'layers' || !hasChildren) {
      const count = tree.children[hitId]?.length ?? 0;
      return {
        ok: true,
        parentId: hitId,
        index: count,
        indicator: boxOf(hitRect),
        inside: true,
        wrappers: [],
      };
    }
    if (!nearEdge) {
      const slot = slotAmongChildren(tree, surface, hitId, x, y, hitRect);
      return {
        ok: true,
        parentId: hitId,
        index: slot.index,
        indicator: slot.indicator,
        inside: false,
        wrappers: [],
      };
    }
  }

  for (let id: string | null = hitId; id !== null; id = tree.elements[id]?.parentId ?? null) {
    const element = tree.elements[id]!;
    if (dragged.id && element.id === dragged.id) continue;
    if (canContain(typeOf(tree, element.parentId), dragged.type)) {
      const rect = nodeFor(surface, id)?.getBoundingClientRect();
      if (!rect) break;
      const horizontal = surface === 'canvas' && typeOf(tree, element.parentId) === 'ROW';
      const after = horizontal ? x > rect.left + rect.width / 2 : y > rect.top + rect.height / 2;
      return {
        ok: true,
        parentId: element.parentId,
        index: element.order + (after ? 1 : 0),
        indicator: lineAt(rect, after, horizontal),
        inside: false,
        wrappers: [],
      };
    }
  }
  return (
    (surface === 'canvas' ? nearestInside(tree, dragged, hitId, x, y) : null) ??
    wrappedDrop(tree, surface, dragged, hitId, x, y) ?? {
      ok: false,
      message: plainDropProblem(hitType, dragged.type) ?? 'This element cannot be placed here',
      indicator: boxOf(hitRect),
    }
  );
}

/** How far a point is from a box (0 inside it). */
function distanceTo(rect: DOMRect, x: number, y: number): number {
  const dx = Math.max(rect.left - x, 0, x - rect.right);
  const dy = Math.max(rect.top - y, 0, y - rect.bottom);
  return Math.hypot(dx, dy);
}

/**
 * A drop on a layout element's padding (a section around its container, a container below its
 * column's content) lands in the nearest descendant that takes the element, so a column counts
 * as reaching down to its section's edge.
 */
function nearestInside(
  tree: Tree,
  dragged: Dragged,
  hitId: string,
  x: number,
  y: number,
): DropTarget | null {
  for (let id = hitId; ;) {
    let best: { id: string; rect: DOMRect; distance: number } | null = null;
    for (const childId of tree.children[id] ?? []) {
      const rect = canvasNodeOf(childId)?.getBoundingClientRect();
      if (!rect || childId === dragged.id) continue;
      const distance = distanceTo(rect, x, y);
      if (!best || distance < best.distance) best = { id: childId, rect, distance };
    }
    const type = best ? typeOf(tree, best.id) : null;
    if (!best || !type || !acceptsChildren(type)) return null;
    if (canContain(type, dragged.type)) {
      const slot = slotAmongChildren(tree, 'canvas', best.id, x, y, best.rect);
      return {
        ok: true,
        parentId: best.id,
        index: slot.index,
        indicator: slot.indicator,
        inside: (tree.children[best.id]?.length ?? 0) === 0,
        wrappers: [],
      };
    }
    id = best.id;
  }
}

/**
 * A drop no parent takes as it is: inside the element under the point (or its nearest ancestor,
 * or the page) with the shortest chain of layout wrappers the rules allow, so a text dropped on
 * a section gets a container and a column made for it.
 */
function wrappedDrop(
  tree: Tree,
  surface: Surface,
  dragged: Dragged,
  hitId: string,
  x: number,
  y: number,
): DropTarget | null {
  for (let id: string | null = hitId; id !== null; id = tree.elements[id]?.parentId ?? null) {
    const type = typeOf(tree, id);
    if (!type || !acceptsChildren(type)) continue;
    const wrappers = wrapperChain(type, dragged.type);
    const rect = nodeFor(surface, id)?.getBoundingClientRect();
    if (!wrappers || !rect) continue;
    const slot = slotAmongChildren(tree, surface, id, x, y, rect);
    const inside = (tree.children[id]?.length ?? 0) === 0;
    return {
      ok: true,
      parentId: id,
      index: slot.index,
      indicator: slot.indicator,
      inside,
      wrappers,
    };
  }
  const wrappers = wrapperChain(null, dragged.type);
  const root = document.querySelector(
    surface === 'canvas' ? '[data-canvas-root]' : '[data-layers-tree]',
  );
  if (!wrappers || !root) return null;
  const slot = slotAmongChildren(tree, surface, null, x, y, root.getBoundingClientRect());
  return {
    ok: true,
    parentId: null,
    index: slot.index,
    indicator: slot.indicator,
    inside: false,
    wrappers,
  };
}

/** A move within the same parent counts the index before the element left its place. */
export function adjustedMoveIndex(
  tree: Tree,
  id: string,
  parentId: string | null,
  index: number,
): number {
  const element = tree.elements[id];
  if (element && element.parentId === parentId && element.order < index) return index - 1;
  return index;
}
