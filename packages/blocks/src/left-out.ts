import { isElementType, type ElementData } from '@tessera/core';
import { BLOCK_DEFINITIONS } from './registry.ts';
import type { RenderContext } from './types.ts';

/** The layout wrappers that go when nothing is left in them. */
const WRAPPERS = new Set(['CONTAINER', 'ROW', 'COLUMN']);

/**
 * The elements a live page leaves out, by id: what goes nowhere (an image slot without a photo,
 * a button without a link: each block's `leftOutLive`) and every container, row or column whose
 * children are all left out or hidden, so a left-out photo leaves no empty grid column or blank
 * card behind: the other columns of its row share the width. A wrapper the owner left empty on
 * purpose stays, and so does a section (its background and anchor are the owner's).
 */
export function leftOutOnLive(
  elements: readonly ElementData[],
  ctx: RenderContext,
): ReadonlySet<string> {
  const children = new Map<string | null, ElementData[]>();
  for (const element of elements) {
    const list = children.get(element.parentId) ?? [];
    list.push(element);
    children.set(element.parentId, list);
  }
  const out = new Set<string>();
  const seen = new Set<string>();
  /** Whether the element is drawn, deciding for its subtree first (each element once). */
  const drawn = (element: ElementData): boolean => {
    if (seen.has(element.id)) return !out.has(element.id);
    seen.add(element.id);
    const kids = children.get(element.id) ?? [];
    // Every visible child is walked, so each one left out is known to the tree.
    const shown = kids.map((kid) => kid.isVisible && drawn(kid)).filter(Boolean).length;
    const block = isElementType(element.type) ? BLOCK_DEFINITIONS[element.type] : undefined;
    const empty =
      block?.leftOutLive?.(element.props, ctx) === true ||
      (WRAPPERS.has(element.type) && kids.length > 0 && shown === 0);
    if (empty) out.add(element.id);
    return !empty;
  };
  for (const root of children.get(null) ?? []) drawn(root);
  return out;
}
