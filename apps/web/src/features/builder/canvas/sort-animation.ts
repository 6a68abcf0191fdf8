import { flushSync } from 'react-dom';
import { ROOT } from '../state/children-index';
import { useEditorStore } from '../state/editor-store';
import { canvasNodeOf } from './node-registry';

/** How long a moved element and the siblings it displaced take to slide into place. */
export const SORT_ANIMATION_MS = 200;

/** More nodes than this in the way of a move are not animated: the page just updates. */
const MAX_ANIMATED = 60;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Moves an element into `parentId` with `move` and slides it, and the siblings it displaced in
 * its old and new parent, from where they were to where they land (first, last, invert, play).
 * Returns what `move` returns (a refusal message or null).
 */
export function withSortAnimation(
  id: string,
  parentId: string | null,
  move: () => string | null,
): string | null {
  if (reducedMotion()) return move();
  const { elements, children } = useEditorStore.getState();
  const first = new Map<string, DOMRect>();
  for (const parent of new Set([elements[id]?.parentId ?? ROOT, parentId ?? ROOT])) {
    for (const childId of children[parent] ?? []) {
      if (first.size >= MAX_ANIMATED) return move();
      const rect = canvasNodeOf(childId)?.getBoundingClientRect();
      if (rect) first.set(childId, rect);
    }
  }

  let refused: string | null = null;
  // The DOM must show the new order before the nodes are measured again.
  flushSync(() => {
    refused = move();
  });
  if (!refused) play(first);
  return refused;
}

function play(first: Map<string, DOMRect>) {
  const root = document.querySelector<HTMLElement>('[data-canvas-root]');
  if (!root || root.offsetWidth === 0) return;
  // Rectangles are measured after the canvas zoom; transforms apply before it.
  const zoom = root.getBoundingClientRect().width / root.offsetWidth || 1;
  for (const [id, from] of first) {
    const node = canvasNodeOf(id);
    if (!node) continue;
    const to = node.getBoundingClientRect();
    const dx = (from.left - to.left) / zoom;
    const dy = (from.top - to.top) / zoom;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    node.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }], {
      duration: SORT_ANIMATION_MS,
      easing: 'cubic-bezier(0.25, 1, 0.5, 1)',
    });
  }
}
